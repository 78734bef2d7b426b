/**
 * After an erasure, the embedded database still holds the erased rows' bytes in its own files under
 * DATA_DIR/pglite: dead tuples in the table and index files until the space is reused, and the inserts
 * in the write-ahead log until its segments are overwritten. "Erased means erased" (decision 020, as
 * amended) asks that no file under DATA_DIR keeps them, so on PGlite every erasure is followed by:
 *
 * - `VACUUM FULL` of the app's tables: each is written anew and its old files deleted;
 * - `ANALYZE` of them and `VACUUM FULL` of `pg_statistic`: the planner's statistics, gathered at
 *   start-up (database/orm.ts), sample column values (a name can be a histogram bound) and keep them
 *   until rewritten;
 * - a switch to a new WAL segment and a checkpoint, with `wal_recycle` off: the segments that held the
 *   rows are deleted instead of being renamed for reuse.
 *
 * It runs as a background job (server/services/erasure-compaction.ts), never on a request, and on the
 * embedded database's own thread (database/pglite-thread.ts): the tables are rewritten one statement
 * each, so that the queries of the site wait at most for one table's rewrite, and what serves pages and
 * /healthz does not wait at all. While it runs, `compactingSince` tells /healthz why the database is
 * slow to answer. A PostgreSQL server keeps its files outside DATA_DIR; there the operator's storage and
 * backup rotation decide (docs/security.md).
 */
import { PgliteDriver } from '@mikro-orm/pglite';
import type { Em } from './orm.ts';

const compacting = new WeakMap<object, Date>();

/** Whether the database keeps its files under DATA_DIR (the embedded PGlite), so that erasures must rewrite them. */
export function keepsFilesInDataDir(em: Em): boolean {
  return em.getDriver() instanceof PgliteDriver;
}

/** Since when the files of this database are being rewritten, or undefined when they are not. */
export function compactingSince(em: Em): Date | undefined {
  return compacting.get(em.getDriver());
}

export async function forgetErasedRows(em: Em): Promise<void> {
  if (!keepsFilesInDataDir(em)) return;
  const driver = em.getDriver();
  compacting.set(driver, new Date());
  try {
    const connection = em.getConnection();
    const tables = await connection.execute<Array<{ name: string }>>(
      `select format('%I', tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    for (const { name } of tables) {
      await connection.execute(`vacuum full ${name}`);
      await connection.execute(`analyze ${name}`);
    }
    await connection.execute('vacuum full pg_statistic');
    await connection.execute('set wal_recycle = off');
    await connection.execute('select pg_switch_wal()');
    await connection.execute('checkpoint');
  } finally {
    compacting.delete(driver);
  }
}
