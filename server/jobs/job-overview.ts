/**
 * What ops and staff can see of the background work (GET /api/admin/jobs, tRPC `admin.jobs.overview`):
 * per kind of job what waits, what runs, what failed, when it last finished and its latest error; and
 * the outbox's mails waiting or given up. The same figures come from SQL (docs/deployment.md).
 */
import type { Em } from '../../database/orm.ts';

interface JobKindOverview {
  name: string;
  pending: number;
  running: number;
  /** Failed for good (kept four weeks). */
  failed: number;
  /** When the next pending job of this kind is due (ISO), or null. */
  nextRunAt: string | null;
  lastFinishedAt: string | null;
  /** The latest error of a job of this kind that failed or waits for its retry, or null. */
  lastError: string | null;
}

export interface JobOverview {
  jobs: JobKindOverview[];
  mail: { pending: number; failed: number; oldestPendingAt: string | null };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function jobOverview(em: Em): Promise<JobOverview> {
  const kinds = await em.execute<
    Array<{ name: string; pending: string; running: string; failed: string; next_run_at: Date | null; last_finished_at: Date | null; last_error: string | null }>
  >(
    `select "name",
       count(*) filter (where "status" = 'pending') as "pending",
       count(*) filter (where "status" = 'running' or ("status" = 'pending' and "locked_until" > now())) as "running",
       count(*) filter (where "status" = 'failed') as "failed",
       min("run_at") filter (where "status" = 'pending') as "next_run_at",
       max("finished_at") as "last_finished_at",
       (array_agg("last_error" order by "finished_at" desc nulls last) filter (where "last_error" is not null))[1] as "last_error"
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
    })),
    mail: { pending: Number(mail?.pending ?? 0), failed: Number(mail?.failed ?? 0), oldestPendingAt: iso(mail?.oldest ?? null) },
  };
}
