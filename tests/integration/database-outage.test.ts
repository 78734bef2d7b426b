/**
 * The app while its PostgreSQL server cannot be reached: every path that needs the database answers
 * 503 with `Retry-After` and a message (Dutch for the form, with a code for API clients), never a 500,
 * and never hangs: the wait for a connection is bounded. Needs no database server, so it runs in both
 * test runs; recovery when the server comes back is in database-restart.pg.test.ts.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, initORM } from '../../database/orm.ts';
import { buildApp } from '../../server/app.ts';
import { createLeadClient, describeSubmitFailure } from '../../src/components/signup/lead-client.ts';
import { FR_TEXTS } from '../../src/i18n/fr.ts';
import {
  DATABASE_UNAVAILABLE_CODE,
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '../../src/service-unavailable.ts';
import { bearer } from '../helpers/admin.ts';
import { testEnv } from '../helpers/app.ts';
import { uniqueHousehold } from '../helpers/leads.ts';
import { freePort } from '../helpers/process.ts';
import { type BlackHole, startBlackHole } from '../helpers/tcp-proxy.ts';

const RETRY_AFTER = String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS);
const unavailableBody = { message: SERVICE_UNAVAILABLE_MESSAGE, code: DATABASE_UNAVAILABLE_CODE };

/** The app on a PostgreSQL URL where no database answers; it listens on a port for the form's client. */
async function appWithoutDatabase(port: number): Promise<{ app: FastifyInstance; db: Database; url: string }> {
  const db = await initORM({ databaseUrl: `postgres://app@127.0.0.1:${port}/leads`, connectTimeoutMs: 1000 });
  // The start-up steps that need the database (migrations) are left out: this app starts without one.
  const app = await buildApp({ env: testEnv({ LEADS_RATE_LIMIT: 'off' }), db, vike: 'none', migrate: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, db, url };
}

describe('the app while the database server is down (connection refused)', () => {
  let app: FastifyInstance;
  let db: Database;
  let url: string;
  beforeAll(async () => {
    ({ app, db, url } = await appWithoutDatabase(await freePort()));
  });
  afterAll(async () => {
    await app.close();
    await db.orm.close(true);
  });

  it('answers POST /api/leads with 503, Retry-After and the code API clients act on', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/leads', payload: uniqueHousehold() });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(RETRY_AFTER);
    expect(res.json()).toEqual(unavailableBody);
  });

  it('gives the signup form the Dutch message through tRPC', async () => {
    const error = await createLeadClient({ url: `${url}/trpc` })
      .submit(uniqueHousehold())
      .catch((e: unknown) => e);
    expect(describeSubmitFailure(error)).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE, fieldErrors: {} });

    const res = await fetch(`${url}/trpc/lead.submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(uniqueHousehold()),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(RETRY_AFTER);
    expect((await res.json()).error.data).toMatchObject({ code: 'SERVICE_UNAVAILABLE', httpStatus: 503 });
  });

  it('gives a French signup the French message (issue 36)', async () => {
    const error = await createLeadClient({ url: `${url}/trpc` })
      .submit(uniqueHousehold({ language: 'fr' }))
      .catch((e: unknown) => e);
    expect(describeSubmitFailure(error)).toEqual({ message: FR_TEXTS.signup.unavailable, fieldErrors: {} });
    const res = await app.inject({ method: 'POST', url: '/api/leads', payload: uniqueHousehold({ language: 'fr' }) });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(FR_TEXTS.signup.unavailable);
  });

  it('still answers invalid input with 400: the form is judged before the database is needed', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/leads', payload: uniqueHousehold({ postalCode: '1' }) });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['POST', '/api/admin/login', { username: 'beheerder', password: 'een-lang-wachtwoord' }],
    ['GET', '/api/admin/me', undefined],
    ['GET', '/api/admin/leads?search=peeters', undefined],
    // Streams its answer, and checks the session outside a procedure.
    ['GET', '/api/admin/leads/export.csv', undefined],
  ] as const)('answers %s %s with 503, not 401 or 500', async (method, path, payload) => {
    const res = await app.inject({ method, url: path, payload, headers: bearer('x'.repeat(43)) });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(RETRY_AFTER);
    expect(res.json()).toEqual(unavailableBody);
  });

  it('reports the outage on /healthz', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'postgresql' });
  });
});

describe('the app while the database server accepts connections and never answers', () => {
  let hole: BlackHole;
  let app: FastifyInstance;
  let db: Database;
  beforeAll(async () => {
    hole = await startBlackHole();
    ({ app, db } = await appWithoutDatabase(hole.port));
  });
  afterAll(async () => {
    await app.close();
    await db.orm.close(true);
    await hole.close();
  });

  it('answers 503 once the bounded wait for a connection is over, instead of hanging', async () => {
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => app.inject({ method: 'POST', url: '/api/leads', payload: uniqueHousehold() })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([503, 503, 503]);
    expect(answers[0]?.json()).toEqual(unavailableBody);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
  });
});

describe('the signup form behind a proxy that answers for an app that is away', () => {
  it.each([
    [502, 'text/html', '<h1>Bad Gateway</h1>'],
    [503, 'text/html', '<h1>Service Unavailable</h1>'],
    [504, 'text/html', '<h1>Gateway Timeout</h1>'],
    // Fastify's own answer to a request that arrives while the app shuts down.
    [503, 'application/json', '{"error":"Service Unavailable","message":"Service Unavailable","statusCode":503}'],
  ])('shows the Dutch message for a %i in %s', async (status, type, body) => {
    const proxy = createServer((_request, response) => {
      response.writeHead(status, { 'content-type': type }).end(body);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = proxy.address() as AddressInfo;
      const error = await createLeadClient({ url: `http://127.0.0.1:${port}/trpc` })
        .submit(uniqueHousehold())
        .catch((e: unknown) => e);
      expect(describeSubmitFailure(error).message).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
