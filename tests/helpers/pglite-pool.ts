/**
 * One in-memory PGlite per test worker, put back to the run's migrated image between the files that use
 * it. Opening a PGlite from the image (unpacking 43 MB, booting PostgreSQL in WebAssembly) cost about one
 * CPU-second per test file, a third of the integration files' time; putting the data back costs a
 * few dozen milliseconds.
 *
 * What "put back" means: the open transaction is rolled back and the session discarded (settings,
 * prepared statements, locks, temporary tables); every table of the app is emptied and the rows the
 * migrations wrote are copied back in, with the sequences where the image left them. A file that
 * changed the schema (created a table, a function or a trigger, renamed a table) leaves a catalog that
 * no longer matches the image's: its PGlite is closed, and the next file gets a fresh one.
 * Only the unit and integration projects share a worker between files (`isolate: false`); elsewhere
 * every file starts its own.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgliteParsers } from '../../database/pglite-parsers.ts';

interface Image {
  tables: string[];
  /** The rows of the tables the migrations filled, as COPY wrote them. */
  rows: Array<{ table: string; blob: Blob }>;
  sequences: Array<{ name: string; value: string; called: boolean }>;
  catalog: string;
}

const images = new WeakMap<PGlite, Image>();
const inUse = new Set<PGlite>();
let spare: PGlite | undefined;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** What a change of the schema changes: the number of catalog entries, and the names in `public`. */
const CATALOG = `select concat_ws('/',
  (select count(*) from pg_class), (select count(*) from pg_attribute where attnum > 0 and not attisdropped),
  (select count(*) from pg_proc), (select count(*) from pg_trigger), (select count(*) from pg_constraint),
  (select count(*) from pg_index), (select count(*) from pg_type),
  (select string_agg(relname, ',' order by relname) from pg_class where relnamespace = 'public'::regnamespace)
) as catalog`;

async function catalogOf(pg: PGlite): Promise<string> {
  return (await pg.query<{ catalog: string }>(CATALOG)).rows[0]?.catalog ?? '';
}

async function recordImage(pg: PGlite): Promise<Image> {
  const tables = (await pg.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`)).rows.map((row) => row.name);
  const rows: Image['rows'] = [];
  for (const table of tables) {
    const filled = await pg.query(`select 1 from ${quote(table)} limit 1`);
    if (filled.rows.length === 0) continue;
    const copied = await pg.query(`copy ${quote(table)} to '/dev/blob'`);
    if (copied.blob) rows.push({ table, blob: copied.blob });
  }
  const sequences: Image['sequences'] = [];
  const names = (await pg.query<{ name: string }>(`select sequencename as name from pg_sequences where schemaname = 'public' order by 1`)).rows;
  for (const { name } of names) {
    const [state] = (await pg.query<{ value: string; called: boolean }>(`select last_value::text as value, is_called as called from ${quote(name)}`)).rows;
    if (state) sequences.push({ name, ...state });
  }
  return { tables, rows, sequences, catalog: await catalogOf(pg) };
}

/** Puts the data back to the image; false when the schema changed (the PGlite is then of no further use). */
async function restore(pg: PGlite, image: Image): Promise<boolean> {
  // Two statements apart: DISCARD ALL runs outside a transaction block only.
  await pg.exec('rollback');
  await pg.exec('discard all');
  if ((await catalogOf(pg)) !== image.catalog) return false;
  // Replica role: no trigger fires and no foreign key is checked while the rows go back.
  await pg.exec(`set session_replication_role = replica; truncate ${image.tables.map(quote).join(', ')};`);
  for (const { table, blob } of image.rows) await pg.query(`copy ${quote(table)} from '/dev/blob'`, [], { blob });
  for (const { name, value, called } of image.sequences) await pg.query(`select setval($1, $2::bigint, $3)`, [quote(name), value, called]);
  await pg.exec('discard all');
  return true;
}

/** A PGlite holding the image: the worker's spare one, or a new one. */
export async function takePglite(imageTarball: Blob): Promise<PGlite> {
  let pg = spare;
  spare = undefined;
  if (!pg) {
    // The parsers MikroORM gives a PGlite it makes itself (dates stay text), as the app's database thread does.
    pg = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: imageTarball, parsers: pgliteParsers() });
    images.set(pg, await recordImage(pg));
  }
  inUse.add(pg);
  return pg;
}

/** Gives a PGlite back once its file closed its database: kept as the spare when it could be put back, else closed. */
export async function releasePglite(pg: PGlite): Promise<void> {
  if (!inUse.delete(pg)) return;
  const image = images.get(pg);
  const kept = !spare && !pg.closed && image !== undefined && (await restore(pg, image).catch(() => false));
  if (kept) spare = pg;
  else if (!pg.closed) await pg.close().catch(() => undefined);
}
