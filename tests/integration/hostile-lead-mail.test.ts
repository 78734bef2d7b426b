/**
 * A lead whose values hold HTML and script, sent through the public API, in the mails the app sends
 * over a real SMTP server: plain text in the text part, escaped in the HTML part, and no header of
 * its own making.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { testEnv } from '../helpers/app.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/db.ts';
import { HOSTILE_LEAD_VALUES } from '../helpers/hostile.ts';
import { uniqueHousehold } from '../helpers/leads.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

let db: TestDatabase;
let smtp: TestSmtpServer;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  db = await openTestDatabase();
  smtp = await startSmtpServer();
  const env = testEnv({ SMTP_URL: smtp.url, LEADS_NOTIFY_EMAIL: 'verkoop@example.be' });
  app = await buildApp({ env, db, vike: 'none', migrate: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await db.close();
});

it('shows HTML and script in lead values as text in both mails, never as markup', async () => {
  const payload = uniqueHousehold(HOSTILE_LEAD_VALUES);
  const res = await app.inject({ method: 'POST', url: '/api/leads', payload });
  expect(res.statusCode).toBe(201);
  expect(await app.deps.outbox.runOnce()).toMatchObject({ sent: 2 });
  expect(smtp.received).toHaveLength(2);

  for (const mail of smtp.received) {
    const to = mail.envelopeTo.join(',');
    // The text part holds the values as typed.
    expect(mail.text, to).toContain(HOSTILE_LEAD_VALUES.firstName);
    // The HTML part holds them escaped: none of their tags is a tag there.
    expect(mail.html, to).toContain('&lt;script&gt;window.__pwned=1&lt;/script&gt;');
    expect(mail.html, to).not.toMatch(/<(script|img|svg|b)[\s>]/i);
    // The only link is the mail's own (the staff mail's link to the back office).
    for (const [link] of mail.html.matchAll(/<a\s[^>]*>/gi)) expect(link).toBe('<a href="http://localhost:3000/admin/dashboard">');
    expect(Object.keys(mail.headers), to).not.toContain('bcc');
  }
  const staff = smtp.received.find((mail) => mail.envelopeTo.includes('verkoop@example.be'));
  expect(staff?.subject).toBe(`Nieuwe aanmelding: ${HOSTILE_LEAD_VALUES.firstName} ${HOSTILE_LEAD_VALUES.lastName} (2200 ${HOSTILE_LEAD_VALUES.city})`);
  expect(staff?.html).toContain('&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;');
});
