/**
 * The household's own page over HTTP (issue 23): the personal link of the confirmation mail, stored only
 * as a hash; opening it confirms the address, which staff then see; a wrong link of any kind answers the
 * same 404; the phone and the address corrected as at signup, in the staff's history; mail stopped.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_ERRORS } from '../../src/household-page/texts.ts';
import { NL_VALIDATION } from '../../src/i18n/nl-validation.ts';

const LEAD_MESSAGES = NL_VALIDATION.messages;
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { householdPost, signUpWithLink } from '../helpers/household.ts';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, LEADS_RATE_LIMIT: 'off', HOUSEHOLD_RATE_LIMIT: 'off', LEADS_NOTIFY_EMAIL: 'verkoop@example.be' });
  auth = bearer(await loginToken(t.app));
});
afterAll(async () => {
  await t.close();
});

const detail = async (id: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/leads/${id}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown> & { version: number; householdChanges: Array<Record<string, unknown>> };
};

describe('the personal link', () => {
  it('is in the confirmation mail only; the database keeps its SHA-256, nowhere the token', async () => {
    const h = await signUpWithLink(t.app, t.db);
    const em = t.db.orm.em.fork();
    const links = await em.execute<Array<{ token_hash: string }>>(`select token_hash from household_links where lead_id = ?`, [h.id]);
    expect(links).toEqual([{ token_hash: createHash('sha256').update(h.token).digest('hex') }]);
    const mails = await em.execute<Array<{ kind: string; text: string; html: string }>>(`select kind, text, html from mail_outbox where lead_id = ?`, [h.id]);
    const holding = mails.filter((mail) => mail.text.includes(h.token) || mail.html.includes(h.token)).map((mail) => mail.kind);
    expect(holding).toEqual(['lead-confirmation']);
    const lead = await em.execute(`select * from leads where id = ?`, [h.id]);
    expect(JSON.stringify(lead)).not.toContain(h.token);
    // Once delivered, the mail row keeps nothing of it either.
    await t.app.deps.outbox.runOnce();
    const after = await em.execute(`select * from mail_outbox where lead_id = ?`, [h.id]);
    expect(JSON.stringify(after)).not.toContain(h.token);
  });

  it('is not stored for a double submit, which keeps the first link', async () => {
    const h = await signUpWithLink(t.app, t.db);
    const again = await t.app.inject({ method: 'POST', url: '/api/leads', payload: h.fields });
    expect(again.json()).toMatchObject({ id: h.id });
    const links = await t.db.orm.em.fork().execute(`select id from household_links where lead_id = ?`, [h.id]);
    expect(links).toHaveLength(1);
    expect((await householdPost(t.app, 'open', { token: h.token })).statusCode).toBe(200);
  });
});

describe('opening the page', () => {
  it('greets by name, shows the data and where the household stands, and confirms the address once', async () => {
    const h = await signUpWithLink(t.app, t.db);
    const before = await detail(h.id);
    expect(before.confirmedAt).toBeNull();

    const res = await householdPost(t.app, 'open', { token: h.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.json() as Record<string, unknown> & { progress: { current: string; steps: Array<{ step: string; state: string; at: string | null }> } };
    expect(page).toMatchObject({ firstName: 'Mélanie', email: h.email, phone: h.fields.phone, city: h.fields.city, mailStoppedAt: null });
    expect(page).not.toHaveProperty('id');
    expect(page.progress.current).toBe('confirmed');
    expect(page.progress.steps.map((s) => [s.step, s.state])).toEqual([
      ['signed-up', 'reached'],
      ['confirmed', 'current'],
      ['contacted', 'upcoming'],
      ['proposal', 'upcoming'],
      ['customer', 'upcoming'],
    ]);
    const confirmedAt = page.confirmedAt as string;
    expect(Date.parse(confirmedAt)).toBeGreaterThan(Date.now() - 60_000);

    // Staff see it: in the detail and in the spec's list, as ISO 8601; the version is not raised.
    const after = await detail(h.id);
    expect(after.confirmedAt).toBe(confirmedAt);
    expect(after.version).toBe(before.version);
    const list = await t.app.inject({ method: 'GET', url: `/api/admin/leads?search=${encodeURIComponent(h.email)}`, headers: auth });
    expect(list.json()).toEqual([expect.objectContaining({ id: h.id, confirmedAt })]);

    // A second opening keeps the first moment.
    const second = await householdPost(t.app, 'open', { token: h.token });
    expect((second.json() as { confirmedAt: string }).confirmedAt).toBe(confirmedAt);
  });

  it('answers the same through tRPC', async () => {
    const h = await signUpWithLink(t.app, t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/householdPage.open',
      headers: { 'content-type': 'application/json' },
      payload: { token: h.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((res.json() as { result: { data: { firstName: string } } }).result.data.firstName).toBe('Mélanie');
    // A query by GET, which would carry the token in its URL, does not exist.
    const get = await t.app.inject({ method: 'GET', url: `/trpc/householdPage.open?input=${encodeURIComponent(JSON.stringify({ token: h.token }))}` });
    expect(get.statusCode).toBe(405);
  });

  it('shows the steps with the dates of the status history', async () => {
    const h = await signUpWithLink(t.app, t.db);
    for (const status of ['contacted', 'followup']) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/leads/${h.id}/status`, headers: auth, payload: { status } });
      expect(res.statusCode).toBe(200);
    }
    const page = (await householdPost(t.app, 'open', { token: h.token })).json() as { progress: { current: string; steps: Array<{ step: string; at: string | null }> } };
    expect(page.progress.current).toBe('proposal');
    const history = (await detail(h.id)).history as Array<{ toStatus: string; createdAt: string }>;
    const at = (status: string) => history.find((change) => change.toStatus === status)?.createdAt;
    expect(page.progress.steps.find((s) => s.step === 'contacted')?.at).toBe(at('contacted'));
    expect(page.progress.steps.find((s) => s.step === 'proposal')?.at).toBe(at('followup'));
  });
});

describe('a wrong link', () => {
  const notFound = { message: HOUSEHOLD_ERRORS.linkNotFound };

  it.each([
    ['a forged token of the right form', 'A'.repeat(43)],
    ['a token one character off', null],
    ['a malformed token', 'abc'],
    ['an empty token', ''],
  ])('%s answers 404, word for word as any other', async (_label, forged) => {
    const h = await signUpWithLink(t.app, t.db);
    const token = forged ?? `${h.token.slice(0, -1)}${h.token.endsWith('A') ? 'B' : 'A'}`;
    for (const action of ['open', 'export', 'contact', 'mail', 'erase']) {
      const res = await householdPost(t.app, action, { token, ...validInputOf(action) });
      expect(res.statusCode, action).toBe(404);
      expect(res.json(), action).toEqual(notFound);
    }
    expect((await detail(h.id)).confirmedAt).toBeNull();
  });

  it('of an erased lead answers the same 404', async () => {
    const h = await signUpWithLink(t.app, t.db);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/leads/${h.id}`, headers: auth })).statusCode).toBe(204);
    const res = await householdPost(t.app, 'open', { token: h.token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
  });

  it('that is no text, or too long to be one, is invalid input (400), not a look-up', async () => {
    for (const token of [42, null, 'x'.repeat(201)]) {
      const res = await householdPost(t.app, 'open', { token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: { token: HOUSEHOLD_ERRORS.invalidLink } });
    }
  });
});

/** The rest of a valid input of each action (beside the token). */
function validInputOf(action: string): Record<string, unknown> {
  if (action === 'contact') return { phone: '0470 99 88 77', street: 'Nieuwstraat', houseNumber: '5', postalCode: '9000', city: 'Gent' };
  if (action === 'mail') return { stopped: true };
  if (action === 'erase') return { confirm: true };
  return {};
}

describe('correcting the phone number and the address', () => {
  it('validates as at signup, stores the correction, raises the version and shows it in the staff history', async () => {
    const h = await signUpWithLink(t.app, t.db);
    const before = await detail(h.id);

    const invalid = await householdPost(t.app, 'contact', { token: h.token, ...validInputOf('contact'), phone: '12', postalCode: '0123' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ errors: { phone: LEAD_MESSAGES.phone, postalCode: LEAD_MESSAGES.postalCode } });
    expect((await detail(h.id)).version).toBe(before.version);

    const res = await householdPost(t.app, 'contact', { token: h.token, ...validInputOf('contact'), street: '  Nieuwstraat ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '0470 99 88 77', street: 'Nieuwstraat', houseNumber: '5', postalCode: '9000', city: 'Gent' });

    const after = await detail(h.id);
    expect(after).toMatchObject({ phone: '0470 99 88 77', street: 'Nieuwstraat', city: 'Gent', version: before.version + 1 });
    expect(after.householdChanges).toEqual([
      expect.objectContaining({
        kind: 'contact',
        changes: {
          phone: { from: h.fields.phone, to: '0470 99 88 77' },
          street: { from: h.fields.street, to: 'Nieuwstraat' },
          houseNumber: { from: h.fields.houseNumber, to: '5' },
          postalCode: { from: h.fields.postalCode, to: '9000' },
          city: { from: h.fields.city, to: 'Gent' },
        },
      }),
    ]);

    // The same values again change nothing: no history, no new version.
    expect((await householdPost(t.app, 'contact', { token: h.token, ...validInputOf('contact') })).statusCode).toBe(200);
    const same = await detail(h.id);
    expect(same.version).toBe(after.version);
    expect(same.householdChanges).toHaveLength(1);
  });

  it('makes a status change decided on the older data fail with 412, naming the household', async () => {
    const h = await signUpWithLink(t.app, t.db);
    const { version } = await detail(h.id);
    await householdPost(t.app, 'contact', { token: h.token, ...validInputOf('contact') });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${h.id}/status`,
      headers: { ...auth, 'if-match': `"${version}"` },
      payload: { status: 'contacted' },
    });
    expect(res.statusCode).toBe(412);
    expect((res.json() as { message: string }).message).toMatch(/het huishouden wijzigde/i);
  });
});

describe('stopping mail', () => {
  it('withholds the mails still waiting, sends the staff notice, and says so on the page and to staff', async () => {
    const h = await signUpWithLink(t.app, t.db);
    const res = await householdPost(t.app, 'mail', { token: h.token, stopped: true });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { mailStoppedAt: string | null }).mailStoppedAt).toEqual(expect.any(String));

    const mails = () => t.db.orm.em.fork().execute<Array<{ kind: string; status: string; recipient: string }>>(
      `select kind, status, recipient from mail_outbox where lead_id = ? order by kind`,
      [h.id],
    );
    expect(await mails()).toEqual([
      { kind: 'lead-confirmation', status: 'withheld', recipient: '' },
      { kind: 'lead-notification', status: 'pending', recipient: 'verkoop@example.be' },
    ]);
    await t.app.deps.outbox.runOnce();
    expect((await mails()).map((mail) => mail.status)).toEqual(['withheld', 'sent']);
    const staff = await detail(h.id);
    expect(staff.mailStoppedAt).toEqual(expect.any(String));
    expect(staff.householdChanges.map((change) => change.kind)).toEqual(['mail-stopped']);

    const resumed = await householdPost(t.app, 'mail', { token: h.token, stopped: false });
    expect((resumed.json() as { mailStoppedAt: string | null }).mailStoppedAt).toBeNull();
    expect((await detail(h.id)).householdChanges.map((change) => change.kind)).toEqual(['mail-resumed', 'mail-stopped']);
  });

  it('is respected by the outbox for a mail queued after the household stopped', async () => {
    const h = await signUpWithLink(t.app, t.db);
    // As if the household stopped mail while the confirmation waited (another instance, another link).
    await t.db.orm.em.fork().execute(`update leads set mail_stopped_at = now() where id = ?`, [h.id]);
    await t.app.deps.outbox.runOnce();
    const rows = await t.db.orm.em.fork().execute<Array<{ kind: string; status: string }>>(
      `select kind, status from mail_outbox where lead_id = ? order by kind`,
      [h.id],
    );
    expect(rows).toEqual([
      { kind: 'lead-confirmation', status: 'withheld' },
      { kind: 'lead-notification', status: 'sent' },
    ]);
  });

  it('through tRPC too: a correction and a choice about mail, each answering the page', async () => {
    const h = await signUpWithLink(t.app, t.db);
    const call = (procedure: string, input: object) =>
      t.app.inject({ method: 'POST', url: `/trpc/householdPage.${procedure}`, headers: { 'content-type': 'application/json' }, payload: input });
    const corrected = await call('updateContact', { token: h.token, ...validInputOf('contact') });
    expect(corrected.statusCode).toBe(200);
    expect((corrected.json() as { result: { data: { city: string } } }).result.data.city).toBe('Gent');
    const stopped = await call('setMailStopped', { token: h.token, stopped: true });
    expect((stopped.json() as { result: { data: { mailStoppedAt: string | null } } }).result.data.mailStoppedAt).toEqual(expect.any(String));
    expect((await detail(h.id)).householdChanges.map((change) => change.kind)).toEqual(['mail-stopped', 'contact']);
  });

  it('refuses a choice that is not true or false', async () => {
    const h = await signUpWithLink(t.app, t.db);
    const res = await householdPost(t.app, 'mail', { token: h.token, stopped: 'ja' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { stopped: HOUSEHOLD_ERRORS.mailChoice } });
  });
});
