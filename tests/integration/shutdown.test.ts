/**
 * A request that arrives while the server shuts down: 503 with Retry-After, a Dutch message and the
 * security headers (Fastify's own 503 had neither), and the connection closes; a request in flight
 * finishes (tests/integration/process.test.ts).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../src/service-unavailable.ts';
import { testEnv } from '../helpers/app.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/db.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

it('answers a request that arrives during shutdown with a Dutch 503 and the security headers', async () => {
  const app = await buildApp({ env: testEnv(), db, vike: 'none', migrate: false });
  // Holds the shutdown open for a moment, as the mail worker's last send may.
  let holding: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (holding = resolve));
  app.addHook('preClose', async () => {
    holding();
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const closed = app.close();
  await held;
  const res = await fetch(`http://127.0.0.1:${port}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  expect(res.status).toBe(503);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(res.headers.get('connection')).toBe('close');
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(await res.json()).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE });
  await closed;
});
