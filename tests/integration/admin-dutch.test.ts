/**
 * The back office's API answers in Dutch (issue 26: `?page=abc` answered "Invalid input: expected
 * number, received NaN"): every refusal of a malformed request, REST and tRPC, has a Dutch message and
 * Dutch field errors, never a library's English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, bearer, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/** Words of the English messages of zod, tRPC and Fastify. */
const ENGLISH = /\b(invalid|expected|received|required|must|unexpected|unsupported|missing|input|batch|request|body|number|string|array|found|allowed|cannot|only|needs|the)\b/i;

let t: TestApp;
let auth: Record<string, string>;
let leadId: number;

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  leadId = (await insertLeads(t.db, [{}]))[0]?.id as number;
  auth = bearer(await loginToken(t.app));
});
afterAll(async () => {
  await t.close();
});

const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;
const json = { 'content-type': 'application/json' };

function calls() {
  return [
    ['GET', '/api/admin/leads?page=abc'],
    ['GET', '/api/admin/leads?pageSize=abc'],
    ['GET', '/api/admin/leads?page=1.5'],
    ['GET', '/api/admin/leads?page=0'],
    // Issue 31: a repeated name, hexadecimal and fractions are refused like a lead id's, in Dutch.
    ['GET', '/api/admin/leads?search=a&search=b'],
    ['GET', '/api/admin/leads?search=a&search=b&page=1'],
    ['GET', '/api/admin/leads/export.csv?search=a&search=b'],
    ['GET', '/api/admin/leads?page=1&pageSize=0x19'],
    ['GET', '/api/admin/leads?page=1&pageSize=25.0'],
    ['GET', '/api/admin/leads?page=0x1&pageSize=25'],
    ['GET', '/api/admin/leads?page=1e0'],
    ['GET', '/api/admin/leads?page=%201'],
    ['GET', '/api/admin/leads?page=01'],
    ['GET', '/api/admin/leads?page=1&page=2'],
    ['GET', '/api/admin/leads?page=2000000'],
    ['PATCH', `/api/admin/leads/${leadId}/status`, { status: 'lost' }, { 'if-match': '' }],
    ['GET', '/api/admin/leads?status=weg'],
    ['GET', '/api/admin/leads?sort=naam'],
    ['GET', '/api/admin/leads/export.csv?separator=tab'],
    ['GET', '/api/admin/leads/abc'],
    ['PATCH', `/api/admin/leads/${leadId}/status`, { status: 5 }],
    ['PATCH', `/api/admin/leads/${leadId}/status`, '{"status":'],
    ['PATCH', `/api/admin/leads/${leadId}/status`, []],
    ['POST', `/api/admin/leads/${leadId}/notes`, { body: 12 }],
    ['POST', `/api/admin/leads/${leadId}/notes`, {}],
    ['POST', '/api/admin/login', { username: 3, password: null }],
    ['GET', '/api/admin/unknown'],
    ['GET', `/trpc/admin.leads.get`],
    ['GET', `/trpc/admin.leads.get?${input('abc')}`],
    ['GET', `/trpc/admin.leads.get?${input({ id: 'abc' })}`],
    ['GET', `/trpc/admin.leads.get?input=%7Bnot-json`],
    ['GET', `/trpc/admin.leads.list?${input({ page: 'abc', pageSize: 'x' })}`],
    ['GET', `/trpc/admin.leads.list?${input(7)}`],
    ['GET', '/trpc/admin.leads.nothing'],
    ['GET', '/trpc/admin.leads.setStatus'],
    ['POST', '/trpc/admin.leads.list', {}],
    ['POST', '/trpc/admin.leads.setStatus', { id: leadId, status: 'weg', version: 0 }],
    ['POST', '/trpc/admin.leads.setStatus', 'not json'],
    ['POST', '/trpc/admin.leads.addNote', { id: leadId, body: 'x'.repeat(3000) }],
    ['GET', `/trpc/admin.leads.get,admin.leads.get,admin.leads.get?batch=1&${input({ 0: { id: 'x' }, 1: 5, 2: {} })}`],
  ] as const;
}

/** Every message of an answer: the REST `message` and `errors`, or tRPC's (possibly batched) errors. */
function messagesOf(body: unknown): string[] {
  const out: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.message === 'string') out.push(record.message);
      for (const key of ['errors', 'fieldErrors']) {
        const fields = record[key];
        if (fields && typeof fields === 'object') out.push(...Object.values(fields as Record<string, string>));
      }
      for (const key of ['error', 'data']) visit(record[key]);
    }
  };
  visit(body);
  return out;
}

describe('every refusal of the admin API is in Dutch', () => {
  it.each(calls().map((call) => [`${call[0]} ${call[1].slice(0, 70)}`, call] as const))('%s', async (_name, [method, url, payload, extra]) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...(payload === undefined ? auth : { ...auth, ...json }), ...extra },
      payload: typeof payload === 'string' ? payload : (payload as object | undefined),
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    const messages = messagesOf(res.json());
    expect(messages.length, res.body).toBeGreaterThan(0);
    for (const message of messages) expect(message, res.body).not.toMatch(ENGLISH);
  });
});
