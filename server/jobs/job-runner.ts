/**
 * The one mechanism that runs background work in the server process (decision 037). Each kind of job
 * is a handler registered in server/jobs/background-jobs.ts, either
 *
 * - recurring: one row per task in `jobs`, moved to its next run each time it ran (every N ms, or only
 *   when woken), or
 * - one-off: rows enqueued by services (job-queue.ts), each run once when due, retried with backoff
 *   (1, 2, 4 ... minutes, at most an hour) and marked failed after its last attempt.
 *
 * Every instance runs a runner; a due row is taken by one of them: claimed with `FOR UPDATE SKIP LOCKED`
 * and a short lease (lease.ts: 30 s, renewed every 10 s while the job runs), so a crashed instance's job
 * is taken again within 30 s, and never while its holder still renews it. A job may thus run again after
 * a crash: handlers are idempotent.
 *
 * One timer per process: it wakes when the next row is due, at the latest after `pollIntervalMs` (rows
 * enqueued by other instances), and at once when woken (`wake`, e.g. a signup for the outbox).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { databaseErrorCode, isDatabaseUnavailable } from '../../database/availability.ts';
import type { Database, Em } from '../../database/orm.ts';
import type { JobHandler, JobRunner } from './job-types.ts';
import { holdLease, LEASE_MS } from './lease.ts';

const JOB_SETTINGS = {
  /** The longest the runner sleeps between two looks at the table. */
  pollIntervalMs: 30_000,
  /** Jobs one process runs at the same time. */
  concurrency: 3,
  /** Attempts of a one-off job before it is marked failed. */
  maxAttempts: 10,
  /** A woken task that another instance holds is looked for again this often. */
  busyRetryMs: 1_000,
  /** How long shutdown waits for the jobs in progress. */
  stopTimeoutMs: 5_000,
} as const;

/** The key of a recurring task's one row. */
const SCHEDULE_KEY = 'schedule';
/** The next run of a task that runs only when woken. */
const NEVER = new Date('9999-12-31T00:00:00Z');

/** Delay before the next attempt after `attempts` failed ones: 1, 2, 4, 8 ... minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

interface ClaimedJob {
  id: number;
  name: string;
  key: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  /** The lease the claim stamped: also the holder's token (lease.ts). */
  until: Date;
}

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ') || 'null';

export function createJobRunner<Name extends string>(options: {
  db: Database;
  log: FastifyBaseLogger;
  /** Every kind of job; null: switched off by configuration (its rows wait, untouched). */
  handlers: Record<Name, JobHandler | null>;
  now?: () => Date;
  pollIntervalMs?: number;
}): JobRunner<Name> {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? JOB_SETTINGS.pollIntervalMs;
  const handlers = new Map(Object.entries(options.handlers).filter((entry): entry is [Name, JobHandler] => entry[1] !== null));
  const names = [...handlers.keys()];
  const recurring = names.filter((name) => handlers.get(name)?.recurring);
  const wanted = new Set<Name>();
  const running = new Set<Promise<void>>();
  /** The names of the jobs this process runs now. */
  const active: Name[] = [];
  let started = false;
  let stopped = false;
  let planted = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  let tickAgain = false;
  /** Jobs whose end could not be written (the database went away mid-job): written at the next look, so
   * that their lease does not keep them from running for its whole length once the database is back. */
  const unfinished = new Map<number, () => Promise<unknown>>();

  const em = (): Em => db.orm.em.fork();

  /** The rows of the recurring tasks: created once, brought forward to their first run after a start. */
  async function plant(at: Date) {
    for (const name of recurring) {
      const first = new Date(at.getTime() + (handlers.get(name)?.recurring?.firstRunAfterMs ?? 0));
      await em().execute(
        `insert into "jobs" ("name", "key", "run_at") values (?, '${SCHEDULE_KEY}', ?)
         on conflict ("name", "key") where "status" = 'pending' do update set "run_at" = least("jobs"."run_at", excluded."run_at")`,
        [name, first],
      );
    }
  }

  /** Takes up to `limit` due jobs (and the woken tasks), first due first, with a lease. */
  async function claim(at: Date, limit: number, woken: Name[]): Promise<ClaimedJob[]> {
    const until = new Date(Math.max(at.getTime(), now().getTime()) + LEASE_MS);
    const rows = await em().execute<Array<Omit<ClaimedJob, 'until'>>>(
      `update "jobs" set "locked_until" = ?, "attempts" = "attempts" + 1,
         "status" = case when "name" in (${placeholders(recurring)}) then 'pending' else 'running' end
       where "id" in (
         select "id" from "jobs" where "name" in (${placeholders(names)}) and (
           ("status" = 'pending' and ("locked_until" is null or "locked_until" <= ?)
             and ("run_at" <= ? or ("key" = '${SCHEDULE_KEY}' and "name" in (${placeholders(woken)}))))
           or ("status" = 'running' and "locked_until" <= ?))
         order by "run_at", "id" limit ? for update skip locked)
       returning "id", "name", "key", "payload", "attempts"`,
      [until, ...recurring, ...names, at, at, ...woken, at, limit],
    );
    return rows.map((row) => ({ ...row, until }));
  }

  /** Writes the end of a run, where this holder's lease (`token`) still stands; undefined: not retried. */
  async function finish(job: ClaimedJob, handler: JobHandler, token: Date, error?: unknown, again?: Date) {
    const at = now();
    const every = handler.recurring?.every;
    const held = `"id" = ? and "locked_until" = ?`;
    if (handler.recurring) {
      const period = error ? new Date(at.getTime() + Math.min(retryDelayMs(job.attempts), every ?? Infinity)) : every ? new Date(at.getTime() + every) : NEVER;
      const next = again && again < period ? again : period;
      await em().execute(
        `update "jobs" set "run_at" = ?, "locked_until" = null, "finished_at" = ?, "last_error" = ?, "attempts" = ? where ${held}`,
        [next, at, error ? errorText(error) : null, error ? job.attempts : 0, job.id, token],
      );
      return next;
    }
    if (!error) {
      await em().execute(`update "jobs" set "status" = 'done', "locked_until" = null, "finished_at" = ?, "last_error" = null where ${held}`, [at, job.id, token]);
      return undefined;
    }
    const giveUp = job.attempts >= (handler.maxAttempts ?? JOB_SETTINGS.maxAttempts);
    const retryAt = new Date(at.getTime() + retryDelayMs(job.attempts));
    // A job of the same key that waits already does this work: this one ends failed instead of waiting twice.
    await em().execute(
      `update "jobs" set "status" = case when ? or exists (select 1 from "jobs" "twin" where "twin"."name" = "jobs"."name"
           and "twin"."key" = "jobs"."key" and "twin"."status" = 'pending') then 'failed' else 'pending' end,
         "run_at" = ?, "locked_until" = null, "last_error" = ?, "finished_at" = ? where ${held}`,
      [giveUp, retryAt, errorText(error), at, job.id, token],
    );
    return giveUp ? undefined : retryAt;
  }

  async function execute(job: ClaimedJob): Promise<{ name: Name; result: unknown }> {
    const name = job.name as Name;
    const handler = handlers.get(name) as JobHandler;
    const context = { job: name, id: job.id, attempt: job.attempts };
    // The lease is renewed while the job runs, so that no other instance takes it meanwhile; once lost,
    // the job is asked to stop (another instance runs it now).
    const lease = holdLease(
      job.until,
      async (token, next) =>
        (await em().execute<unknown[]>(`update "jobs" set "locked_until" = ? where "id" = ? and "locked_until" = ? returning "id"`, [next, job.id, token])).length === 1,
      now,
    );
    const started = performance.now();
    let again: Date | undefined;
    const runAgainAt = (at: Date) => {
      if (!again || at < again) again = at;
    };
    try {
      const result = await handler.run({ id: job.id, key: job.key, payload: job.payload ?? {}, attempt: job.attempts, shouldStop: () => stopped || lease.lost(), runAgainAt });
      lease.end();
      await finish(job, handler, lease.until, undefined, again);
      const quiet = !result || (typeof result === 'object' && Object.values(result).every((value) => !value));
      log[quiet ? 'debug' : 'info']({ ...context, ms: Math.round(performance.now() - started), result }, 'job done');
      return { name, result };
    } catch (error) {
      lease.end();
      const token = lease.until;
      const retryAt = await finish(job, handler, token, error).catch(() => {
        unfinished.set(job.id, () => finish(job, handler, token, error));
        return undefined;
      });
      if (isDatabaseUnavailable(error)) log.warn({ ...context, error: databaseErrorCode(error) }, 'job stopped: database unavailable');
      else if (retryAt) log.warn({ ...context, err: error, retryAt: retryAt.toISOString() }, 'job failed; will retry');
      else log.error({ ...context, err: error }, 'job failed after its last attempt');
      return { name, result: undefined };
    }
  }

  function launch(job: ClaimedJob) {
    active.push(job.name as Name);
    const run: Promise<void> = execute(job).then(() => {
      running.delete(run);
      active.splice(active.indexOf(job.name as Name), 1);
      schedule(0);
    });
    running.add(run);
  }

  /** When the next row is due, or the lease on a due one ends (its holder may have died), or null. */
  async function nextDue(): Promise<Date | null> {
    const at = now();
    const [row] = await em().execute<Array<{ at: Date | string | null }>>(
      `select min(case when "locked_until" > ? then greatest("run_at", "locked_until") else "run_at" end) as "at"
         from "jobs" where "status" in ('pending', 'running') and "name" in (${placeholders(names)})`,
      [at, ...names],
    );
    return row?.at ? new Date(row.at) : null;
  }

  async function tick() {
    let delay = pollIntervalMs;
    try {
      for (const [id, end] of unfinished) {
        await end();
        unfinished.delete(id);
      }
      const at = now();
      if (!planted) await plant(at);
      planted = true;
      const free = JOB_SETTINGS.concurrency - running.size;
      if (free > 0) {
        const woken = [...wanted];
        for (const job of await claim(at, free, woken)) {
          wanted.delete(job.name as Name);
          launch(job);
        }
      }
      if (running.size < JOB_SETTINGS.concurrency) {
        const next = await nextDue();
        if (next) delay = Math.min(delay, Math.max(50, next.getTime() - now().getTime()));
        if (wanted.size > 0) delay = Math.min(delay, JOB_SETTINGS.busyRetryMs);
      }
    } catch (error) {
      // An outage is not a bug: the next look (or a wake, once the database is back) goes on.
      if (isDatabaseUnavailable(error)) log.warn({ error: databaseErrorCode(error) }, 'jobs: database unavailable');
      else log.error({ err: error }, 'jobs: could not look for due jobs');
    }
    schedule(delay);
  }

  function schedule(delayMs: number) {
    if (!started || stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (ticking) {
        tickAgain = true;
        return;
      }
      ticking = true;
      void tick().finally(() => {
        ticking = false;
        if (tickAgain) {
          tickAgain = false;
          schedule(0);
        }
      });
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.race([Promise.all(running), sleep(JOB_SETTINGS.stopTimeoutMs, undefined, { ref: false })]);
    },
    wake(name) {
      if (name && recurring.includes(name)) {
        wanted.add(name);
        // Running here: it runs again when it ends (its end looks at once), without a look per wake.
        if (active.includes(name)) return;
      }
      schedule(0);
    },
    async runDue(at = now()) {
      await plant(at);
      const done: Array<{ name: Name; result: unknown }> = [];
      for (const job of await claim(at, 1000, [])) done.push(await execute(job));
      return done;
    },
  };
}

/** The error of a failed job as kept in its row: its code and message, cut to the column. */
function errorText(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown };
  return [e.code, e.message ?? String(error)].filter((part) => part !== undefined && part !== '').join(': ').slice(0, 1000);
}
