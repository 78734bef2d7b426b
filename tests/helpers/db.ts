/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped by `close`). Never a mock.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, initORM, MEMORY, migrate } from '../../database/orm.ts';

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

/** Creates an empty database on the test PostgreSQL server and returns its URL. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withMaintenanceClient(serverUrl, (client) => client.query(`create database "${name}"`));
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

export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  if (postgresUnderTest) {
    const created = await createPostgresDatabase(postgresUnderTest);
    const db = await initORM({ databaseUrl: created.url, poolSize: TEST_POOL_SIZE });
    if (options.migrate ?? true) await migrate(db.orm);
    return {
      ...db,
      url: created.url,
      async close() {
        await db.orm.close(true);
        await created.drop();
      },
    };
  }
  const db = await initORM({ dataDir: MEMORY });
  if (options.migrate ?? true) await migrate(db.orm);
  return {
    ...db,
    url: undefined,
    async close() {
      await db.orm.close(true);
    },
  };
}
