/**
 * What makes an erasure leave the embedded database's files (decision 020, as amended): the erasure's
 * transaction queues the job `database.compaction` (database/forget-erased.ts), due
 * ERASURE_COMPACTION_DELAY (1 minute) later. The erasures of that minute join the job that waits, so
 * fifteen erasures cause one rewrite, and the job is queued exactly when the erasure commits: a restart
 * in between runs it at the next start. On PostgreSQL nothing is queued (its files are not under
 * DATA_DIR).
 */
import { keepsFilesInDataDir } from '../../database/forget-erased.ts';
import type { Em } from '../../database/orm.ts';
import type { Env } from '../env.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { outboxDir } from './mail/transport.ts';

/** Where erased leads' mail files live, and how long the database waits before it rewrites its files. */
export interface ErasureSettings {
  outboxDir: string;
  compactAfterMs: number;
}

export function erasureSettings(env: Pick<Env, 'DATA_DIR' | 'ERASURE_COMPACTION_DELAY'>): ErasureSettings {
  return { outboxDir: outboxDir(env), compactAfterMs: env.ERASURE_COMPACTION_DELAY };
}

/** Queues the rewrite of the embedded database's files, in the erasure's transaction `tx`. */
export async function queueCompaction(tx: Em, settings: Pick<ErasureSettings, 'compactAfterMs'>, now = new Date()): Promise<void> {
  if (!keepsFilesInDataDir(tx)) return;
  await enqueueJob(tx, 'database.compaction', { key: 'pglite', runAt: new Date(now.getTime() + settings.compactAfterMs) });
}
