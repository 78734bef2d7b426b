/**
 * Signing out always ends the session (issue 26: an empty JSON body answered 400 and the session stayed
 * valid): whatever comes with the request, REST and tRPC alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
});
afterAll(async () => {
  await t.close();
});

async function stillValid(token: string): Promise<boolean> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
  return res.statusCode === 200;
}

const json = { 'content-type': 'application/json' };

describe('POST /api/admin/logout', () => {
  it.each([
    ['no body', {}, undefined],
    ['JSON content type and an empty body', json, ''],
    ['an empty JSON object', json, '{}'],
    ['malformed JSON', json, '{"a":'],
    ['JSON that is not UTF-8', json, Buffer.from([0x7b, 0xff, 0x7d])],
    ['a body larger than any admin request', json, `{"x":"${'a'.repeat(100_000)}"}`],
    ['plain text', { 'content-type': 'text/plain' }, 'tot ziens'],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'],
  ])('with %s: 204, and the token stops working', async (_what, headers, payload) => {
    const token = await loginToken(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { ...bearer(token), ...headers }, payload });
    expect(res.statusCode).toBe(204);
    expect(await stillValid(token)).toBe(false);
  });

  it('answers 401 JSON without a session, whatever the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: json, payload: '' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Niet aangemeld of sessie verlopen');
  });
});

describe('tRPC admin.logout', () => {
  it.each([
    ['JSON content type and an empty body', json, ''],
    ['an empty JSON object', json, '{}'],
  ])('with %s: the token stops working', async (_what, headers, payload) => {
    const token = await loginToken(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/trpc/admin.logout', headers: { ...bearer(token), ...headers }, payload });
    expect(res.statusCode).toBe(200);
    expect(await stillValid(token)).toBe(false);
  });

  it('answers a POST without a content type, which is no tRPC call, in Dutch (the REST path takes anything)', async () => {
    const token = await loginToken(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/trpc/admin.logout', headers: bearer(token) });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Verstuur de gegevens als JSON (Content-Type: application/json).');
  });
});
