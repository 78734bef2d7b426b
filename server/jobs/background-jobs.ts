/**
 * Every kind of background work of the server, in one place (decision 037). Each entry is a handler of
 * the one job runner (job-runner.ts): recurring tasks with their period, one-off jobs that services
 * enqueue (job-queue.ts). To add one: an entry here; a service enqueues it by its name, or wakes it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { forgetErasedRows } from '../../database/forget-erased.ts';
import type { Database } from '../../database/orm.ts';
import type { Env } from '../env.ts';
import { erasureSettings, queueCompaction } from '../services/erasure-compaction.ts';
import { OUTBOX_SETTINGS, type OutboxWorker } from '../services/mail/outbox.ts';
import type { LinkRequestQueue } from '../services/household-page/link-request-queue.ts';
import type { ProposalJobs } from '../services/proposals/proposal-jobs.ts';
import { purgeExpiredLeads } from '../services/retention.ts';
import { REMINDER_JOB, sendReminder } from '../services/visits/appointments.ts';
import { mailNewBreaches, serviceLevelsOf } from '../services/visits/deadlines.ts';
import type { LivePages } from '../page-parts/live-pages.ts';
import { PAGES_REWRITE_JOB } from '../page-parts/page-parts.ts';
import { AFTERCARE_REMINDERS_JOB, sendAftercareReminders } from '../services/aftercare/aftercare-reminders.ts';
import { enqueueJob } from './job-queue.ts';
import type { JobHandler } from './job-types.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Finished jobs are kept this long for the overview (GET /api/admin/jobs), failed ones four times as long. */
const KEEP_DONE_DAYS = 7;

/** Minutes between two retention purges, or null when the schedule is off (RETENTION_PURGE_INTERVAL). */
export function purgeIntervalMinutes(env: Pick<Env, 'NODE_ENV' | 'RETENTION_PURGE_INTERVAL'>): number | null {
  if (env.RETENTION_PURGE_INTERVAL !== undefined) return env.RETENTION_PURGE_INTERVAL;
  return env.NODE_ENV === 'test' ? null : 60;
}

export interface BackgroundJobDeps {
  db: Database;
  env: Env;
  log: FastifyBaseLogger;
  outbox: OutboxWorker;
  proposalJobs: ProposalJobs;
  linkRequests: LinkRequestQueue;
  pages: LivePages;
  /** The app's time (a test's server may move it). */
  now?: () => Date;
}

export function backgroundJobs({ db, env, log, outbox, proposalJobs, linkRequests, pages, now = () => new Date() }: BackgroundJobDeps) {
  const purgeMinutes = purgeIntervalMinutes(env);
  return {
    /**
     * Sends due mail (server/services/mail/outbox.ts); woken after every signup and every mail written,
     * and run again when mails held by a worker that died are free.
     */
    'mail.outbox': {
      recurring: { every: OUTBOX_SETTINGS.pollIntervalMs, firstRunAfterMs: 0 },
      async run(job) {
        const run = await outbox.runOnce();
        if (run.heldUntil) job.runAgainAt(run.heldUntil);
        return run;
      },
    },
    /** Bulk proposal sends left halfway, expiries, reminders (server/services/proposals/proposal-jobs.ts). */
    proposals: {
      recurring: { every: env.NODE_ENV === 'test' ? null : 5 * MINUTE, firstRunAfterMs: 5_000 },
      run: (job) => proposalJobs.runOnce(undefined, job.shouldStop),
    },
    /** The privacy statement's retention rule (decision 016); off with RETENTION_PURGE_INTERVAL=off. */
    'retention.purge':
      purgeMinutes === null
        ? null
        : {
            recurring: { every: purgeMinutes * MINUTE, firstRunAfterMs: 10_000 },
            async run() {
              const settings = erasureSettings(env);
              const run = await purgeExpiredLeads(db, { months: env.RETENTION_MONTHS, outboxDir: settings.outboxDir });
              if (run.skipped) log.info('retention purge skipped: another instance is purging');
              else log.info({ leads: run.leads, batches: run.batches, cutoff: run.cutoff }, 'retention purge done');
              if (run.leads > 0) await queueCompaction(db.orm.em.fork(), settings);
              return { leads: run.leads };
            },
          },
    /**
     * Lost-link requests of this process, answered a few seconds after they came, off the requests' path
     * (server/services/household-page/link-request-queue.ts): only when woken.
     */
    'household.link-requests': {
      recurring: { every: null, firstRunAfterMs: 0 },
      run: async () => ({ mails: await linkRequests.runOnce() }),
    },
    /** The embedded database's files rewritten after erasures (server/services/erasure-compaction.ts). */
    'database.compaction': {
      async run() {
        const started = performance.now();
        await forgetErasedRows(db.orm.em.fork());
        return { ms: Math.round(performance.now() - started) };
      },
    },
    /** The reminder the day before a visit (server/services/visits/appointments.ts), one job per appointment and version. */
    [REMINDER_JOB]: {
      run: (job) => sendReminder(db.orm.em.fork(), job.payload, env.PUBLIC_URL),
    },
    /** Once a day, staff's mail of the service levels newly breached (server/services/visits/deadlines.ts). */
    'visits.breaches': {
      recurring: { every: env.NODE_ENV === 'test' ? null : DAY, firstRunAfterMs: 2 * MINUTE },
      run: () => mailNewBreaches(db.orm.em.fork(), serviceLevelsOf(env), env.LEADS_NOTIFY_EMAIL),
    },
    /**
     * The pages' database parts written again (server/page-parts/, decision 048): queued by `pagesChanged`
     * with a change, at start-up, and for the next moment a part changes by the clock (a round's
     * registration closing), which each run queues anew. nginx's files too, where STATIC_SITE_DIR is set.
     */
    [PAGES_REWRITE_JOB]: {
      async run() {
        const { pages: changed, files, next } = await pages.refresh({ write: true });
        if (next) await enqueueJob(db.orm.em.fork(), PAGES_REWRITE_JOB, { key: `at:${next.toISOString()}`, runAt: next });
        return { pages: changed, files, next: next?.toISOString() ?? null };
      },
    },
    /**
     * Once a day, aftercare's mails that come with time (server/services/aftercare/aftercare-reminders.ts):
     * the service reminder six weeks before each service date, the invitation to review some weeks after
     * the installation; each once per household, whichever instance runs it.
     */
    [AFTERCARE_REMINDERS_JOB]: {
      recurring: { every: DAY, firstRunAfterMs: 3 * MINUTE },
      run: () => sendAftercareReminders(db.orm.em.fork(), env.PUBLIC_URL, now()),
    },
    /** Forgets finished jobs after a week (failed ones after four). */
    'jobs.prune': {
      recurring: { every: DAY, firstRunAfterMs: MINUTE },
      async run() {
        const now = Date.now();
        const rows = await db.orm.em.fork().execute<Array<{ id: number }>>(
          `delete from "jobs" where ("status" = 'done' and "finished_at" < ?) or ("status" = 'failed' and "finished_at" < ?) returning "id"`,
          [new Date(now - KEEP_DONE_DAYS * DAY), new Date(now - 4 * KEEP_DONE_DAYS * DAY)],
        );
        return { pruned: rows.length };
      },
    },
  } satisfies Record<string, JobHandler | null>;
}

/** The name of a kind of background job. */
export type JobName = keyof ReturnType<typeof backgroundJobs>;
