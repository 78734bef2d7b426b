/**
 * The findings of issue 21, sent over real HTTP to the production build with the default limits. Each
 * test fails if its finding comes back. (Row 2, ten long signups beside /healthz, is
 * validators-beside-healthz.test.ts, which runs alone; its validators are timed field by field in
 * slow-validators.test.ts. Row 3, the mailbox rule of the daily cap, is tested with the lead's model.)
 */
import { METHODS } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { filesHolding } from '../helpers/files.ts';
import {
  FRAMEWORK_TRACES,
  freshAddress,
  type RawAnswer,
  request,
  sendRaw,
  serverMemoryMB,
  signup,
  staffLogin,
  startTarget,
  storedSignups,
  streamBody,
  type Target,
} from './target.ts';

let target: Target;
beforeAll(async () => {
  target = await startTarget({ LEADS_NOTIFY_EMAIL: 'verkoop@example.be' });
}, 60_000);
afterAll(async () => {
  await target?.close();
});

const MB = 1024 * 1024;
const head = (lines: string[]) => [...lines, `Host: 127.0.0.1:${target.port}`].join('\r\n');

/** What every answer carries, whoever made it (a route, a hook, the router, Node's parser). */
function expectSecurityHeaders(headers: Record<string, string> | string) {
  const text = typeof headers === 'string' ? headers.toLowerCase() : Object.keys(headers).join('\n');
  for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy']) {
    expect(text, name).toContain(name);
  }
}

/** The Dutch message of an answer's JSON body (REST, or tRPC's error shape). */
function dutchMessage(body: string): string {
  const parsed = JSON.parse(body) as { message?: string; error?: { message?: string } } | Array<{ error?: { message?: string } }>;
  const message = Array.isArray(parsed) ? parsed[0]?.error?.message : (parsed.message ?? parsed.error?.message);
  expect(message).toMatch(/\b(de|het|een|niet|gegevens|aanvraag|ongeldig)\b/i);
  return message ?? '';
}

describe('1: every body is bounded before it is read', () => {
  it.each([
    ['POST /trpc/lead.submit', 'multipart/form-data; boundary=x', true],
    ['POST /trpc/admin.login', 'multipart/form-data; boundary=x', false],
    ['POST /trpc/lead.submit', 'application/json', false],
    ['POST /api/leads', 'application/json', false],
    ['POST /api/admin/login', 'application/octet-stream', true],
    ['PUT /gent', 'text/plain', false],
    ['POST /trpc/admin.login', 'multipart/form-data; boundary=x', false, 'Connection: close'],
    ['POST /api/leads', 'application/json', true, 'Connection: close'],
  ])('answers %s (%s, %s) before 40 MB of a 200 MB body, memory flat', async (line, type, declared, extra?: string) => {
    const before = serverMemoryMB(target);
    const length = declared ? `Content-Length: ${200 * MB}` : 'Transfer-Encoding: chunked';
    const lines = [`${line} HTTP/1.1`, `Content-Type: ${type}`, length, ...(extra ? [extra] : [])];
    const answer = await streamBody(target.port, head(lines), 200 * MB, freshAddress());
    expect([404, 413, 415]).toContain(answer.status);
    expect(answer.sentBeforeAnswer).toBeLessThan(40 * MB);
    expectSecurityHeaders(answer.headers);
    dutchMessage(answer.body);
    expect(serverMemoryMB(target) - before).toBeLessThan(50);
  });
});

describe('4: a request another site can make cannot lock a visitor out', () => {
  it('reads / and /gent and signs up after a 1000-call batch, a 60-call text/plain POST and 10 multipart calls', async () => {
    const from = freshAddress();
    const batch = await request(target, 'GET', `/trpc/${Array(1000).fill('x').join(',')}?batch=1`, { from });
    expect(batch.status).toBe(400);
    const sixty = Array(60).fill('lead.submit').join(',');
    const body = JSON.stringify(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [i, signup()])));
    const text = await request(target, 'POST', `/trpc/${sixty}?batch=1`, { from, body, headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(415);
    const form = '--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAn\r\n--x--\r\n';
    for (let i = 0; i < 10; i++) {
      const multipart = await request(target, 'POST', '/trpc/lead.submit', {
        from,
        body: form,
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      });
      expect(multipart.status).toBe(415);
    }
    // Invalid signups (400) do not draw on the signup allowance either.
    for (let i = 0; i < 11; i++) {
      expect((await request(target, 'POST', '/api/leads', { from, body: JSON.stringify(signup({ email: 'geen-adres' })) })).status).toBe(400);
    }
    for (const page of ['/', '/gent']) expect((await request(target, 'GET', page, { from })).status, page).toBe(200);
    expect(storedSignups(await request(target, 'POST', '/trpc/lead.submit', { from, body: JSON.stringify(signup()) }))).toBe(1);
    expect((await request(target, 'POST', '/api/leads', { from, body: JSON.stringify(signup()) })).status).toBe(201);
  });
});

describe('5: unsupported methods answer 405 or 404, never 500', () => {
  // TRACE /trpc/admin.me was a 500: tRPC handed the method to the fetch API, which refuses it.
  const paths = ['/', '/gent', '/healthz', '/trpc/admin.me', '/trpc/lead.submit', '/api/leads', '/api/admin/leads/1', '/robots.txt'];
  // CONNECT opens a tunnel rather than asking for a path: see 7.
  it.each(METHODS.filter((method) => !['GET', 'HEAD', 'POST', 'CONNECT'].includes(method)))('%s on every route', async (method) => {
    const from = freshAddress();
    for (const requestTarget of paths) {
      const answer = await request(target, method, requestTarget, { from });
      const what = `${method} ${requestTarget}`;
      expect(answer.status, what).toBeGreaterThanOrEqual(400);
      expect(answer.status, what).toBeLessThan(500);
      expectSecurityHeaders(answer.headers);
      expect(answer.body, what).not.toMatch(FRAMEWORK_TRACES);
      dutchMessage(answer.body);
      // tRPC answers every method the router routes with 405; the router's own 404 for the rest.
      if (requestTarget.startsWith('/trpc/') && (answer.status !== 404 || method === 'TRACE')) {
        expect(answer.status, what).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD, POST');
      }
    }
  });
});

describe('6: erased means erased', () => {
  it('removes the mail files of a lead erased by staff', async () => {
    const from = freshAddress();
    // Letters only (a name), unique to this run.
    const name = `Wisbaar${String(process.pid).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? '')}`;
    const created = await request(target, 'POST', '/api/leads', { from, body: JSON.stringify(signup({ lastName: name })) });
    expect(created.status).toBe(201);
    const { id } = JSON.parse(created.body) as { id: number };
    const outbox = path.join(target.dataDir, 'outbox');
    // The confirmation and the staff notice, written by the server's mail worker.
    const started = Date.now();
    while (filesHolding(outbox, name).length < 2 && Date.now() - started < 20_000) await new Promise((r) => setTimeout(r, 100));
    expect(filesHolding(outbox, name)).toHaveLength(2);

    const token = (JSON.parse((await staffLogin(target, from)).body) as { token: string }).token;
    const erased = await request(target, 'DELETE', `/api/admin/leads/${id}`, { from, headers: { Authorization: `Bearer ${token}` } });
    expect(erased.status).toBe(204);
    // The mail files go with the erasure; the embedded database's table files and write-ahead log are
    // rewritten by a background job within ERASURE_COMPACTION_DELAY (1 s here) and its run
    // (database/forget-erased.ts). Then no file under DATA_DIR holds the name.
    expect(filesHolding(outbox, name)).toEqual([]);
    await vi.waitFor(() => expect(filesHolding(target.dataDir, name)).toEqual([]), { timeout: 30_000, interval: 250 });
  });
});

describe("7: the HTTP parser's own refusals", () => {
  const host = () => `Host: 127.0.0.1:${target.port}\r\n`;
  it.each([
    ['a bad chunk size', () => `POST /api/leads HTTP/1.1\r\n${host()}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`, 400],
    ['a method no one knows', () => `FOO / HTTP/1.1\r\n${host()}\r\n`, 400],
    ['a control character in a header', () => `GET / HTTP/1.1\r\n${host()}X-A: a\u0001b\r\n\r\n`, 400],
    ['2,000 headers', () => `GET / HTTP/1.1\r\n${host()}${Array.from({ length: 2000 }, (_, i) => `X-H${i}: v\r\n`).join('')}\r\n`, 431],
    ['an undecodable target', () => `GET /% HTTP/1.1\r\n${host()}Connection: close\r\n\r\n`, 400],
    ['an overlong UTF-8 target', () => `GET /%C0%AF HTTP/1.1\r\n${host()}Connection: close\r\n\r\n`, 400],
    ['CONNECT', () => `CONNECT 127.0.0.1:22 HTTP/1.1\r\n${host()}\r\n`, 405],
  ])('answers %s with a Dutch body and the security headers', async (_what, raw, status) => {
    const answer: RawAnswer = await sendRaw(target.port, raw(), freshAddress());
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer.headers);
    expect(answer.body).not.toMatch(FRAMEWORK_TRACES);
    dutchMessage(answer.body);
  });
});

describe('8: ids 1.0 and 01 are refused like 0x10', () => {
  it('refuses them in a path, in a GET input and in a POST body', async () => {
    const from = freshAddress();
    const created = await request(target, 'POST', '/api/leads', { from, body: JSON.stringify(signup()) });
    const { id } = JSON.parse(created.body) as { id: number };
    const token = (JSON.parse((await staffLogin(target, from)).body) as { token: string }).token;
    const auth = { Authorization: `Bearer ${token}` };
    expect((await request(target, 'GET', `/api/admin/leads/${id}`, { from, headers: auth })).status).toBe(200);
    for (const spelling of [`0${id}`, `${id}.0`, `0x${id.toString(16)}`]) {
      expect((await request(target, 'GET', `/api/admin/leads/${spelling}`, { from, headers: auth })).status, spelling).toBe(400);
    }
    for (const number of [`${id}.0`, `${id}e0`, `${id}.00`]) {
      const input = encodeURIComponent(`{"id":${number}}`);
      const get = await request(target, 'GET', `/trpc/admin.leads.get?input=${input}`, { from, headers: auth });
      expect(get.status, number).toBe(400);
      expect(dutchMessage(get.body)).toMatch(/gehele getallen/);
      const post = await request(target, 'POST', '/trpc/admin.leads.setStatus', { from, headers: auth, body: `{"id":${number},"status":"contacted"}` });
      expect(post.status, number).toBe(400);
    }
  });
});
