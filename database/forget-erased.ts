/**
 * After an erasure, the embedded database still holds the erased rows' bytes in its own files under
 * DATA_DIR/pglite: dead tuples in the table and index files until the space is reused, and the inserts
 * in the write-ahead log until its segments are overwritten. "Erased means erased" (decision 020, as
 * amended) asks that no file under DATA_DIR keeps them, so on PGlite every erasure ends with:
 *
 * - `VACUUM FULL` of the app's tables: each is written anew and its old files deleted;
 * - `ANALYZE` of them and `VACUUM FULL` of `pg_statistic`: the planner's statistics, gathered at
 *   start-up (database/orm.ts), sample column values (a name can be a histogram bound) and keep them
 *   until rewritten;
 * - a switch to a new WAL segment and a checkpoint, with `wal_recycle` off: the segments that held the
 *   rows are deleted instead of being renamed for reuse.
 *
 * The tables are locked while they are rewritten; on the embedded database (one process, one session,
 * a small campaign's data) that takes tens of milliseconds. A PostgreSQL server keeps its files outside
 * DATA_DIR; there the operator's storage and backup rotation decide (docs/security.md).
 */
import { PgliteDriver } from '@mikro-orm/pglite';
import type { Em } from './orm.ts';

export async function forgetErasedRows(em: Em): Promise<void> {
  if (!(em.getDriver() instanceof PgliteDriver)) return;
  const connection = em.getConnection();
  const [tables] = await connection.execute<Array<{ list: string | null }>>(
    `select string_agg(format('%I', tablename), ', ') as list from pg_tables where schemaname = 'public'`,
  );
  if (tables?.list) {
    await connection.execute(`vacuum full ${tables.list}`);
    await connection.execute(`analyze ${tables.list}`);
  }
  await connection.execute('vacuum full pg_statistic');
  await connection.execute('set wal_recycle = off');
  await connection.execute('select pg_switch_wal()');
  await connection.execute('checkpoint');
}
