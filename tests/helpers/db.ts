/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped by `close`). Never a mock.
 * Under Vitest it starts from the run's image, migrated once by the real migrations
 * (tests/helpers/database-image.ts); elsewhere (scripts) the migrations run here.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type Database, initORM, MEMORY, migrate } from '../../database/orm.ts';
import { PGLITE_IMAGE_VARIABLE, TEMPLATE_DATABASE_VARIABLE, TEST_CONNECT_TIMEOUT_MS } from './database-image.ts';
import { releasePglite, takePglite } from './pglite-pool.ts';

export interface TestDatabase extends Database {
  /** The connection string of this test's own database (PostgreSQL only). */
  url: string | undefined;
  close(): Promise<void>;
}

export const postgresUnderTest = process.env.TEST_DATABASE_URL;

/** Connections of a test database's pool (PostgreSQL). */
export const TEST_POOL_SIZE = 5;

async function withMaintenanceClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates a database on the test PostgreSQL server, empty or a copy of `template`, and returns its URL. */
export async function createPostgresDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const from = template ? ` template "${template}"` : '';
  await withMaintenanceClient(serverUrl, (client) => client.query(`create database "${name}"${from}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withMaintenanceClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(
        () => undefined,
      ),
  };
}

/** The run's migrated PGlite image (a tarball of its data folder), read once per test file. */
let pgliteImage: Blob | undefined;
function migratedPgliteImage(): Blob | undefined {
  const file = process.env[PGLITE_IMAGE_VARIABLE];
  if (file) pgliteImage ??= new Blob([readFileSync(file)]);
  return pgliteImage;
}

/** A fresh database; migrated unless `migrate: false` (then empty: for tests of the migrations). */
export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrated = options.migrate ?? true;
  if (postgresUnderTest) {
    const template = migrated ? process.env[TEMPLATE_DATABASE_VARIABLE] : undefined;
    const created = await createPostgresDatabase(postgresUnderTest, template);
    const db = await initORM({ databaseUrl: created.url, poolSize: TEST_POOL_SIZE, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS });
    if (migrated && !template) await migrate(db.orm);
    return {
      ...db,
      url: created.url,
      async close() {
        await db.orm.close(true);
        await created.drop();
      },
    };
  }
  const image = migrated ? migratedPgliteImage() : undefined;
  // With the image: the worker's PGlite, put back to it when the file closes it (tests/helpers/pglite-pool.ts).
  const pglite = image ? await takePglite(image) : undefined;
  const db = await initORM({ dataDir: MEMORY, pglite });
  if (migrated && !image) await migrate(db.orm);
  return {
    ...db,
    url: undefined,
    async close() {
      await db.orm.close(true);
      if (pglite) await releasePglite(pglite);
    },
  };
}
