/**
 * What ops and staff can see of the background work (GET /api/admin/jobs, tRPC `admin.jobs.overview`):
 * per kind of job what waits, what runs, what failed, when it last finished and its latest error (when,
 * and how many jobs of the kind are failing); the outbox's mails waiting or given up, and how the mail
 * transport fares (server/services/mail/mail-status.ts). The same figures come from SQL (docs/deployment.md).
 */
import type { Em } from '../../database/orm.ts';
import { type MailTransportState, mailTransportState } from '../services/mail/mail-status.ts';

interface JobKindOverview {
  name: string;
  pending: number;
  running: number;
  /** Failed for good (kept four weeks). */
  failed: number;
  /** When the next pending job of this kind is due (ISO), or null. */
  nextRunAt: string | null;
  lastFinishedAt: string | null;
  /** The latest error of a job of this kind that failed or waits for its retry, or null; and when. */
  lastError: string | null;
  lastErrorAt: string | null;
  /** Jobs of this kind whose last attempt failed: waiting for a retry, or failed for good. */
  failing: number;
}

export interface JobOverview {
  jobs: JobKindOverview[];
  mail: { pending: number; failed: number; oldestPendingAt: string | null; transport: MailTransportState };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function jobOverview(em: Em, options: { mailAlertAfterMs: number; now?: Date }): Promise<JobOverview> {
  const kinds = await em.execute<
    Array<{
      name: string;
      pending: string;
      running: string;
      failed: string;
      failing: string;
      next_run_at: Date | null;
      last_finished_at: Date | null;
      last_error: string | null;
      last_error_at: Date | null;
    }>
  >(
    `select "name",
       count(*) filter (where "status" = 'pending') as "pending",
       count(*) filter (where "status" = 'running' or ("status" = 'pending' and "locked_until" > now())) as "running",
       count(*) filter (where "status" = 'failed') as "failed",
       count(*) filter (where "last_error" is not null and "status" in ('pending', 'failed')) as "failing",
       min("run_at") filter (where "status" = 'pending') as "next_run_at",
       max("finished_at") as "last_finished_at",
       (array_agg("last_error" order by "finished_at" desc nulls last) filter (where "last_error" is not null))[1] as "last_error",
       max("finished_at") filter (where "last_error" is not null) as "last_error_at"
     from "jobs" group by "name" order by "name"`,
  );
  const [mail] = await em.execute<Array<{ pending: string; failed: string; oldest: Date | null }>>(
    `select count(*) filter (where "status" = 'pending') as "pending", count(*) filter (where "status" = 'failed') as "failed",
       min("created_at") filter (where "status" = 'pending') as "oldest" from "mail_outbox"`,
  );
  return {
    jobs: kinds.map((kind) => ({
      name: kind.name,
      pending: Number(kind.pending),
      running: Number(kind.running),
      failed: Number(kind.failed),
      nextRunAt: iso(kind.next_run_at),
      lastFinishedAt: iso(kind.last_finished_at),
      lastError: kind.last_error,
      lastErrorAt: iso(kind.last_error_at),
      failing: Number(kind.failing),
    })),
    mail: {
      pending: Number(mail?.pending ?? 0),
      failed: Number(mail?.failed ?? 0),
      oldestPendingAt: iso(mail?.oldest ?? null),
      transport: await mailTransportState(em, options.mailAlertAfterMs, options.now),
    },
  };
}
