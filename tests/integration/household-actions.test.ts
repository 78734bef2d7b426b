/**
 * The household's own actions over HTTP (issue 23), REST and tRPC alike: the download of everything
 * stored, the erasure after one confirmation step (lead, notes, history, mails and mail files go; the
 * audit log keeps the number only; every link then answers 404), and a new link for a lost one (the
 * same answer for any address, sent only to the signup's address, a few a day per mailbox).
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_ACTOR } from '../../server/services/household-page/household-erasure.ts';
import { LINK_MAILS_PER_MAILBOX_PER_DAY } from '../../src/household-page/link.ts';
import { HOUSEHOLD_ERRORS, LINK_REQUEST_TEXTS } from '../../src/household-page/texts.ts';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { householdPost, linkTokenIn, queuedLinkToken, signUpWithLink } from '../helpers/household.ts';
import { filesHolding } from '../helpers/files.ts';

const DATA_DIR = `.tmp/test-household-${process.pid}`;
let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, DATA_DIR, LEADS_RATE_LIMIT: 'off', HOUSEHOLD_RATE_LIMIT: 'off', LEADS_NOTIFY_EMAIL: 'verkoop@example.be' });
  auth = bearer(await loginToken(t.app));
});
afterAll(async () => {
  await t.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

const trpc = (procedure: string, input: unknown) =>
  t.app.inject({ method: 'POST', url: `/trpc/householdPage.${procedure}`, headers: { 'content-type': 'application/json' }, payload: input as object });
const sql = <T>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute<T[]>(query, params);

/** A number written in letters (a name takes no digits): 123 -> 'bcd'. */
const lettersOnly = (n: number) => String(n).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '');

describe('downloading everything stored', () => {
  it('answers one JSON file with the lead, its status history, notes, own changes and mails (REST and tRPC)', async () => {
    const h = await signUpWithLink(t.app, t.db);
    await t.app.inject({ method: 'PATCH', url: `/api/admin/leads/${h.id}/status`, headers: auth, payload: { status: 'contacted' } });
    await t.app.inject({ method: 'POST', url: `/api/admin/leads/${h.id}/notes`, headers: auth, payload: { body: 'Belt terug na 18 uur' } });
    await householdPost(t.app, 'contact', { token: h.token, phone: '0470 99 88 77', street: 'Nieuwstraat', houseNumber: '5', postalCode: '9000', city: 'Gent' });
    await t.app.deps.outbox.runOnce();

    const res = await householdPost(t.app, 'export', { token: h.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mijn-gegevens-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const file = res.json() as Record<string, unknown> & { lead: Record<string, unknown>; mails: Array<Record<string, unknown>> };
    expect(res.body).toContain(h.email);
    expect(file.lead).toMatchObject({ id: h.id, email: h.email, firstName: 'Mélanie', phone: '0470 99 88 77', status: 'contacted' });
    expect(file.statusHistory).toEqual([expect.objectContaining({ fromStatus: 'new', toStatus: 'contacted' })]);
    expect(file.notes).toEqual([expect.objectContaining({ body: 'Belt terug na 18 uur' })]);
    expect(file.ownChanges).toEqual([expect.objectContaining({ kind: 'contact' })]);
    expect(file.mails).toEqual([
      expect.objectContaining({ kind: 'lead-confirmation', to: 'household', status: 'sent', sentAt: expect.any(String) }),
      expect.objectContaining({ kind: 'lead-notification', to: 'staff', status: 'sent' }),
    ]);
    // Staff names stay out; the token is nowhere in it.
    expect(res.body).not.toContain(ADMIN_ENV.ADMIN_USERNAME);
    expect(res.body).not.toContain(h.token);

    const viaTrpc = await trpc('exportData', { token: h.token });
    expect(viaTrpc.statusCode).toBe(200);
    expect((viaTrpc.json() as { result: { data: { lead: unknown } } }).result.data.lead).toEqual(file.lead);
  });
});

describe('erasing everything', () => {
  it('asks for its confirmation step in the call itself', async () => {
    const h = await signUpWithLink(t.app, t.db);
    for (const confirm of [undefined, false, 'ja']) {
      const res = await householdPost(t.app, 'erase', { token: h.token, confirm });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: { confirm: HOUSEHOLD_ERRORS.confirmErase } });
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/leads/${h.id}`, headers: auth })).statusCode).toBe(200);
  });

  it.each(['REST', 'tRPC'])('through %s erases the lead, its notes, history, changes, links, mails and mail files', async (transport) => {
    const lastName = `Wisser${transport}${lettersOnly(Date.now())}`;
    const h = await signUpWithLink(t.app, t.db, { lastName });
    await t.app.inject({ method: 'PATCH', url: `/api/admin/leads/${h.id}/status`, headers: auth, payload: { status: 'contacted' } });
    await t.app.inject({ method: 'POST', url: `/api/admin/leads/${h.id}/notes`, headers: auth, payload: { body: `Notitie over ${lastName}` } });
    await householdPost(t.app, 'link', { email: h.email });
    await t.app.deps.linkRequests.runOnce();
    await t.app.deps.outbox.runOnce();
    await householdPost(t.app, 'mail', { token: h.token, stopped: true });
    expect(filesHolding(DATA_DIR, lastName).length).toBeGreaterThan(0);

    const res = transport === 'REST' ? await householdPost(t.app, 'erase', { token: h.token, confirm: true }) : await trpc('erase', { token: h.token, confirm: true });
    expect(res.statusCode).toBe(transport === 'REST' ? 204 : 200);

    expect((await t.app.inject({ method: 'GET', url: `/api/admin/leads/${h.id}`, headers: auth })).statusCode).toBe(404);
    for (const table of ['leads', 'lead_notes', 'lead_status_changes', 'household_changes', 'household_links', 'mail_outbox']) {
      const column = table === 'leads' ? 'id' : 'lead_id';
      expect(await sql(`select 1 from "${table}" where "${column}" = ?`, [h.id]), table).toEqual([]);
    }
    expect(filesHolding(DATA_DIR, lastName)).toEqual([]);
    expect(filesHolding(DATA_DIR, h.email)).toEqual([]);
    const audit = await sql<{ action: string; actor: string; details: unknown }>(`select action, actor, details from audit_log where lead_id = ?`, [h.id]);
    expect(audit).toEqual([{ action: 'lead.erased_by_household', actor: HOUSEHOLD_ACTOR, details: null }]);
    expect(JSON.stringify(await sql(`select * from audit_log`))).not.toContain(lastName);

    // The link, and the newer one it asked for, then open nothing: the 404 of a forged link.
    const again = await householdPost(t.app, 'open', { token: h.token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: HOUSEHOLD_ERRORS.linkNotFound });
    expect((await householdPost(t.app, 'erase', { token: h.token, confirm: true })).statusCode).toBe(404);
  });
});

describe('a new link for a lost one', () => {
  it('answers the same for a known and an unknown address, and mails a working link to the known one only', async () => {
    const h = await signUpWithLink(t.app, t.db);
    const known = await householdPost(t.app, 'link', { email: h.email.toUpperCase() });
    const unknown = await householdPost(t.app, 'link', { email: `niemand.${Date.now()}@example.be` });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: LINK_REQUEST_TEXTS.sent });
    expect(unknown.body).toBe(known.body);
    // Answered off the request's path (link-request-queue.ts): nothing is written until the queue runs.
    expect(await sql(`select 1 from mail_outbox where lead_id = ? and kind = 'household-link'`, [h.id])).toEqual([]);
    expect(await t.app.deps.linkRequests.runOnce()).toBe(1);

    const mails = await sql<{ recipient: string; text: string }>(`select recipient, text from mail_outbox where lead_id = ? and kind = 'household-link'`, [h.id]);
    expect(mails.map((mail) => mail.recipient)).toEqual([h.email]);
    const token = await queuedLinkToken(t.db, h.id, 'household-link');
    expect(token).not.toBe(h.token);
    expect(linkTokenIn(mails[0]?.text ?? '')).toBe(token);
    // Both links work: a stranger can send the household a mail, not take its page away.
    for (const link of [token, h.token]) expect((await householdPost(t.app, 'open', { token: link })).statusCode).toBe(200);
  });

  it(`sends at most ${LINK_MAILS_PER_MAILBOX_PER_DAY} a day to one mailbox, however the address is spelled, with the same answer`, async () => {
    const local = `lotte.${Date.now().toString(36)}`;
    const h = await signUpWithLink(t.app, t.db, { email: `${local}@gmail.com` });
    const spellings = [`${local}@gmail.com`, `${local.replace('.', '')}@gmail.com`, `${local}+x@GMAIL.com`, `${local}@googlemail.com`, `${local}@gmail.com`];
    for (const email of spellings) {
      const res = await householdPost(t.app, 'link', { email });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: LINK_REQUEST_TEXTS.sent });
    }
    await t.app.deps.linkRequests.runOnce();
    const sent = await sql(`select 1 from mail_outbox where lead_id = ? and kind = 'household-link'`, [h.id]);
    expect(sent).toHaveLength(LINK_MAILS_PER_MAILBOX_PER_DAY);
  });

  it('mails nothing to a household that stopped mail, whoever asks (decision 030), with the same answer', async () => {
    const h = await signUpWithLink(t.app, t.db);
    await householdPost(t.app, 'mail', { token: h.token, stopped: true });
    const res = await householdPost(t.app, 'link', { email: h.email });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: LINK_REQUEST_TEXTS.sent });
    expect(await t.app.deps.linkRequests.runOnce()).toBe(0);
    expect(await sql(`select 1 from mail_outbox where lead_id = ? and kind = 'household-link'`, [h.id])).toEqual([]);
    expect(await sql(`select 1 from household_links where lead_id = ?`, [h.id])).toHaveLength(1);
    // Once it resumes mail, a lost link is mailed again.
    await householdPost(t.app, 'mail', { token: h.token, stopped: false });
    await householdPost(t.app, 'link', { email: h.email });
    expect(await t.app.deps.linkRequests.runOnce()).toBe(1);
  });

  it('refuses an address that is none, in Dutch, through tRPC too', async () => {
    const res = await trpc('requestLink', { email: 'geen-adres' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: { data: { fieldErrors: Record<string, string> } } }).error.data.fieldErrors.email).toMatch(/e-mailadres/);
  });
});
