import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SITE } from '../../../src/site.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { postgresUnderTest } from '../../../tests/helpers/db.ts';
import { uniqueHousehold } from '../../../tests/helpers/leads.ts';
import { freePort } from '../../../tests/helpers/process.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../tests/helpers/smtp.ts';
import { createJobRunner, retryDelayMs } from '../../jobs/job-runner.ts';
import { mailTransportState, withoutAddresses } from './mail-status.ts';
import { CLAIM_SQL, createOutboxWorker, OUTBOX_SETTINGS, senders } from './outbox.ts';
import { createMailTransport } from './transport.ts';

const NOTIFY = 'verkoop@example.be';
const MINUTE = 60_000;

async function signUp(t: TestApp, overrides: Record<string, unknown> = {}) {
  const payload = uniqueHousehold(overrides);
  const res = await t.app.inject({ method: 'POST', url: '/api/leads', payload });
  expect(res.statusCode).toBe(201);
  return { payload, id: res.json().id as number };
}

async function outboxRows(t: TestApp, leadId?: number) {
  return t.db.orm.em
    .fork()
    .execute<Array<{ id: number; kind: string; status: string; attempts: number; next_attempt_at: Date; last_error: string | null }>>(
      `select id, kind, status, attempts, next_attempt_at, last_error from mail_outbox ${leadId ? 'where lead_id = ?' : ''} order by id`,
      leadId ? [leadId] : [],
    );
}

describe(`the mail outbox over SMTP (${postgresUnderTest ? 'PostgreSQL' : 'PGlite'})`, () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Groepsaankoop <noreply@example.be>',
      LEADS_NOTIFY_EMAIL: NOTIFY,
      LEADS_RATE_LIMIT: 'off',
      PUBLIC_URL: 'https://www.example.be',
    });
  });
  afterEach(() => {
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the confirmation and the staff notification of a signup, once', async () => {
    const { payload, id } = await signUp(t, { firstName: "D'Hondt" });
    expect(await t.app.deps.outbox.runOnce()).toEqual({ sent: 2, retrying: 0, gaveUp: 0 });

    const confirmation = smtp.received.find((m) => m.envelopeTo.includes(payload.email));
    const staff = smtp.received.find((m) => m.envelopeTo.includes(NOTIFY));
    expect(smtp.received).toHaveLength(2);
    expect(confirmation?.envelopeFrom).toBe('noreply@example.be');
    expect(confirmation?.subject).toBe(`Bevestiging van uw aanmelding – ${SITE.name}`);
    expect(confirmation?.text).toContain("Beste D'Hondt,");
    expect(confirmation?.text).toContain(`Type waterverzachter: ${payload.waterSoftenerType} ${SITE.brand}`);
    expect(confirmation?.html).toContain('Beste D&#39;Hondt,');
    expect(confirmation?.headers['reply-to']).toBe(SITE.email);
    expect(staff?.subject).toContain(`Nieuwe aanmelding: D'Hondt ${payload.lastName}`);
    expect(staff?.headers['reply-to']).toBe(payload.email);
    expect(staff?.headers['message-id']).toMatch(/^<outbox-\d+@www\.example\.be>$/);

    expect((await outboxRows(t, id)).map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ['lead-confirmation', 'sent', 1],
      ['lead-notification', 'sent', 1],
    ]);
    // Delivered mails keep nothing of the lead in the database (decision 016).
    const kept = await t.db.orm.em
      .fork()
      .execute(`select recipient, reply_to, subject, text, html from mail_outbox where lead_id = ? order by id`, [id]);
    expect(kept).toEqual([
      { recipient: '', reply_to: null, subject: '', text: '', html: '' },
      { recipient: '', reply_to: null, subject: '', text: '', html: '' },
    ]);
    expect(await t.app.deps.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it("sends a French household's mails from the site's French name, at the same address (issue 36)", async () => {
    const { payload } = await signUp(t, { language: 'fr' });
    await t.app.deps.outbox.runOnce();
    const confirmation = smtp.received.find((m) => m.envelopeTo.includes(payload.email));
    const staff = smtp.received.find((m) => m.envelopeTo.includes(NOTIFY));
    expect(confirmation?.envelopeFrom).toBe('noreply@example.be');
    // The display name comes RFC 2047-encoded (it is not ASCII).
    const from = (confirmation?.headers.from ?? '').replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_all, text: string) =>
      decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    );
    expect(from).toContain('Achat groupé d’adoucisseurs');
    expect(from).toContain('<noreply@example.be>');
    expect(staff?.headers.from).toBe('Groepsaankoop <noreply@example.be>');
    expect(senders(undefined)).toEqual({ nl: `"${SITE.name}" <${SITE.email}>`, fr: `"Achat groupé d’adoucisseurs" <${SITE.email}>` });
  });

  it('sends each mail once when two workers (two app instances) run at the same time', async () => {
    for (let i = 0; i < 12; i++) await signUp(t);
    const second = createOutboxWorker({
      db: t.db,
      env: t.env,
      log: t.app.log,
      transport: createMailTransport(t.env),
    });
    const runs = await Promise.all([t.app.deps.outbox.runOnce(), second.runOnce(), t.app.deps.outbox.runOnce()]);
    await second.stop();
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(24);
    const ids = smtp.received.map((m) => m.headers['message-id']);
    expect(ids).toHaveLength(24);
    expect(new Set(ids).size).toBe(24);
  });

  it('sends mail written while the job runner runs in the background, and stops cleanly', async () => {
    const worker = createOutboxWorker({ db: t.db, env: t.env, log: t.app.log, transport: createMailTransport(t.env) });
    // The outbox job polls hourly here: only a wake can send the mail.
    const hourly = { every: 60 * MINUTE, firstRunAfterMs: 60 * MINUTE };
    const jobs = createJobRunner({
      db: t.db,
      log: t.app.log,
      handlers: { 'mail.outbox': { recurring: hourly, run: () => worker.runOnce() } },
      pollIntervalMs: 60 * MINUTE,
    });
    jobs.start();
    try {
      const { payload } = await signUp(t);
      jobs.wake('mail.outbox');
      await vi.waitFor(() => expect(smtp.received.some((m) => m.envelopeTo.includes(payload.email))).toBe(true), {
        timeout: 30_000,
      });
    } finally {
      await jobs.stop();
      await worker.stop();
    }
  });
});

describe('the mail outbox when SMTP is down', () => {
  let t: TestApp;
  let port: number;
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, LEADS_NOTIFY_EMAIL: NOTIFY, LEADS_RATE_LIMIT: 'off' });
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  it('keeps the signup, retries with backoff, and sends once SMTP is back', async () => {
    const { payload, id } = await signUp(t);
    const start = new Date();

    expect(await t.app.deps.outbox.runOnce(start)).toEqual({ sent: 0, retrying: 2, gaveUp: 0 });
    const failed = await outboxRows(t, id);
    expect(failed.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(failed[0]?.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(new Date(failed[0]?.next_attempt_at as Date).getTime()).toBeGreaterThan(start.getTime());
    // The transport's state says why, since when and how often (issue 45); /healthz says so once it lasts.
    const em = t.db.orm.em.fork();
    const failing = await mailTransportState(em, MINUTE);
    expect(failing).toMatchObject({ failedAttempts: 2, alert: false, lastError: expect.stringMatching(/^E[A-Z]+: connect ECONNREFUSED/) });
    expect(Date.parse(failing.failingSince ?? '')).toBeLessThanOrEqual(Date.parse(failing.lastErrorAt ?? ''));
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({ status: 'ok' });
    await em.execute(`update "mail_transport_status" set "failing_since" = ?`, [new Date(Date.now() - 16 * MINUTE)]);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect([health.statusCode, health.json().status]).toEqual([200, 'mail-failing']);
    expect((await mailTransportState(em, 15 * MINUTE)).alert).toBe(true);

    smtp = await startSmtpServer(port);
    // Still inside the backoff: nothing is due yet.
    expect(await t.app.deps.outbox.runOnce(start)).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    expect(smtp.received).toHaveLength(0);

    const later = new Date(start.getTime() + retryDelayMs(1) + MINUTE);
    expect(await t.app.deps.outbox.runOnce(later)).toEqual({ sent: 2, retrying: 0, gaveUp: 0 });
    expect(smtp.received.map((m) => m.envelopeTo).flat().sort()).toEqual([payload.email, NOTIFY].sort());
    expect((await outboxRows(t, id)).map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
    // Mail goes out again: no longer failing; the last error stays to be read.
    expect(await mailTransportState(t.db.orm.em.fork(), MINUTE)).toMatchObject({ failingSince: null, failedAttempts: 0, alert: false, lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({ status: 'ok' });
  });

  it('gives up after the last attempt and says so', async () => {
    await smtp?.close();
    smtp = undefined;
    const { id } = await signUp(t);
    await t.db.orm.em
      .fork()
      .execute(`update mail_outbox set attempts = ? where lead_id = ?`, [OUTBOX_SETTINGS.maxAttempts - 1, id]);
    expect(await t.app.deps.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, gaveUp: 2 });
    expect((await outboxRows(t, id)).map((r) => r.status)).toEqual(['failed', 'failed']);
  });
});

describe('the mail outbox without SMTP_URL', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'outbox-eml-'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir, LEADS_NOTIFY_EMAIL: NOTIFY });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the mails as .eml files under DATA_DIR/outbox', async () => {
    const { payload } = await signUp(t);
    expect(await t.app.deps.outbox.runOnce()).toEqual({ sent: 2, retrying: 0, gaveUp: 0 });
    const files = readdirSync(path.join(dataDir, 'outbox')).sort();
    expect(files).toEqual(['000001-lead-confirmation.eml', '000002-lead-notification.eml']);
    const confirmation = readFileSync(path.join(dataDir, 'outbox', files[0] as string), 'utf8');
    expect(confirmation).toMatch(new RegExp(`^To: ${payload.email}$`, 'm'));
    expect(confirmation).toMatch(/^Message-ID: <outbox-1@localhost>$/m);
  });
});

describe(`the worker's claim with a backlog (${postgresUnderTest ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads its batch in index order without sorting every waiting mail, planner statistics or not', async () => {
    const em = t.db.orm.em.fork();
    await em.execute(`insert into "leads" ("first_name", "last_name", "phone", "email", "postal_code", "city", "water_softener_type", "has_wifi", "status", "privacy_version")
      select 'Jan', 'Peeters', '0470 12 34 56', 'jan' || g || '@example.be', '9000', 'Gent', '25L', true, 'new', '15/10/2019' from generate_series(1, 2000) g`);
    await em.execute(`insert into "mail_outbox" ("kind", "lead_id", "recipient", "subject", "text", "html")
      select 'lead-confirmation', "id", "email", 'Bevestiging', 'tekst', '<p>tekst</p>' from "leads"`);
    const at = new Date(Date.now() + 1000);
    // The claim as the worker sends it, run and explained (it stamps a lease on ten mails).
    const plan = JSON.stringify(await em.execute(`explain (analyze, format json) ${CLAIM_SQL}`, [at, at, at, OUTBOX_SETTINGS.batchSize]));
    expect(plan).toContain('mail_outbox_due_index');
    expect(plan).not.toContain('"Sort"');
  });
});

describe("the transport's error as kept for staff", () => {
  it('keeps no e-mail address a server quoted back', () => {
    expect(withoutAddresses('550 5.1.1 <jan.peeters+1@example.be>: Recipient address rejected; also marie@voorbeeld.be.')).toBe(
      '550 5.1.1 <<adres>>: Recipient address rejected; also <adres>',
    );
  });
});

describe('retry delays', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 4],
    [6, 32],
    [7, 60],
    [24, 60],
  ])('waits %i failed attempts -> %i minutes', (attempts, minutes) => {
    expect(retryDelayMs(attempts)).toBe(minutes * MINUTE);
  });
});
