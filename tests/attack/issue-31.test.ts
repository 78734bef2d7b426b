/**
 * The findings of issue 31 that this suite can replay over raw HTTP against the production build with
 * the default limits (row 1, the erasure that stopped the site, has its own test). Each test fails if
 * its finding comes back.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, request, signup, staffLogin, startTarget, type Target } from './target.ts';

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

/** The mail files the server wrote (no SMTP here) whose text holds `needle`. */
function mailsHolding(needle: string): string[] {
  const outbox = path.join(target.dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox).filter((file) => readFileSync(path.join(outbox, file), 'utf8').includes(needle));
}

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The server's time for one request, in milliseconds: from its last byte written to the first byte of
 * the answer, on a connection opened before (from a fresh address: the household allowance is per address).
 */
function timedRequest(method: string, requestPath: string, body: string): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port: target.port, host: '127.0.0.1', localAddress: freshAddress() });
    let started = 0n;
    let ms = 0;
    let answer = '';
    socket.on('error', reject);
    socket.on('connect', () => {
      const head = `${method} ${requestPath} HTTP/1.1\r\nHost: 127.0.0.1:${target.port}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
      socket.write(head + body, () => (started = process.hrtime.bigint()));
    });
    socket.on('data', (chunk) => {
      if (ms === 0) ms = Number(process.hrtime.bigint() - started) / 1e6;
      answer += chunk;
    });
    socket.on('close', () => resolve({ ms, answer }));
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

describe('row 2: the lost-link answer tells nothing by its timing', () => {
  it('answers known and unknown addresses alike, within 0.5 ms (median of 50 each, interleaved), and mails the known ones only', async () => {
    const tag = `tijd${process.pid}`;
    const known: string[] = [];
    for (let i = 0; i < 50; i++) {
      const household = signup({ email: `${tag}.bekend${i}@example.be` });
      const answer = await request(target, 'POST', '/api/leads', { from: freshAddress(), body: JSON.stringify(household) });
      expect(answer.status).toBe(201);
      known.push(household.email);
    }
    // The confirmations are written first, so that the outbox is quiet while the requests are timed.
    await until(() => mailsHolding(`${tag}.bekend`).length >= 50, 60_000);
    const unknown = known.map((_, i) => `${tag}.onbekend${i}@example.be`);
    const ask = (email: string) => timedRequest('POST', '/api/household-page/link', JSON.stringify({ email }));
    // Warm-up of both paths.
    for (let i = 0; i < 10; i++) await ask(i % 2 === 0 ? `${tag}.opwarmen${i}@example.be` : (known[i] as string).toUpperCase());

    // Interleaved in a shuffled order, so that whatever else the machine does falls on both alike.
    const order = [...known.map((email) => ({ email, known: true })), ...unknown.map((email) => ({ email, known: false }))];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [order[i], order[j]] = [order[j] as (typeof order)[number], order[i] as (typeof order)[number]];
    }
    const times = { known: [] as number[], unknown: [] as number[] };
    const answers = new Set<string>();
    for (const { email, known: isKnown } of order) {
      const { ms, answer } = await ask(email);
      expect(answer).toMatch(/^HTTP\/1\.1 202 /);
      answers.add(answer.slice(answer.indexOf('\r\n\r\n')));
      (isKnown ? times.known : times.unknown).push(ms);
    }
    const difference = median(times.known) - median(times.unknown);
    process.stdout.write(`lost-link answers: known ${median(times.known).toFixed(2)} ms, unknown ${median(times.unknown).toFixed(2)} ms (median of 50 each)\n`);
    // The same body for both: nothing but the time could tell them apart.
    expect(answers.size).toBe(1);
    expect(Math.abs(difference)).toBeLessThan(0.5);

    // The known addresses get their link by mail (a few seconds later, off the requests' path); the others nothing.
    const linkMails = () => mailsHolding(`${tag}.bekend`).filter((file) => file.endsWith('-household-link.eml'));
    await until(() => linkMails().length >= 50, 30_000);
    expect(mailsHolding(`${tag}.onbekend`)).toEqual([]);
  });
});
