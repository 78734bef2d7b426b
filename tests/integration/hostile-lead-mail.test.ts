/**
 * The site's mail is no spam or phishing channel (issue 12), over a real SMTP server:
 * - the public API refuses names with links, addresses or markup, and invisible characters;
 * - a lead that holds HTML and script anyway (stored before those rules) is mailed as plain text in the
 *   text part, escaped in the HTML part, and with no header of its own making;
 * - an encoded word typed as a name never reaches a subject as such;
 * - one address gets at most a few confirmations a day, however many signups name it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LeadPayload } from '../../src/leads/schema.ts';
import { buildApp } from '../../server/app.ts';
import { forkEm } from '../../server/deps.ts';
import { submitLead } from '../../server/services/lead-signup.ts';
import { CONFIRMATIONS_PER_RECIPIENT_PER_DAY } from '../../server/services/mail/outbox.ts';
import { testEnv } from '../helpers/app.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/db.ts';
import { HOSTILE_LEAD_VALUES } from '../helpers/hostile.ts';
import { countLeads, uniqueHousehold } from '../helpers/leads.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

const NOTIFY = 'verkoop@example.be';
let db: TestDatabase;
let smtp: TestSmtpServer;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  db = await openTestDatabase();
  smtp = await startSmtpServer();
  const env = testEnv({ SMTP_URL: smtp.url, LEADS_NOTIFY_EMAIL: NOTIFY, LEADS_RATE_LIMIT: 'off' });
  app = await buildApp({ env, db, vike: 'none', migrate: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await db.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const submit = (payload: object) => app.inject({ method: 'POST', url: '/api/leads', payload });

describe('the public API', () => {
  it.each([
    ['firstName', 'Uw pakket wacht: https://evil.example/claim'],
    ['lastName', 'post@evil.example'],
    ['firstName', HOSTILE_LEAD_VALUES.firstName],
    ['city', 'www.evil.example'],
    ['street', 'Klik op evil.example/claim'],
    ['firstName', 'An\u202Etxt.exe'],
    ['lastName', '=?utf-8?b?QWRtaW4=?='],
  ])('refuses %s %j with 400 and a Dutch message, and mails nobody', async (field, value) => {
    const res = await submit(uniqueHousehold({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toMatch(/mag |bevat /);
    expect(await app.deps.outbox.runOnce()).toMatchObject({ sent: 0 });
  });
});

describe('a lead stored with hostile values', () => {
  it('is mailed as text in both mails, never as markup', async () => {
    const lead = uniqueHousehold(HOSTILE_LEAD_VALUES) as unknown as LeadPayload;
    await submitLead(app.deps, lead);
    expect(await app.deps.outbox.runOnce()).toMatchObject({ sent: 2 });
    expect(smtp.received).toHaveLength(2);

    for (const mail of smtp.received) {
      const to = mail.envelopeTo.join(',');
      expect(mail.text, to).toContain(HOSTILE_LEAD_VALUES.firstName);
      expect(mail.html, to).toContain('&lt;script&gt;window.__pwned=1&lt;/script&gt;');
      expect(mail.html, to).not.toMatch(/<(script|img|svg|b)[\s>]/i);
      // The only links are the server's own: the staff's dashboard, and the household's personal page.
      for (const [link] of mail.html.matchAll(/<a\s[^>]*>/gi)) {
        expect(link).toMatch(/^<a href="http:\/\/localhost:3000\/(admin\/dashboard|mijn-aanmelding#[A-Za-z0-9_-]{43})"( style="[^"<>]*")?>$/);
      }
      expect(Object.keys(mail.headers), to).not.toContain('bcc');
    }
    const staff = smtp.received.find((mail) => mail.envelopeTo.includes(NOTIFY));
    expect(staff?.subject).toBe(`Nieuwe aanmelding: ${HOSTILE_LEAD_VALUES.firstName} ${HOSTILE_LEAD_VALUES.lastName} (2200 ${HOSTILE_LEAD_VALUES.city})`);
  });

  it('never puts an encoded word of the name into the staff subject as typed', async () => {
    const lead = uniqueHousehold({ firstName: '=?utf-8?b?QWRtaW4=?=', lastName: '=?utf-8?q?Support?=' }) as unknown as LeadPayload;
    await submitLead(app.deps, lead);
    await app.deps.outbox.runOnce();
    const staff = smtp.received.find((mail) => mail.envelopeTo.includes(NOTIFY));
    expect(staff).toBeDefined();
    const rawSubject = /^Subject:(.*(?:\r?\n[ \t].*)*)/im.exec(staff?.raw ?? '')?.[1] ?? '';
    expect(rawSubject).not.toContain('=?utf-8?b?QWRtaW4=?=');
    expect(rawSubject).not.toContain('=?utf-8?q?Support?=');
    expect(staff?.subject).not.toMatch(/Admin|^Support/);
  });
});

describe('confirmations per recipient', () => {
  it(`sends one address at most ${CONFIRMATIONS_PER_RECIPIENT_PER_DAY} a day; every signup is still stored and reaches staff`, async () => {
    const signups = CONFIRMATIONS_PER_RECIPIENT_PER_DAY + 3;
    for (let i = 0; i < signups; i++) {
      // Different households, one victim's mailbox (plus-addresses and capitals reach the same one).
      const email = i % 3 === 0 ? 'slachtoffer@example.be' : i % 3 === 1 ? `slachtoffer+${i}@example.be` : 'Slachtoffer@Example.be';
      const res = await submit(uniqueHousehold({ email, houseNumber: String(i + 1) }));
      expect(res.statusCode).toBe(201);
      // Each mail goes out before the next signup: a delivered mail keeps no recipient (retention), and
      // must count all the same.
      await app.deps.outbox.runOnce();
    }
    const toVictim = smtp.received.filter((mail) => mail.envelopeTo.some((to) => to.toLowerCase().startsWith('slachtoffer')));
    const toStaff = smtp.received.filter((mail) => mail.envelopeTo.includes(NOTIFY));
    expect(toVictim).toHaveLength(CONFIRMATIONS_PER_RECIPIENT_PER_DAY);
    expect(toStaff).toHaveLength(signups);
    const em = forkEm(app.deps);
    expect((await countLeads(em, 'slachtoffer@example.be')) + (await countPlus(em))).toBe(signups);
  });
});

async function countPlus(em: ReturnType<typeof forkEm>): Promise<number> {
  const rows = await em.execute<Array<{ n: number }>>(`select count(*)::int as n from leads where email like 'slachtoffer+%'`);
  return Number(rows[0]?.n ?? 0);
}
