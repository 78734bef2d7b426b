/**
 * Erased means gone from the disk too, on the embedded database (issue 23): PostgreSQL keeps a deleted
 * row's bytes in its table and index files until it reuses the space, in its write-ahead log until a
 * segment is freed, and in the planner's statistics (pg_statistic) until the next ANALYZE. After a
 * household erased its data, the embedded PGlite under DATA_DIR/pglite rewrites the tables that held it
 * (VACUUM FULL: new files, old ones deleted), refreshes their statistics, rewrites pg_statistic, then
 * moves to a new WAL segment and checkpoints, so that the old segment is deleted (PGlite starts with
 * `wal_recycle=off`, database/orm.ts). No file under DATA_DIR then holds the lead's name.
 *
 * A PostgreSQL server (DATABASE_URL) keeps its files outside DATA_DIR and has autovacuum; it is not
 * scrubbed from here (docs/security.md). The cost grows with the tables: fine for the small sites that
 * run on PGlite, and only a household's own erasure (rare) pays it.
 */
import { type Database, MEMORY } from './orm.ts';

/** The tables that hold a lead's personal data, or rows that did. */
const LEAD_TABLES = ['leads', 'lead_notes', 'lead_status_changes', 'household_changes', 'household_links', 'mail_outbox'];

export async function scrubErasedRows(db: Database): Promise<void> {
  if (db.kind !== 'pglite' || db.location === MEMORY) return;
  const connection = db.orm.em.fork().getConnection();
  const tables = LEAD_TABLES.map((table) => `"${table}"`).join(', ');
  await connection.execute(`vacuum full ${tables}`);
  await connection.execute(`analyze ${tables}`);
  await connection.execute('vacuum full pg_statistic');
  await connection.execute('select pg_switch_wal()');
  await connection.execute('checkpoint');
}
