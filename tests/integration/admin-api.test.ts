/**
 * Every path of the back office, over HTTP on a real database: without a token, with a malformed, an
 * idle-expired, an over-age, a revoked and a valid one. REST adapters and tRPC procedures alike; and
 * every REST route of a role (server/rest/roles.ts), as the app's own route table lists them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleOfPath } from '../../server/rest/roles.ts';
import { AUTH_ERRORS } from '../../src/admin/messages.ts';
import { ADMIN_ENV, bearer, deadTokens, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  /** The status a valid session gets. */
  ok: number;
}

let t: TestApp;
let tokens: Record<'valid' | 'idle' | 'old' | 'revoked', string>;
let leadId: number;
let erasable: number;

const trpcInput = (input: unknown) => `input=${encodeURIComponent(JSON.stringify(input))}`;

function calls(): Call[] {
  return [
    { name: 'REST me', method: 'GET', url: '/api/admin/me', ok: 200 },
    { name: 'REST leads', method: 'GET', url: '/api/admin/leads', ok: 200 },
    { name: 'REST lead', method: 'GET', url: `/api/admin/leads/${leadId}`, ok: 200 },
    { name: 'REST status', method: 'PATCH', url: `/api/admin/leads/${leadId}/status`, payload: { status: 'contacted' }, ok: 200 },
    { name: 'REST note', method: 'POST', url: `/api/admin/leads/${leadId}/notes`, payload: { body: 'Gebeld' }, ok: 201 },
    { name: 'REST export', method: 'GET', url: '/api/admin/leads/export.csv', ok: 200 },
    { name: 'REST monthly', method: 'GET', url: '/api/admin/stats/monthly', ok: 200 },
    { name: 'REST stats', method: 'GET', url: '/api/admin/stats', ok: 200 },
    { name: 'REST erase', method: 'DELETE', url: `/api/admin/leads/${erasable}`, ok: 204 },
    { name: 'REST unknown path', method: 'GET', url: '/api/admin/does-not-exist', ok: 404 },
    { name: 'tRPC me', method: 'GET', url: '/trpc/admin.me', ok: 200 },
    { name: 'tRPC list', method: 'GET', url: `/trpc/admin.leads.list?${trpcInput({ page: 1 })}`, ok: 200 },
    { name: 'tRPC get', method: 'GET', url: `/trpc/admin.leads.get?${trpcInput({ id: leadId })}`, ok: 200 },
    { name: 'tRPC monthly', method: 'GET', url: '/trpc/admin.stats.monthly', ok: 200 },
    { name: 'tRPC overview', method: 'GET', url: '/trpc/admin.stats.overview', ok: 200 },
    { name: 'tRPC setStatus', method: 'POST', url: '/trpc/admin.leads.setStatus', payload: { id: leadId, status: 'followup' }, ok: 200 },
    { name: 'tRPC addNote', method: 'POST', url: '/trpc/admin.leads.addNote', payload: { id: leadId, body: 'Offerte' }, ok: 200 },
    { name: 'tRPC erase', method: 'POST', url: '/trpc/admin.leads.erase', payload: { id: erasable + 1 }, ok: 200 },
    // Logout last: it revokes the valid token.
    { name: 'REST logout', method: 'POST', url: '/api/admin/logout', ok: 204 },
  ];
}

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  const [lead, first, second] = (await insertLeads(t.db, [{}, { firstName: 'Weg' }, { firstName: 'Ook weg' }])).map(
    (l) => l.id,
  );
  leadId = lead as number;
  erasable = first as number;
  expect(second).toBe(erasable + 1);
  const valid = await loginToken(t.app);
  tokens = { valid, ...(await deadTokens(t.app, t.db)) };
});

afterAll(async () => {
  await t.close();
});

const badHeaders: Array<[string, Record<string, string> | (() => Record<string, string>)]> = [
  ['no token', {}],
  ['a malformed token', { authorization: 'Bearer not-a-token' }],
  ['another scheme', { authorization: 'Basic YmVoZWVyZGVyOnBhc3M=' }],
  ['a well-formed unknown token', { authorization: `Bearer ${'A'.repeat(43)}` }],
  ['an idle-expired token', () => bearer(tokens.idle)],
  ['a token past its maximum age', () => bearer(tokens.old)],
  ['a revoked token', () => bearer(tokens.revoked)],
];

describe('every admin path refuses a request without a valid session', () => {
  for (const [label, headers] of badHeaders) {
    it(`answers 401 JSON to ${label}`, async () => {
      for (const call of calls()) {
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          payload: call.payload,
          headers: typeof headers === 'function' ? headers() : headers,
        });
        expect(res.statusCode, `${call.name} with ${label}`).toBe(401);
        expect(res.headers['content-type'], call.name).toMatch(/^application\/json/);
        const body = res.json();
        const message = call.url.startsWith('/trpc') ? body.error.message : body.message;
        expect(message, call.name).toBe(AUTH_ERRORS.unauthenticated);
      }
    });
  }
});

/** Every route of the app as [path, methods], read from Fastify's route tree (`printRoutes`). */
function routeTable(tree: string): Array<[string, string[]]> {
  const routes: Array<[string, string[]]> = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    const path = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = path;
    routes.push([path, (match[3] as string).split(', ')]);
  }
  return routes;
}

describe("every route of a role's paths", () => {
  it('answers 401 with WWW-Authenticate and the Dutch message to a caller without a session, whatever its method', async () => {
    const routes = routeTable(t.app.printRoutes({ commonPrefix: false })).filter(([path]) => roleOfPath(path));
    // The back office's paths, wherever they are registered (the proposals' module too).
    expect(routes.map(([path]) => path)).toEqual(
      expect.arrayContaining(['/api/admin/leads/export.xlsx', '/api/admin/leads/:id/proposals', '/api/admin/proposals/bulk/:id', '/api/admin/stats/funnel']),
    );
    expect(routes.map(([path]) => path)).not.toContain('/api/admin/login');
    let walked = 0;
    for (const [path, methods] of routes) {
      for (const method of methods) {
        const url = path.replace(':id', String(leadId));
        const res = await t.app.inject({ method: method as 'GET', url, ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }) });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.headers['www-authenticate'], `${method} ${url}`).toBe('Bearer');
        if (method !== 'HEAD') expect(res.json().message, `${method} ${url}`).toBe(AUTH_ERRORS.unauthenticated);
        walked++;
      }
    }
    expect(walked).toBeGreaterThan(20);
  });
});

describe('with a valid session', () => {
  it('answers every path, and the token stops working after logout', async () => {
    for (const call of calls()) {
      const res = await t.app.inject({ method: call.method, url: call.url, payload: call.payload, headers: bearer(tokens.valid) });
      expect(res.statusCode, `${call.name}: ${res.body}`).toBe(call.ok);
    }
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(tokens.valid) });
    expect(after.statusCode).toBe(401);
  });
});
