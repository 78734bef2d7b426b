/**
 * Backups of either database, written whole or not at all (a temporary name, renamed at the end):
 *
 * - PostgreSQL: `pg_dump` in its custom format, restored with `pg_restore` in one transaction (a
 *   failed restore leaves the target as it was). Works while the app runs.
 * - PGlite: PGlite's own dump of its data folder (`dumpDataDir`, a gzipped tar), restored by PGlite
 *   itself (`loadDataDir`). PGlite admits one process at a time and does not lock its folder, so the
 *   server must be stopped first; a folder that is open has a `postmaster.pid`.
 *
 * A restore goes into an empty database unless told to replace one: on PostgreSQL the objects of the
 * backup are dropped and created again, on PGlite the current folder is kept aside, renamed.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { mkdir, open, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type DatabaseOptions, describeDatabase, initORM, MEMORY } from './orm.ts';

export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupResult {
  kind: 'pglite' | 'postgresql';
  file: string;
  bytes: number;
}

export interface RestoreResult {
  kind: 'pglite' | 'postgresql';
  /** Where the database lives, safe to print (no password). */
  location: string;
  /** The leads in the restored database. */
  leads: number;
  /** PGlite with `replace`: where the database that was there before now is. */
  keptAside?: string;
}

type Target = Pick<DatabaseOptions, 'databaseUrl' | 'dataDir'>;

/** The default file name of a backup made now: `<kind>-YYYYMMDD-HHMMSS.<ext>`. */
export function backupFileName(kind: BackupResult['kind'], now = new Date()): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, '').replace(/[-:]/g, '').replace('T', '-');
  return kind === 'postgresql' ? `postgresql-${stamp}.dump` : `pglite-${stamp}.tar.gz`;
}

/** What kind of backup a file holds, from its first bytes. */
function backupKindOf(file: string): BackupResult['kind'] | undefined {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgresql';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return undefined;
}

// PostgreSQL ---------------------------------------------------------------------------------------

/** A PostgreSQL client program: from PG_BIN, else the newest Debian server's, else from PATH. */
function pgProgram(name: 'pg_dump' | 'pg_restore'): string {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', name)))
        .sort((x, y) => Number(x) - Number(y))
    : [];
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin', name) : name;
}

/** The connection string without its password, which goes to the program through PGPASSWORD instead. */
function connectionFor(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', (error) => reject(new BackupError(`${path.basename(program)} could not run: ${error.message}`)));
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${path.basename(program)} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

/** One query on a PostgreSQL database, through the app's own ORM (no migrations are run). */
async function queryPostgres(databaseUrl: string, sql: string): Promise<number> {
  const db = await initORM({ databaseUrl, poolSize: 1 });
  try {
    const rows = await db.orm.em.fork().execute<Array<{ n: number }>>(sql);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await db.orm.close(true);
  }
}

async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = connectionFor(databaseUrl);
  // No comments: restoring `COMMENT ON EXTENSION` needs the extension's owner, often not the app's user.
  await run(pgProgram('pg_dump'), ['--format=custom', '--no-comments', `--file=${file}`, `--dbname=${dbname}`], env);
}

async function restorePostgres(databaseUrl: string, file: string, replace: boolean): Promise<RestoreResult> {
  const { location } = describeDatabase({ databaseUrl });
  const tables = await queryPostgres(databaseUrl, `select count(*)::int as n from pg_tables where schemaname = 'public'`);
  if (tables > 0 && !replace) {
    throw new BackupError(
      `The database ${location} already holds ${tables} tables: restore into an empty database, or pass --replace to drop and replace what the backup holds`,
    );
  }
  const { dbname, env } = connectionFor(databaseUrl);
  const args = ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${dbname}`];
  if (replace) args.push('--clean', '--if-exists');
  await run(pgProgram('pg_restore'), [...args, file], env);
  return { kind: 'postgresql', location, leads: await queryPostgres(databaseUrl, 'select count(*)::int as n from leads') };
}

// PGlite -------------------------------------------------------------------------------------------

function isOpen(folder: string): boolean {
  return existsSync(path.join(folder, 'postmaster.pid'));
}

function openPglite(folder: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ dataDir: folder, extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

async function countLeads(db: PGlite): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from leads');
  return Number(rows[0]?.n ?? 0);
}

async function backupPglite(folder: string, file: string, force: boolean): Promise<void> {
  if (!existsSync(path.join(folder, 'PG_VERSION'))) throw new BackupError(`No embedded database at ${folder}`);
  if (isOpen(folder) && !force) {
    throw new BackupError(
      `The embedded database at ${folder} is open: stop the server first (PGlite admits one process at a time). If no server runs (it crashed), pass --force`,
    );
  }
  const db = await openPglite(folder);
  try {
    const dump = await db.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

async function restorePglite(folder: string, file: string, replace: boolean): Promise<RestoreResult> {
  const occupied = existsSync(folder) && readdirSync(folder).length > 0;
  if (occupied && isOpen(folder)) {
    throw new BackupError(`The embedded database at ${folder} is open: stop the server first`);
  }
  if (occupied && !replace) {
    throw new BackupError(
      `${folder} already holds a database: restore into an empty DATA_DIR, or pass --replace (the current one is kept aside, renamed)`,
    );
  }
  const archive = readFileSync(file);
  try {
    // PGlite reads the archive as a stream and cannot report a damaged one cleanly: check it first.
    gunzipSync(archive);
  } catch (error) {
    throw new BackupError(`${file} is damaged or incomplete (${(error as Error).message}): nothing was restored`);
  }
  let keptAside: string | undefined;
  if (occupied) {
    keptAside = `${folder}.replaced-${backupFileName('pglite').replace(/^pglite-|\.tar\.gz$/g, '')}`;
    renameSync(folder, keptAside);
  }
  await mkdir(folder, { recursive: true });
  try {
    const db = await openPglite(folder, new Blob([archive]));
    try {
      return { kind: 'pglite', location: folder, leads: await countLeads(db), ...(keptAside ? { keptAside } : {}) };
    } finally {
      await db.close();
    }
  } catch (error) {
    // Nothing half-restored stays behind: the folder is as it was before.
    rmSync(folder, { recursive: true, force: true });
    if (keptAside) renameSync(keptAside, folder);
    throw new BackupError(`${file} could not be restored (${String((error as Error).message || error)}): nothing was restored`);
  }
}

// Both ---------------------------------------------------------------------------------------------

/** Writes a backup of the configured database to `file` (created with its folder; never half written). */
export async function backupDatabase(target: Target, file: string, options: { force?: boolean } = {}): Promise<BackupResult> {
  const { kind, location } = describeDatabase(target);
  if (location === MEMORY) throw new BackupError('An in-memory database has nothing to back up');
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  try {
    if (kind === 'postgresql') await backupPostgres(target.databaseUrl as string, partial);
    else await backupPglite(location, partial, options.force ?? false);
    // The data is on disk before the name says the backup is complete.
    const handle = await open(partial, 'r');
    await handle.sync();
    await handle.close();
    await rename(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { kind, file, bytes: statSync(file).size };
}

/** Restores a backup of the same kind of database into the configured one. */
export async function restoreDatabase(target: Target, file: string, options: { replace?: boolean } = {}): Promise<RestoreResult> {
  const { kind, location } = describeDatabase(target);
  if (location === MEMORY) throw new BackupError('An in-memory database cannot be restored into');
  if (!existsSync(file)) throw new BackupError(`No such file: ${file}`);
  const fileKind = backupKindOf(file);
  if (fileKind === undefined) throw new BackupError(`${file} is not a backup made by db:backup`);
  if (fileKind !== kind) {
    throw new BackupError(
      `${file} is a backup of ${fileKind === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL'}; the configured database is ${kind === 'pglite' ? 'the embedded one' : 'PostgreSQL'} (DATABASE_URL decides)`,
    );
  }
  if (kind === 'postgresql') return restorePostgres(target.databaseUrl as string, file, options.replace ?? false);
  return restorePglite(location, file, options.replace ?? false);
}
