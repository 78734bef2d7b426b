/**
 * Vitest's global setup (vitest.config.ts): the database image of the run, migrated once by the real
 * migrations (database/migrations/index.ts, whatever they are) before any test file starts.
 *
 * - PGlite: an in-memory database is migrated and dumped as a tarball under .tmp/; each test file's
 *   database starts from it (`openTestDatabase` in tests/helpers/db.ts), which skips PGlite's initdb
 *   and the migrations (3–6 s a file on this machine, most of it initdb).
 * - PostgreSQL (TEST_DATABASE_URL, `npm run test:pg`): a template database; each test file's database is
 *   `create database … template` it, a file copy.
 *
 * Both are named in environment variables that the test workers inherit. Every project of the config
 * runs this setup: the first one builds the image, the others find it in the environment.
 * `seedPgliteDataDir` gives a server process or script started by a test the same head start.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { initORM, MEMORY, migrate } from '../../database/orm.ts';
import { projectRoot } from '../../server/vike.ts';

/**
 * The variables that name the image of the run, read by tests/helpers/db.ts (and the first by
 * `spawnServer` in tests/helpers/process.ts, which spells it out so as not to load this module).
 */
export const PGLITE_IMAGE_VARIABLE = 'TEST_PGLITE_IMAGE';
export const TEMPLATE_DATABASE_VARIABLE = 'TEST_TEMPLATE_DATABASE';

/**
 * How long a test's pool waits for a PostgreSQL connection. The app's bound (5 s, database/orm.ts) is too
 * short for a machine whose cores are busy with other work; the tests of that bound set their own.
 */
export const TEST_CONNECT_TIMEOUT_MS = 60_000;

/** Writes the image: a fresh in-memory database, migrated, dumped as a tarball to `file`. */
export async function writePgliteImage(file: string): Promise<void> {
  const db = await initORM({ dataDir: MEMORY });
  try {
    await migrate(db.orm);
    const native = (await db.orm.em.getConnection().getNativeClient()) as { dumpDataDir(compression: 'none'): Promise<Blob> };
    writeFileSync(file, Buffer.from(await (await native.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await db.orm.close(true);
  }
}

/**
 * Lays the run's image into `dataDir` (a DATA_DIR of the app: the database goes to `dataDir/pglite`),
 * unless that folder already holds a database or there is no image (outside Vitest). A process opening
 * it then starts as on its second start: no initdb, no pending migration.
 */
export function seedPgliteDataDir(dataDir: string): void {
  const image = process.env[PGLITE_IMAGE_VARIABLE];
  const target = path.join(dataDir, 'pglite');
  if (!image || existsSync(path.join(target, 'PG_VERSION'))) return;
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xf', image, '-C', target], { stdio: 'ignore' });
}

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function templateDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Two connections: `migrate` holds one for its advisory lock while the migrations run on another.
  const db = await initORM({ databaseUrl: url.toString(), poolSize: 2, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS });
  try {
    await migrate(db.orm);
  } finally {
    await db.orm.close(true);
  }
}

/**
 * Builds what the environment does not name already: `npm test` writes the PGlite image once for all its
 * steps (scripts/test.ts) and hands it down in TEST_PGLITE_IMAGE.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const given = process.env[PGLITE_IMAGE_VARIABLE];
  const serverUrl = process.env.TEST_DATABASE_URL;
  const needsTemplate = Boolean(serverUrl) && !process.env[TEMPLATE_DATABASE_VARIABLE];
  const needsImage = !given || !existsSync(given);
  if (!needsImage && !needsTemplate) return undefined;
  const run = `${process.pid}-${randomBytes(3).toString('hex')}`;
  let file: string | undefined;
  // The PGlite image always: in `npm run test:pg` too, process tests start servers on the embedded database.
  if (needsImage) {
    const dir = path.join(projectRoot, '.tmp', 'test-images');
    mkdirSync(dir, { recursive: true });
    file = path.join(dir, `pglite-${run}.tar`);
    await writePgliteImage(file);
    process.env[PGLITE_IMAGE_VARIABLE] = file;
  }
  const template = `test_template_${run.replace('-', '_')}`;
  if (serverUrl && needsTemplate) {
    await templateDatabase(serverUrl, template);
    process.env[TEMPLATE_DATABASE_VARIABLE] = template;
  }
  return async () => {
    if (file) {
      rmSync(file, { force: true });
      delete process.env.TEST_PGLITE_IMAGE;
    }
    if (!serverUrl || !needsTemplate) return;
    await onServer(serverUrl, (client) => client.query(`drop database if exists "${template}" with (force)`));
    delete process.env.TEST_TEMPLATE_DATABASE;
  };
}

// `node tests/helpers/database-image.ts <file>`: writes the image to <file> (scripts/test.ts, once per `npm test`).
if (import.meta.url === `file://${process.argv[1]}` && process.argv[2]) await writePgliteImage(process.argv[2]);
