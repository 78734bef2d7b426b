import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONFIRMATIONS_PER_RECIPIENT_PER_DAY } from '../../server/services/mail/outbox.ts';
import { formatBelgianDateTime } from '../../server/services/mail/templates.ts';
import { textsFor } from '../../src/i18n/server-texts.ts';
import { PRIVACY_VERSION_DATE } from '../../src/site.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { postgresUnderTest, TEST_POOL_SIZE } from '../helpers/db.ts';
import { countLeads, household, uniqueHousehold } from '../helpers/leads.ts';

const NL_TEXTS = textsFor('nl');
const LEAD_MESSAGES = NL_TEXTS.validation.messages;
const NOT_AN_OBJECT_MESSAGE = LEAD_MESSAGES.notAnObject;

const post = (t: TestApp, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/leads', payload: payload as object, headers });

async function storedLead(t: TestApp, id: number) {
  const rows = await t.db.orm.em.fork().execute(`select * from leads where id = ?`, [id]);
  return rows[0] as Record<string, unknown>;
}

/**
 * Sends requests in parallel so that they truly overlap in the database: on PostgreSQL, every insert
 * into "leads" is held back (a table lock of another session) until a pool's worth of signups waits
 * there, instead of letting them run one after the other and prove nothing. PGlite is one session:
 * there, parallel requests can only take turns.
 */
async function overlapping<T>(t: TestApp, send: () => Array<Promise<T>>): Promise<T[]> {
  if (!t.db.url) return Promise.all(send());
  const client = new pg.Client({ connectionString: t.db.url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('lock table "leads" in share mode');
    const responses = Promise.all(send());
    for (let i = 0; i < 100; i++) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_locks where not granted and database = (select oid from pg_database where datname = current_database())`,
      );
      if ((rows[0]?.n ?? 0) >= TEST_POOL_SIZE) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query('commit');
    return await responses;
  } finally {
    await client.end();
  }
}

describe(`POST /api/leads (${postgresUnderTest ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LEADS_RATE_LIMIT: 'off', LEADS_NOTIFY_EMAIL: 'verkoop@example.be' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 201 with the id and creation time; the lead is new, normalised, without consent', async () => {
    const payload = uniqueHousehold({
      firstName: '  Jan ',
      email: ' Jan.Janssens@Example.BE ',
      privacyPolicy: true,
      landingPage: 'http://localhost:3000/gent?utm_source=krant',
      utmSource: 'krant',
      utmMedium: 'print',
      utmCampaign: 'najaar',
    });
    const res = await post(t, payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'id', 'round']);
    // No round is planned in this database: the signup waits for the next one (decision 047).
    expect(body.round).toBeNull();
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);

    const lead = await storedLead(t, body.id);
    expect(lead).toMatchObject({
      first_name: 'Jan',
      email: 'jan.janssens@example.be',
      phone: household.phone,
      postal_code: household.postalCode,
      water_softener_type: household.waterSoftenerType,
      has_wifi: true,
      source_url: household.sourceUrl,
      privacy_version: PRIVACY_VERSION_DATE,
      status: 'new',
      landing_page: 'http://localhost:3000/gent?utm_source=krant',
      utm_source: 'krant',
      utm_medium: 'print',
      utm_campaign: 'najaar',
    });
    expect(new Date(lead.created_at as string).toISOString()).toBe(body.createdAt);
    expect(new Date(lead.last_contact_at as string).toISOString()).toBe(body.createdAt);
    // The back office's search column, written by PostgreSQL; the phone's E.164 form, by the app (issue 31).
    expect(lead.search_text).toContain('janssens');
    expect(lead.phone_e164).toBe('+32470123456');
    // The form's consent box is not stored (it cannot be sent unticked); the statement's version is.
    expect(Object.keys(lead).filter((column) => /privacy|consent/i.test(column))).toEqual(['privacy_version']);
  });

  it('writes the confirmation and the staff notification in the outbox with the lead', async () => {
    const payload = uniqueHousehold();
    const { id } = (await post(t, payload)).json();
    const mails = await t.db.orm.em
      .fork()
      .execute(`select kind, recipient, reply_to, status from mail_outbox where lead_id = ? order by kind`, [id]);
    expect(mails).toEqual([
      { kind: 'lead-confirmation', recipient: payload.email, reply_to: expect.any(String), status: 'pending' },
      { kind: 'lead-notification', recipient: 'verkoop@example.be', reply_to: payload.email, status: 'pending' },
    ]);
  });

  it("puts the new lead's number and time into the staff notification", async () => {
    const { id, createdAt } = (await post(t, uniqueHousehold())).json();
    const [mail] = await t.db.orm.em
      .fork()
      .execute<Array<{ text: string; html: string }>>(`select text, html from mail_outbox where lead_id = ? and kind = 'lead-notification'`, [id]);
    expect(mail?.text).toContain(`Leadnummer: ${id}\n`);
    expect(mail?.text).toContain(`Aangemeld op: ${formatBelgianDateTime(new Date(createdAt))}`);
    expect(mail?.html).toContain(`<td style="padding:4px 0">${id}</td>`);
    expect(`${mail?.text}${mail?.html}`).not.toContain('lead-id-');
  });

  it('stores a signup, its mails and its checks in one round trip to the database', async () => {
    // Every statement the app sends goes through Kysely's query executor (MikroORM's own queries too);
    // a transaction's BEGIN and COMMIT do not, but MikroORM logs them.
    const executor = Object.getPrototypeOf(t.db.orm.em.fork().getKysely().getExecutor()) as {
      executeQuery(query: { sql: string }): Promise<unknown>;
    };
    const statements = vi.spyOn(executor, 'executeQuery');
    const logged = vi.spyOn(t.db.orm.config.getLogger(), 'logQuery');
    try {
      const payload = uniqueHousehold();
      for (const outcome of ['created', 'duplicate']) {
        statements.mockClear();
        logged.mockClear();
        expect((await post(t, payload)).statusCode, outcome).toBe(201);
        expect(statements.mock.calls.map(([query]) => query.sql), outcome).toEqual([expect.stringMatching(/^select .* from "submit_lead"\(/)]);
        expect(logged.mock.calls.map(([context]) => context.query).filter((q) => /begin|start transaction|commit/i.test(String(q))), outcome).toEqual([]);
      }
    } finally {
      statements.mockRestore();
      logged.mockRestore();
    }
  });

  it('answers 400 with the Dutch message of an invalid postcode', async () => {
    const res = await post(t, uniqueHousehold({ postalCode: '123' }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Voer een geldige postcode in (4 cijfers)');
    expect(res.json()).toEqual({ message: 'Ongeldige gegevens', errors: { postalCode: LEAD_MESSAGES.postalCode } });
  });

  it.each([
    ['firstName', '', LEAD_MESSAGES.firstName],
    ['lastName', '  ', LEAD_MESSAGES.lastName],
    ['phone', '12-34', LEAD_MESSAGES.phone],
    // Issue 31: no number of the numbering plan.
    ['phone', '+-0470123456', LEAD_MESSAGES.phone],
    ['phone', '0470 12 34 5', LEAD_MESSAGES.phone],
    ['email', 'jan@', LEAD_MESSAGES.email],
    ['street', '', LEAD_MESSAGES.street],
    ['houseNumber', '', LEAD_MESSAGES.houseNumber],
    ['postalCode', '12a4', LEAD_MESSAGES.postalCode],
    ['city', '', LEAD_MESSAGES.city],
    ['waterSoftenerType', '30L', LEAD_MESSAGES.waterSoftenerType],
    ['hasWifi', 'ja', LEAD_MESSAGES.hasWifi],
    ['sourceUrl', 'javascript:alert(1)', LEAD_MESSAGES.urlNotHttp],
  ])('answers 400 for an invalid %s and stores nothing', async (field, value, message) => {
    const payload = uniqueHousehold({ [field]: value });
    const res = await post(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
    expect(await countLeads(t.db.orm.em.fork(), payload.email)).toBe(0);
  });

  it('names every missing field at once', async () => {
    const res = await post(t, {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['city', 'email', 'firstName', 'hasWifi', 'houseNumber', 'lastName', 'phone', 'postalCode', 'street', 'waterSoftenerType'].sort(),
    );
  });

  it('answers a bot that fills the honeypot like a success, and stores nothing', async () => {
    const payload = uniqueHousehold({ website: 'http://cheap-pills.example' });
    const res = await post(t, payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), createdAt: expect.any(String), round: null });
    expect(await countLeads(t.db.orm.em.fork(), payload.email)).toBe(0);
  });

  it('keeps one lead for a double submit, and both requests succeed with it', async () => {
    const payload = uniqueHousehold();
    const first = await post(t, payload);
    const second = await post(t, { ...payload, email: payload.email.toUpperCase() });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await countLeads(t.db.orm.em.fork(), payload.email)).toBe(1);
    const mails = await t.db.orm.em.fork().execute(`select id from mail_outbox where lead_id = ?`, [first.json().id]);
    expect(mails).toHaveLength(2);
  });

  it('keeps a second signup with the same e-mail but other data', async () => {
    const payload = uniqueHousehold();
    const first = await post(t, payload);
    const second = await post(t, { ...payload, phone: '0470 99 88 77' });
    expect(second.json().id).not.toBe(first.json().id);
    expect(await countLeads(t.db.orm.em.fork(), payload.email)).toBe(2);
  });

  it('leaves exactly 1 lead after 20 identical submissions in parallel', async () => {
    const payload = uniqueHousehold();
    const responses = await overlapping(t, () => Array.from({ length: 20 }, () => post(t, payload)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await countLeads(t.db.orm.em.fork(), payload.email)).toBe(1);
  });

  it(`sends at most ${CONFIRMATIONS_PER_RECIPIENT_PER_DAY} confirmations to one mailbox, signed up to in parallel with plus-addresses`, async () => {
    const mailbox = uniqueHousehold().email;
    const signups = CONFIRMATIONS_PER_RECIPIENT_PER_DAY + 5;
    const responses = await overlapping(t, () =>
      Array.from({ length: signups }, (_, i) => post(t, uniqueHousehold({ email: mailbox.replace('@', `+${i}@`), houseNumber: String(i + 1) }))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(signups).fill(201));
    const ids = responses.map((r) => r.json().id as number);
    const kinds = await t.db.orm.em
      .fork()
      .execute<Array<{ kind: string; n: number }>>(
        `select kind, count(*)::int as n from mail_outbox where lead_id in (${ids.map(() => '?').join(', ')}) group by kind order by kind`,
        ids,
      );
    expect(kinds).toEqual([
      { kind: 'lead-confirmation', n: CONFIRMATIONS_PER_RECIPIENT_PER_DAY },
      { kind: 'lead-notification', n: signups },
    ]);
  });

  it(`counts every spelling of one Gmail inbox as one mailbox: at most ${CONFIRMATIONS_PER_RECIPIENT_PER_DAY} confirmations (issue 21, row 3)`, async () => {
    const name = `slachtoffer${Date.now().toString(36)}`;
    const spellings = [`${name}@gmail.com`, `s.${name.slice(1)}@gmail.com`, `sl.${name.slice(2)}@gmail.com`, `${name}@googlemail.com`];
    const payloads = spellings.flatMap((email, i) =>
      Array.from({ length: 4 }, (_, j) => uniqueHousehold({ email, houseNumber: String(10 * i + j + 1) })),
    );
    const responses = await overlapping(t, () => payloads.map((payload) => post(t, payload)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(payloads.length).fill(201));
    const confirmations = await t.db.orm.em
      .fork()
      .execute<Array<{ recipient: string }>>(`select recipient from mail_outbox where kind = 'lead-confirmation' and recipient in (?, ?, ?, ?)`, spellings);
    expect(confirmations).toHaveLength(CONFIRMATIONS_PER_RECIPIENT_PER_DAY);
    // Every signup is stored and reaches the staff.
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(payloads.length);
  });

  it('takes a double submit to another spelling of the same Gmail inbox for the same signup', async () => {
    const name = `dubbel${Date.now().toString(36)}`;
    const payload = uniqueHousehold({ email: `${name}@gmail.com` });
    const first = await post(t, payload);
    const again = await post(t, { ...payload, email: `${name.slice(0, 3)}.${name.slice(3)}@googlemail.com` });
    expect(again.json()).toEqual(first.json());
    const other = await post(t, { ...payload, email: `${name}+${'x'}@gmail.com`, houseNumber: '99' });
    expect(other.json().id).not.toBe(first.json().id);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const payload = uniqueHousehold();
    const form = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)])).toString();
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain']) {
      const res = await post(t, form, { 'content-type': contentType });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toMatch(/JSON/);
    }
    expect(await countLeads(t.db.orm.em.fork(), payload.email)).toBe(0);
  });

  it('answers 400 with a clear message for malformed JSON', async () => {
    const res = await post(t, '{"firstName": "Jan",', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringContaining('geldige JSON') });
  });

  it.each(['"Jan"', '[1, 2]', 'null', '42'])('answers 400 for the JSON %s, which is not an object', async (body) => {
    const res = await post(t, body, { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Ongeldige gegevens', errors: { _: NOT_AN_OBJECT_MESSAGE } });
  });

  it('answers 413 above 16 KB', async () => {
    const payload = uniqueHousehold({ city: 'x'.repeat(16 * 1024) });
    const res = await post(t, payload);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('16 KB');
    expect(await countLeads(t.db.orm.em.fork(), payload.email)).toBe(0);
  });

  it('accepts a body just under 16 KB and judges it on its fields', async () => {
    const res = await post(t, uniqueHousehold({ sourceUrl: `http://localhost:3000/?q=${'x'.repeat(15_000)}` }));
    expect(res.statusCode).toBe(201);
    const lead = await storedLead(t, res.json().id);
    expect((lead.source_url as string).length).toBe(2000);
  });
});

describe('the signup rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LEADS_RATE_LIMIT: '2/1m' });
  });
  afterAll(async () => {
    await t.close();
  });

  const from = (ip: string) => ({ remoteAddress: ip });

  it('answers 429 with Retry-After and a Dutch message past the limit, per address, REST and tRPC together', async () => {
    const send = (url: string, ip: string) =>
      t.app.inject({ method: 'POST', url, payload: uniqueHousehold(), ...from(ip) });
    expect((await send('/api/leads', '203.0.113.1')).statusCode).toBe(201);
    expect((await send('/trpc/lead.submit', '203.0.113.1')).statusCode).toBe(200);

    const limited = await send('/api/leads', '203.0.113.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^U hebt te veel aanmeldingen na elkaar verstuurd\. Probeer het opnieuw om \d\d:\d\d\.$/);

    const limitedTrpc = await send('/trpc/lead.submit', '203.0.113.1');
    expect(limitedTrpc.statusCode).toBe(429);
    expect(limitedTrpc.headers['retry-after']).toBeDefined();
    expect(limitedTrpc.json().error).toMatchObject({
      message: expect.stringContaining('te veel aanmeldingen'),
      data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path: 'lead.submit' },
    });

    expect((await send('/api/leads', '203.0.113.2')).statusCode).toBe(201);
  });

  it('counts every signup inside a tRPC batch', async () => {
    const payload = { 0: uniqueHousehold(), 1: uniqueHousehold(), 2: uniqueHousehold() };
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/lead.submit,lead.submit,lead.submit?batch=1',
      payload,
      ...from('203.0.113.3'),
    });
    // Each call draws on the allowance as tRPC resolves it: two are stored, the third is refused.
    const calls = res.json() as Array<{ result?: unknown; error?: { data: { httpStatus: number } } }>;
    expect(calls).toHaveLength(3);
    expect(calls.filter((call) => call.result).length).toBe(2);
    expect(calls.filter((call) => call.error?.data.httpStatus === 429).length).toBe(1);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('counts an IPv6 client per /64, and an odd spelling of the path like the plain one', async () => {
    const send = (url: string, ip: string) =>
      t.app.inject({ method: 'POST', url, payload: uniqueHousehold(), ...from(ip) });
    expect((await send('/trpc/lead.submit#x', '2001:db8:5:1::1')).statusCode).toBe(200);
    expect((await send('//api/leads', '2001:db8:5:1::2')).statusCode).toBe(201);
    expect((await send('/trpc/lead%2Esubmit', '2001:db8:5:1:abcd::3')).statusCode).toBe(429);
    expect((await send('/api/leads', '2001:db8:5:2::1')).statusCode).toBe(201);
  });

  it('does not limit other procedures', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/trpc/health.check', ...from('203.0.113.1') });
      expect(res.statusCode).toBe(200);
    }
  });
});
