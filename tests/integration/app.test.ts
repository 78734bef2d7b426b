import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initORM } from '../../database/orm.ts';
import { createTestApp, type TestApp, testEnv } from '../helpers/app.ts';
import { postgresUnderTest } from '../helpers/db.ts';
import { buildApp } from '../../server/app.ts';

describe('HTTP application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /healthz after a database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ok', database: postgresUnderTest ? 'postgresql' : 'pglite' });
  });

  it('serves the same check through tRPC', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/health.check' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toMatchObject({ status: 'ok' });
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('/api/does-not-exist');
  });
});

describe('HTTP application without its database', () => {
  it('answers /healthz with 503 when the database does not answer', async () => {
    // A PostgreSQL address where nothing listens: the app starts, and reports the outage.
    const db = await initORM({ databaseUrl: 'postgres://app@127.0.0.1:9/unreachable', poolSize: 1 });
    const app = await buildApp({ env: testEnv(), db, vike: 'none', migrate: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'postgresql' });
    } finally {
      await app.close();
      await db.orm.close(true);
    }
  });
});
