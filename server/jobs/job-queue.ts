/**
 * Putting work in the queue of background jobs (table `jobs`, decision 037). A service enqueues inside
 * its own transaction, so the job exists exactly when the change that needs it committed; the runner
 * (job-runner.ts) takes it once it is due.
 */
import type { Em } from '../../database/orm.ts';

export interface EnqueueOptions {
  /** When it is due (default: now). */
  runAt?: Date;
  /**
   * At most one job per (name, key) waits at a time: enqueueing a key that waits joins that job and
   * keeps its time (a job that already runs does not count: the new one runs after it). Without a key
   * every call queues a job of its own.
   */
  key?: string;
  /** Ids and settings only, never personal data (the table is no place to erase from). */
  payload?: Record<string, unknown>;
}

/**
 * Queues a job of a kind registered in background-jobs.ts (a name no handler has waits unseen but in
 * GET /api/admin/jobs); true when a new one was queued, false when it joined one that waits.
 */
export async function enqueueJob(em: Em, name: string, options: EnqueueOptions = {}): Promise<boolean> {
  const rows = await em.execute<Array<{ id: number }>>(
    `insert into "jobs" ("name", "key", "payload", "run_at") values (?, ?, ?, ?)
     on conflict ("name", "key") where "status" = 'pending' do nothing returning "id"`,
    [name, options.key ?? null, JSON.stringify(options.payload ?? {}), options.runAt ?? new Date()],
  );
  return rows.length > 0;
}
