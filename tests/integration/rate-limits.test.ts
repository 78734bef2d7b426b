/**
 * The rate limits' read and write tiers over HTTP, on every route, and which client address they count:
 * the socket's, or X-Forwarded-For's only as far as TRUST_PROXY trusts the proxies in front. (The
 * signup tier is tested in server/rest/leads.test.ts, the sign-in limit in admin-login.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManyRequestsMessage } from '../../server/errors/messages.ts';
import { appRouter } from '../../server/trpc/router.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let nextAddress = 0;
/** Each test counts from addresses of its own. */
const freshAddress = () => `198.51.100.${++nextAddress}`;

/** Every tRPC procedure of the given type, from the router itself (a new one is covered too). */
function procedures(type: 'query' | 'mutation'): string[] {
  const all = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
  return Object.keys(all).filter((path) => all[path]?._def.type === type);
}

interface Call {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object | string;
}

/** Every way to write, REST and tRPC. */
const WRITES: Call[] = [
  { method: 'POST', url: '/api/leads', payload: {} },
  { method: 'POST', url: '/api/admin/login', payload: {} },
  { method: 'POST', url: '/api/admin/logout' },
  { method: 'PATCH', url: '/api/admin/leads/1/status', payload: { status: 'won' } },
  { method: 'POST', url: '/api/admin/leads/1/notes', payload: { body: 'x' } },
  { method: 'DELETE', url: '/api/admin/leads/1' },
  ...procedures('mutation').map((path): Call => ({ method: 'POST', url: `/trpc/${path}`, payload: {} })),
];

const READS: Call[] = [
  { method: 'GET', url: '/' },
  { method: 'GET', url: '/robots.txt' },
  { method: 'HEAD', url: '/sitemap.xml' },
  { method: 'GET', url: '/api/admin/leads?page=2' },
  { method: 'GET', url: '/api/admin/leads/export.csv' },
  ...procedures('query').map((path): Call => ({ method: 'GET', url: `/trpc/${path}` })),
];

describe('the read and write tiers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ READ_RATE_LIMIT: '4/1m', WRITE_RATE_LIMIT: '3/1m', LEADS_RATE_LIMIT: 'off' });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (request: Call, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ ...request, remoteAddress, headers });

  it('refuses every write of an address past its allowance, before reading the body, and leaves reads alone', async () => {
    const address = freshAddress();
    for (const request of WRITES.slice(0, 3)) expect((await send(request, address)).statusCode).not.toBe(429);
    for (const request of WRITES) {
      // A body that is not even JSON: refused for the limit, not for the body.
      const res = await send({ ...request, payload: '{not json' }, address, { 'content-type': 'application/json' });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(429);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const body = res.json();
      const message = request.url.startsWith('/trpc/') ? body.error.message : body.message;
      expect(message).toBe(tooManyRequestsMessage(retryAfter));
      if (request.url.startsWith('/trpc/')) expect(body.error.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
    }
    // A path no route answers counts too (once its body is read: an unreadable one is refused first).
    expect((await send({ method: 'PUT', url: '/api/bestaat-niet', payload: {} }, address)).statusCode).toBe(429);
    expect((await send({ method: 'GET', url: '/robots.txt' }, address)).statusCode).toBe(200);
    // Another address has its own allowance.
    expect((await send({ method: 'POST', url: '/api/leads', payload: {} }, freshAddress())).statusCode).toBe(400);
  });

  it('counts every call of a tRPC batch', async () => {
    const address = freshAddress();
    const batch = await send({ method: 'POST', url: '/trpc/admin.logout,admin.logout,admin.logout,admin.logout?batch=1', payload: {} }, address);
    expect(batch.statusCode).toBe(429);
    expect(batch.json()).toHaveLength(4);
  });

  it('counts a malformed request once at most, and a batch call by call only once it is valid', async () => {
    const reads = (address: string) => Promise.all([0, 1, 2, 3].map(() => send({ method: 'GET', url: '/robots.txt' }, address)));
    // A 1000-call batch of nothing (400) costs one read: three more pass, the fourth is refused.
    const a = freshAddress();
    expect((await send({ method: 'GET', url: `/trpc/${Array(1000).fill('x').join(',')}?batch=1` }, a)).statusCode).toBe(400);
    expect((await reads(a)).map((res) => res.statusCode)).toEqual([200, 200, 200, 429]);
    // A valid batch of three queries costs three.
    const b = freshAddress();
    expect((await send({ method: 'GET', url: '/trpc/health.check,health.check,health.check?batch=1' }, b)).statusCode).toBe(200);
    expect((await reads(b)).map((res) => res.statusCode)).toEqual([200, 429, 429, 429]);
    // Bodies of a type no route takes (415) and methods tRPC does not take (405) cost nothing.
    const c = freshAddress();
    const text = { 'content-type': 'text/plain' };
    for (let i = 0; i < 5; i++) {
      expect((await send({ method: 'POST', url: '/trpc/lead.submit', payload: 'x' }, c, text)).statusCode).toBe(415);
      expect((await send({ method: 'POST', url: '/api/leads', payload: 'x' }, c, text)).statusCode).toBe(415);
      expect((await send({ method: 'DELETE', url: '/trpc/lead.submit' }, c)).statusCode).toBe(405);
    }
    const writes = [0, 1, 2, 3].map(() => send({ method: 'POST', url: '/api/leads', payload: {} }, c));
    expect((await Promise.all(writes)).map((res) => res.statusCode)).toEqual([400, 400, 400, 429]);
  });

  it('refuses every read past the loose allowance: text for pages and files, JSON for the API', async () => {
    const address = freshAddress();
    for (let i = 0; i < 4; i++) expect((await send({ method: 'GET', url: '/robots.txt' }, address)).statusCode).toBe(200);
    for (const request of READS) {
      const res = await send(request, address);
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const { url } = request;
      if (url.startsWith('/trpc/')) expect(res.json().error.message).toMatch(/^U hebt te veel aanvragen/);
      else if (url.startsWith('/api/')) expect(res.json().message).toMatch(/^U hebt te veel aanvragen/);
      else if (request.method === 'GET') {
        expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(res.body).toMatch(/^U hebt te veel aanvragen na elkaar verstuurd\. Probeer het opnieuw om \d\d:\d\d\.\n$/);
      }
    }
    // Writes are counted apart.
    expect((await send({ method: 'POST', url: '/api/leads', payload: {} }, address)).statusCode).toBe(400);
  });

  it('never limits the health check, which load balancers call often from one address', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) expect((await send({ method: 'GET', url: '/healthz' }, address)).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot pick a fresh address', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await send({ method: 'POST', url: '/api/leads', payload: {} }, address, { 'x-forwarded-for': `203.0.113.${i + 1}` });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8', WRITE_RATE_LIMIT: '2/1m', LEADS_RATE_LIMIT: 'off' });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: {},
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('counts the client address the proxy adds, so clients behind it have their own allowances', async () => {
    expect((await post('10.0.0.2', '198.51.100.200')).statusCode).toBe(400);
    expect((await post('10.0.0.2', '198.51.100.200')).statusCode).toBe(400);
    expect((await post('10.0.0.2', '198.51.100.200')).statusCode).toBe(429);
    expect((await post('10.0.0.2', '198.51.100.201')).statusCode).toBe(400);
  });

  it('is not fooled by an address the client put in front of the one the proxy appended', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post('10.0.0.2', `192.0.2.${i + 1}, 198.51.100.210`)).statusCode);
    expect(statuses).toEqual([400, 400, 429]);
  });

  it('ignores X-Forwarded-For from a client that is not one of the trusted proxies', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post('203.0.113.77', `192.0.2.${i + 1}`)).statusCode);
    expect(statuses).toEqual([400, 400, 429]);
  });
});
