/**
 * The findings of issue 31 that this suite can replay over raw HTTP against the production build with
 * the default limits (row 1, the erasure that stopped the site, has its own test). Each test fails if
 * its finding comes back.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, request, staffLogin, startTarget, type Target } from './target.ts';

let target: Target;
let auth: Record<string, string>;
beforeAll(async () => {
  target = await startTarget({ LOG_LEVEL: 'info' });
  const login = await staffLogin(target, freshAddress());
  auth = { Authorization: `Bearer ${(JSON.parse(login.body) as { token: string }).token}` };
}, 60_000);
afterAll(async () => {
  await target?.close();
});

/** The server's log lines written while `action` ran (and 300 ms after), parsed. */
async function logLinesDuring(action: () => Promise<void>): Promise<Array<Record<string, unknown>>> {
  const start = target.server.output().length;
  await action();
  await new Promise((resolve) => setTimeout(resolve, 300));
  return target.server
    .output()
    .slice(start)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * Sends a request whose declared body is 200 bytes and stops after 11: `reset` destroys the socket,
 * otherwise it half-closes it (and can still read an answer). Resolves with what came back.
 */
function cutBody(method: string, path: string, headers: Record<string, string>, reset: boolean): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ port: target.port, host: '127.0.0.1', localAddress: freshAddress() });
    let answer = '';
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    const lines = Object.entries({ Host: `127.0.0.1:${target.port}`, 'Content-Type': 'application/json', 'Content-Length': '200', ...headers });
    socket.write(`${method} ${path} HTTP/1.1\r\n${lines.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n{"email":"a`);
    setTimeout(() => (reset ? socket.destroy() : socket.end()), 150);
  });
}

describe('row 4: a body cut off midway is a client abort, not a database outage', () => {
  it.each([
    ['a public REST route', 'POST', '/api/leads', false],
    ['a tRPC procedure', 'POST', '/trpc/lead.submit', false],
    ['a tRPC batch', 'POST', '/trpc/householdPage.requestLink,lead.submit?batch=1', false],
    ["a household's REST route", 'POST', '/api/household-page/link', false],
    ['a REST route of the staff', 'PATCH', '/api/admin/leads/1/status', true],
    ['a REST route of the staff', 'POST', '/api/admin/leads/1/notes', true],
    ["the staff's sign-in", 'POST', '/api/admin/login', false],
  ])('%s: %s %s', async (_kind, method, path, staff) => {
    for (const reset of [true, false]) {
      let answer = '';
      const lines = await logLinesDuring(async () => {
        answer = await cutBody(method, path, staff ? auth : {}, reset);
      });
      expect(lines.some((line) => line.msg === 'client aborted the request before its body was complete')).toBe(true);
      expect(lines.filter((line) => /database unavailable/.test(String(line.msg)) || Number(line.level) >= 40)).toEqual([]);
      expect(answer).not.toMatch(/^HTTP\/1\.1 5/);
      // A client that only half-closed still reads the answer: a 400 in Dutch.
      if (!reset) expect(answer).toMatch(/^HTTP\/1\.1 400 [\s\S]*"message":"De aanvraag/);
    }
    // The database was never away.
    expect((await request(target, 'GET', '/healthz', { from: freshAddress() })).status).toBe(200);
  });
});
