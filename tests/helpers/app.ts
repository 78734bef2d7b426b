/** The real HTTP application on a real (fresh) database, for `app.inject()` tests. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { type Env, parseEnv } from '../../server/env.ts';
import { openTestDatabase, type TestDatabase } from './db.ts';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  env: Env;
  close(): Promise<void>;
}

/**
 * Environment of a test app; `overrides` are raw variables as a deployment would set them. The read
 * and write tiers of the rate limits are off unless a test sets them (every injected request comes
 * from one address); tests/integration/rate-limits.test.ts tests them.
 */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/test-data',
    READ_RATE_LIMIT: 'off',
    WRITE_RATE_LIMIT: 'off',
    ...overrides,
  });
}

/** `clock`: the app's time (default: the system's), for tests of what changes with it (a round's phase). */
export async function createTestApp(overrides: Record<string, string> = {}, options: { clock?: () => Date } = {}): Promise<TestApp> {
  const db = await openTestDatabase();
  const env = testEnv(overrides);
  const app = await buildApp({ env, db, vike: 'none', migrate: false, clock: options.clock });
  await app.ready();
  return {
    app,
    db,
    env,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
