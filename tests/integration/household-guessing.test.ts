/**
 * The personal link against guessing and leaks (issue 23, decision 029): every household call counts on
 * its address's allowance (HOUSEHOLD_RATE_LIMIT), wrong links included, REST and tRPC on one counter,
 * unless its link opened something: then on that link (HOUSEHOLD_LINK_RATE_LIMIT, issue 45), so that
 * households behind one address are not held back by each other; and no log line ever holds a token,
 * whatever the call and however it was sent.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loggerOptions } from '../../server/logger.ts';
import { ADMIN_ENV } from '../helpers/admin.ts';
import { testEnv } from '../helpers/app.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/db.ts';
import { householdPost, queuedLinkToken, signUpWithLink } from '../helpers/household.ts';

const ALLOWANCE = 6;
let db: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
  const env = testEnv({
    ...ADMIN_ENV,
    LOG_LEVEL: 'info',
    LEADS_RATE_LIMIT: 'off',
    HOUSEHOLD_RATE_LIMIT: `${ALLOWANCE}/10m`,
    DATA_DIR: `.tmp/test-household-guessing-${process.pid}`,
  });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ env, db, vike: 'none', migrate: false, logger: { ...(loggerOptions(env) as object), stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const trpc = (procedure: string, input: unknown, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: `/trpc/householdPage.${procedure}`,
    headers: { 'content-type': 'application/json' },
    payload: input as object,
    remoteAddress,
  });

describe('guessing links', () => {
  it(`gives one address ${ALLOWANCE} calls in the window, wrong links included, then 429 for every household call`, async () => {
    const h = await signUpWithLink(app, db);
    const guesser = '198.51.100.7';
    for (let i = 0; i < ALLOWANCE - 1; i++) {
      const forged = `${String(i).padStart(3, '0')}${'x'.repeat(40)}`;
      expect((await householdPost(app, 'open', { token: forged }, { remoteAddress: guesser })).statusCode).toBe(404);
    }
    // tRPC counts on the same allowance.
    expect((await trpc('open', { token: 'y'.repeat(43) }, guesser)).statusCode).toBe(404);

    const refused = await householdPost(app, 'open', { token: h.token }, { remoteAddress: guesser });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((refused.json() as { message: string }).message).toMatch(/^U hebt te veel aanvragen na elkaar verstuurd\. Probeer het opnieuw om \d\d:\d\d\.$/);
    expect((await trpc('open', { token: h.token }, guesser)).statusCode).toBe(429);
    expect((await householdPost(app, 'link', { email: h.email }, { remoteAddress: guesser })).statusCode).toBe(429);

    // The household itself, from its own address, is not held back by the guesser.
    expect((await householdPost(app, 'open', { token: h.token }, { remoteAddress: '203.0.113.20' })).statusCode).toBe(200);
  });

  it('does not count a malformed request (no allowance is spent on a client bug)', async () => {
    const address = '198.51.100.8';
    for (let i = 0; i < ALLOWANCE + 2; i++) {
      expect((await householdPost(app, 'open', { token: 42 }, { remoteAddress: address })).statusCode).toBe(400);
    }
    expect((await householdPost(app, 'open', { token: 'z'.repeat(43) }, { remoteAddress: address })).statusCode).toBe(404);
  });
});

describe('households behind one address (issue 45, the default limits)', () => {
  let shared: FastifyInstance;
  beforeAll(async () => {
    shared = await buildApp({ env: testEnv({ ...ADMIN_ENV, DATA_DIR: `.tmp/test-household-shared-${process.pid}` }), db, vike: 'none', migrate: false });
    await shared.ready();
  });
  afterAll(async () => {
    await shared.close();
  });

  it('lets three households behind one address use their pages, 20 calls each; one link alone is held at its own limit', async () => {
    const households = [await signUpWithLink(shared, db), await signUpWithLink(shared, db), await signUpWithLink(shared, db)];
    const family = { remoteAddress: '203.0.113.50' };
    const statuses: number[] = [];
    for (let call = 0; call < 20; call++) {
      for (const h of households) statuses.push((await householdPost(shared, 'open', { token: h.token }, family)).statusCode);
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses).toHaveLength(60);
    // One link, from wherever: 120 calls in ten minutes (20 made above), then 429.
    const [first] = households;
    for (let call = 20; call < 120; call++) {
      expect((await householdPost(shared, 'open', { token: first?.token }, { remoteAddress: `198.18.${call}.1` })).statusCode).toBe(200);
    }
    expect((await householdPost(shared, 'open', { token: first?.token }, family)).statusCode).toBe(429);
    expect((await householdPost(shared, 'open', { token: households[1]?.token }, family)).statusCode).toBe(200);
  });

  it('refuses 40 wrong links from one address past 30, and then every household call from it', async () => {
    const h = await signUpWithLink(shared, db);
    const guesser = { remoteAddress: '198.51.100.40' };
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await householdPost(shared, 'open', { token: `${String(i).padStart(3, '0')}${'q'.repeat(40)}` }, guesser)).statusCode);
    expect(statuses).toEqual([...Array(30).fill(404), ...Array(10).fill(429)]);
    // A valid link from that address is refused too: a 429 says nothing of the link it came with.
    expect((await householdPost(shared, 'open', { token: h.token }, guesser)).statusCode).toBe(429);
    expect((await householdPost(shared, 'open', { token: h.token }, { remoteAddress: '203.0.113.51' })).statusCode).toBe(200);
  });
});

describe('the request log', () => {
  it('never holds a token: not of any household call, REST or tRPC, nor of the mails carrying links', async () => {
    const h = await signUpWithLink(app, db);
    lines.length = 0;
    const from = { remoteAddress: '203.0.113.30' };
    await householdPost(app, 'open', { token: h.token }, from);
    await householdPost(app, 'contact', { token: h.token, phone: '0470 99 88 77', street: 'Nieuwstraat', houseNumber: '5', postalCode: '9000', city: 'Gent' }, from);
    await householdPost(app, 'export', { token: h.token }, from);
    await trpc('setMailStopped', { token: h.token, stopped: false }, '203.0.113.30');
    await householdPost(app, 'link', { email: h.email }, from);
    await app.deps.linkRequests.runOnce();
    const second = await queuedLinkToken(db, h.id, 'household-link');
    await app.deps.outbox.runOnce();
    // A client that puts the token where it does not belong: the query string and the path.
    await app.inject({ method: 'POST', url: `/api/household-page/open?token=${h.token}`, payload: { token: h.token }, ...from });
    await app.inject({ method: 'GET', url: `/mijn-aanmelding/${h.token}`, ...from });
    await householdPost(app, 'erase', { token: h.token, confirm: true }, from);

    const requests = lines.filter((line) => line.includes('"msg":"request"'));
    expect(requests.length).toBeGreaterThanOrEqual(8);
    for (const token of [h.token, second]) expect(lines.filter((line) => line.includes(token))).toEqual([]);
    expect(lines.some((line) => line.includes(h.email))).toBe(false);
    expect(requests.some((line) => line.includes('"path":"/mijn-aanmelding/[token]"'))).toBe(true);
  });
});
