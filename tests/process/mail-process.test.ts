/**
 * The server process and its mail, as an operator meets them (issue 45), on one database and one SMTP
 * server, with two server processes in turn: the first sends the mails of signups by itself and is killed
 * with SIGKILL in the middle of a bulk send; the second, started on the same data, sends the rest within
 * a minute (each mail once), says in GET /api/admin/jobs why mail fails once the SMTP server is gone, and
 * stops cleanly on SIGTERM. The steps run in order and share the servers (a start costs seconds).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_ENV, ADMIN } from '../helpers/admin.ts';
import { createPostgresDatabase, postgresUnderTest } from '../helpers/db.ts';
import { uniqueHousehold } from '../helpers/leads.ts';
import { RATE_LIMITS_OFF, type RunningServer, spawnServer } from '../helpers/process.ts';
import { SELLER, TERMS } from '../helpers/sales.ts';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

const LEADS = 12;
const STAFF = 'verkoop@example.be';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mail-process-test-'));

let smtp: TestSmtpServer;
let created: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
let env: Record<string, string>;
let server: RunningServer;
/** The SMTP server kills the server process when this many mails were accepted and the next arrives. */
let killAfter = Infinity;
const emails: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer(0, {
    async accept() {
      if (smtp.received.length < killAfter) return true;
      // The sender waits for this answer: it dies in the middle of its send.
      killAfter = Infinity;
      server.child.kill('SIGKILL');
      await server.exited;
      return false;
    },
  });
  created = postgresUnderTest ? await createPostgresDatabase(postgresUnderTest) : undefined;
  env = { NODE_ENV: 'test', DATA_DIR: dataDir, SMTP_URL: smtp.url, LEADS_NOTIFY_EMAIL: STAFF, MAIL_ALERT_AFTER: '2s', ...ADMIN_ENV, ...RATE_LIMITS_OFF };
  if (created) env.DATABASE_URL = created.url;
  server = await spawnServer('server/main.ts', env);
});
afterAll(async () => {
  server.child.kill('SIGKILL');
  await smtp.close();
  await created?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = async (url: string, body: unknown, token?: string) =>
  fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function signIn(): Promise<string> {
  return ((await (await post('/api/admin/login', ADMIN)).json()) as { token: string }).token;
}

const to = (mail: ReceivedMail) => mail.envelopeTo.join(',');

describe(`the server process and its mail (${postgresUnderTest ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`sends the mails of ${LEADS} signups over SMTP by itself`, async () => {
    for (let i = 0; i < LEADS; i++) {
      const household = uniqueHousehold();
      emails.push(household.email);
      expect((await post('/api/leads', household)).status).toBe(201);
    }
    // Each signup wakes the worker; no test code drives it here.
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2 * LEADS), { timeout: 60_000, interval: 100 });
    expect(smtp.received.map(to).sort()).toEqual([...emails, ...emails.map(() => STAFF)].sort());
  });

  it('killed with SIGKILL during a bulk send and started again: the other mails leave within 60 s of the restart, each once', async () => {
    const token = await signIn();
    expect((await post('/api/admin/installers', SELLER, token)).status).toBe(201);
    const before = smtp.received.length;
    killAfter = before + 5;
    const bulk = await post('/api/admin/proposals/bulk', { selection: { model: '18L' }, terms: TERMS }, token);
    expect(bulk.status).toBe(202);
    expect(await server.exited).toBe(null);
    const sentBeforeTheCrash = smtp.received.length - before;
    expect(sentBeforeTheCrash).toBe(5);

    server = await spawnServer('server/main.ts', env);
    const restarted = Date.now();
    await vi.waitFor(() => expect(smtp.received.length - before).toBeGreaterThanOrEqual(LEADS), { timeout: 90_000, interval: 100 });
    const seconds = (Date.now() - restarted) / 1000;
    expect(seconds).toBeLessThan(60);
    const proposals = smtp.received.slice(before);
    expect(proposals.map(to).sort()).toEqual([...emails].sort());
    expect(proposals.every((mail) => mail.subject.startsWith('Uw persoonlijk voorstel'))).toBe(true);
  });

  it('names the error in GET /api/admin/jobs within a minute of the first attempt once the SMTP server is gone; /healthz says mail fails', async () => {
    await smtp.close();
    const token = await signIn();
    const jobs = async () => {
      const response = await fetch(`${server.url}/api/admin/jobs`, { headers: { authorization: `Bearer ${token}` } });
      return (await response.json()) as { mail: { pending: number; transport: { failingSince: string | null; failedAttempts: number; lastError: string | null; lastErrorAt: string | null } } };
    };
    expect((await jobs()).mail.transport).toMatchObject({ failingSince: null, failedAttempts: 0, lastError: null });
    const signedUp = Date.now();
    expect((await post('/api/leads', uniqueHousehold())).status).toBe(201);
    await vi.waitFor(async () => expect((await jobs()).mail.transport.lastError).toMatch(/ECONNREFUSED/), { timeout: 60_000, interval: 250 });
    expect(Date.now() - signedUp).toBeLessThan(60_000);
    const { mail } = await jobs();
    expect(mail.pending).toBe(2);
    expect(mail.transport.failedAttempts).toBe(2);
    expect(Date.parse(mail.transport.lastErrorAt ?? '')).toBeGreaterThanOrEqual(signedUp - 1000);
    // Failing longer than MAIL_ALERT_AFTER (2 s here): the health check says so, and still answers 200.
    await vi.waitFor(async () => expect(await (await fetch(`${server.url}/healthz`)).json()).toMatchObject({ status: 'mail-failing', since: mail.transport.failingSince }), {
      timeout: 10_000,
      interval: 250,
    });
  });

  it('stops cleanly on SIGTERM', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
  });
});
