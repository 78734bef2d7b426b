/**
 * Personal proposals (issue 24) through the real HTTP server: staff send one (REST and tRPC), the
 * validation errors, the mail in the outbox, the household reads and answers it with its link only,
 * the expiry rule in Brussels time, and acceptance as staff see it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProposal } from '../../server/services/proposals/proposal-answer.ts';
import { ADMIN_ENV, bearer, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller, TERMS } from '../helpers/sales.ts';

let t: TestApp;
let dataDir: string;
let auth: { authorization: string };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'proposals-'));
  t = await createTestApp({ ...ADMIN_ENV, DATA_DIR: dataDir, LEADS_NOTIFY_EMAIL: 'verkoop@example.be', PUBLIC_URL: 'https://www.example.be',
    ...CONTROLLER });
  auth = bearer(await loginToken(t.app));
  // The one installer serving every postal code: each proposal's default seller.
  await addInstaller(t.db);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The company the contract is with, as an operator configures it. */
const CONTROLLER = { CONTROLLER_NAME: 'Waterzacht bv', CONTROLLER_ADDRESS: 'Industrieweg 12, 2200 Herentals', CONTROLLER_COMPANY_NUMBER: 'BE 0123 456 749' };

const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-01-15`;
const minimal = { ...TERMS, validUntil: NEXT_YEAR };

async function newLead(fields: Record<string, unknown> = {}) {
  const [lead] = await insertLeads(t.db, [{ email: `h${Math.random().toString(36).slice(2)}@example.be`, ...fields }]);
  if (!lead) throw new Error('no lead written');
  return lead.id;
}

const send = (leadId: number, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/admin/leads/${leadId}/proposals`, headers: auth, payload: body as object });

/** The token of the newest proposal mail of a lead, read from the queued mail (as the household's inbox would). */
async function tokenOfLatestMail(leadId: number, kind = 'proposal'): Promise<string> {
  const rows = await t.db.orm.em.fork().execute<Array<{ text: string }>>(
    `select "text" from "mail_outbox" where "lead_id" = ? and "kind" = ? order by "id" desc limit 1`,
    [leadId, kind],
  );
  const match = /mijn-aanmelding#([A-Za-z0-9_-]{43})/.exec(rows[0]?.text ?? '');
  if (!match?.[1]) throw new Error('no link in the mail');
  return match[1];
}

const household = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/household-page/proposals${url}`, payload });

describe('staff send a proposal', () => {
  it('answers 201 for the minimal body and lists it in the lead detail', async () => {
    const id = await newLead();
    const res = await send(id, minimal);
    expect(res.statusCode).toBe(201);
    const proposal = res.json();
    expect(proposal).toMatchObject({ model: '18L', priceEuro: 1890, validUntil: NEXT_YEAR, status: 'sent', answeredAt: null, hasWifi: false });
    // The seller recorded no terms: only the installation (salt and a filter need its terms, issue 42).
    expect(proposal.included).toEqual(['installation']);

    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/leads/${id}`, headers: auth })).json();
    expect(detail.proposals).toEqual([expect.objectContaining({ id: proposal.id, model: '18L', priceEuro: 1890, validUntil: NEXT_YEAR, status: 'sent', answeredAt: null })]);
    // The lead moved on to the household's step 'voorstel' (decision 031), recorded in its history.
    expect(detail.status).toBe('followup');
    expect(detail.history[0]).toMatchObject({ fromStatus: 'new', toStatus: 'followup', changedBy: 'beheerder' });
  });

  it.each([
    ['a past date', { ...minimal, validUntil: '2020-01-01' }, 'validUntil', /toekomst/],
    ['today', { ...minimal, validUntil: new Date().toISOString().slice(0, 10) }, 'validUntil', /toekomst|bestaat/],
    ['a day that does not exist', { ...minimal, validUntil: `${new Date().getUTCFullYear() + 1}-02-30` }, 'validUntil', /bestaat niet/],
    ['a price of 0', { ...minimal, priceEuro: 0 }, 'priceEuro', /meer dan 0/],
    ['a price in cents', { ...minimal, priceEuro: 1890.5 }, 'priceEuro', /geheel/],
    ['an unknown model', { ...minimal, model: '30L' }, 'model', /Onbekend model/],
    ['no model', { ...minimal, model: undefined }, 'model', /Onbekend model/],
    ['no installation window', { ...minimal, installationFrom: undefined }, 'installationFrom', /Installatie vanaf/],
    ['an installation window that ends before it starts', { ...minimal, installationTo: TERMS.installationFrom, installationFrom: TERMS.installationTo }, 'installationTo', /op of na de eerste dag/],
    ['an unknown included item', { ...minimal, included: ['jacuzzi'] }, 'included.0', /Inbegrepen/],
  ])('refuses %s with 400 and a Dutch message', async (_name, body, field, message) => {
    const id = await newLead();
    const res = await send(id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Ongeldige gegevens');
    expect(res.json().errors[field]).toMatch(message);
    const rows = await t.db.orm.em.fork().execute(`select 1 from "proposals" where "lead_id" = ?`, [id]);
    expect(rows).toHaveLength(0);
  });

  it('answers 404 for an unknown lead and 401 without a session', async () => {
    expect((await send(999_999, minimal)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/leads/1/proposals', payload: minimal });
    expect(anonymous.statusCode).toBe(401);
  });

  it('has the same procedures over tRPC', async () => {
    const id = await newLead();
    const sent = await t.app.inject({ method: 'POST', url: '/trpc/admin.proposals.send', headers: auth, payload: { id, ...minimal, priceEuro: 2100 } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().result.data).toMatchObject({ priceEuro: 2100, status: 'sent' });
    const bad = await t.app.inject({ method: 'POST', url: '/trpc/admin.proposals.send', headers: auth, payload: { id, ...minimal, priceEuro: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.data.fieldErrors.priceEuro).toMatch(/meer dan 0/);
    const list = await t.app.inject({ method: 'GET', url: `/trpc/admin.proposals.list?input=${encodeURIComponent(JSON.stringify({ id }))}`, headers: auth });
    expect(list.json().result.data).toHaveLength(1);
  });

  it('withdraws the open proposal when a new one is sent', async () => {
    const id = await newLead();
    const first = (await send(id, minimal)).json();
    const second = (await send(id, { ...minimal, priceEuro: 1790 })).json();
    const list = (await t.app.inject({ method: 'GET', url: `/api/admin/leads/${id}/proposals`, headers: auth })).json();
    expect(list.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([
      [second.id, 'sent'],
      [first.id, 'withdrawn'],
    ]);
  });

  it('mails "Uw persoonlijk voorstel" once, with the price as a Belgian reads it and a personal link', async () => {
    const id = await newLead({ firstName: 'Griet' });
    await send(id, minimal);
    await t.app.deps.outbox.runOnce();
    await t.app.deps.outbox.runOnce();
    const files = readdirSync(path.join(dataDir, 'outbox')).map((name) => readFileSync(path.join(dataDir, 'outbox', name), 'utf8'));
    const mine = files.filter((file) => file.includes('Beste Griet'));
    expect(mine).toHaveLength(1);
    const decoded = (mine[0] ?? '').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(decoded).toMatch(/Uw persoonlijk voorstel/);
    expect(Buffer.from(decoded, 'latin1').toString('utf8')).toContain('€\u00a01.890');
    expect(decoded).toMatch(/https:\/\/www\.example\.be\/mijn-aanmelding#[A-Za-z0-9_-]{43}/);
  });
});

describe('the household answers its proposal', () => {
  it('reads it and accepts it with its own link (REST); staff see accepted and get a mail', async () => {
    const id = await newLead({ firstName: 'An', lastName: 'Janssens' });
    const proposal = (await send(id, minimal)).json();
    const token = await tokenOfLatestMail(id);
    const list = await household('', { token });
    expect(list.statusCode).toBe(200);
    const [shown] = list.json();
    expect(shown).toMatchObject({ id: proposal.id, status: 'sent', canAnswer: true, priceEuro: 1890 });
    expect(shown.lines.join('\n')).toContain('€\u00a01.890');
    expect(shown.lines.join('\n')).toMatch(/14 dagen/);
    // Who sells (the installer) and who mediates (the configured organiser).
    expect(shown.lines.join('\n')).toMatch(/Verkoper: Waterwerken Peeters bv, Industrieweg 14, 2200 Herentals, ondernemingsnummer 0123\.456\.749/);
    expect(shown.lines.join('\n')).toMatch(/georganiseerd door Waterzacht bv, Industrieweg 12, 2200 Herentals, ondernemingsnummer 0123\.456\.749/);
    expect(shown).not.toHaveProperty('sentBy');

    expect((await household('/accept', { token, proposalId: proposal.id })).statusCode).toBe(400);
    const accepted = await household('/accept', { token, proposalId: proposal.id, confirm: true });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()[0]).toMatchObject({ status: 'accepted', canAnswer: false });

    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/leads/${id}`, headers: auth })).json();
    expect(detail.proposals[0]).toMatchObject({ status: 'accepted', acceptedText: shown.lines.join('\n') });
    expect(detail.proposals[0].answeredAt).toEqual(expect.any(String));
    expect(detail.status).toBe('converted');
    expect(detail.history[0]).toMatchObject({ fromStatus: 'followup', toStatus: 'converted', changedBy: 'Huishouden (eigen pagina)' });
    const staff = await t.db.orm.em.fork().execute<Array<{ recipient: string; subject: string }>>(
      `select "recipient", "subject" from "mail_outbox" where "lead_id" = ? and "kind" = 'order-notice' and "status" = 'pending' order by "recipient"`,
      [id],
    );
    // The seller and staff get the order's notice.
    expect(staff).toEqual([
      { recipient: 'verkoop@example.be', subject: `Bestelling ${detail.order.id} besteld: An Janssens (lead ${id})` },
      { recipient: 'verkoop@waterwerken-peeters.example', subject: `Bestelling ${detail.order.id} besteld: An Janssens` },
    ]);
    // The household's download holds the proposal and its answer.
    const download = (await t.app.inject({ method: 'POST', url: '/api/household-page/export', payload: { token } })).json();
    expect(download.proposals[0]).toMatchObject({ id: proposal.id, status: 'accepted', lines: shown.lines });
    // Answered once: a second answer is refused.
    const again = await household('/decline', { token, proposalId: proposal.id, confirm: true });
    expect(again.statusCode).toBe(409);
  });

  it('declines over tRPC; the lead keeps its status', async () => {
    const id = await newLead();
    const proposal = (await send(id, minimal)).json();
    const token = await tokenOfLatestMail(id);
    const listed = await t.app.inject({ method: 'POST', url: '/trpc/proposals.list', payload: { token } });
    expect(listed.json().result.data[0].id).toBe(proposal.id);
    const declined = await t.app.inject({ method: 'POST', url: '/trpc/proposals.decline', payload: { token, proposalId: proposal.id, confirm: true } });
    expect(declined.json().result.data[0].status).toBe('declined');
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/leads/${id}`, headers: auth })).json();
    expect(detail.status).toBe('followup');
    expect(detail.proposals[0].status).toBe('declined');
  });

  it("reaches nothing of another household with its own link", async () => {
    const a = await newLead();
    const b = await newLead();
    await send(a, minimal);
    const theirs = (await send(b, { ...minimal, priceEuro: 999 })).json();
    const tokenA = await tokenOfLatestMail(a);
    const listA = (await household('', { token: tokenA })).json();
    expect(listA.map((p: { id: number }) => p.id)).not.toContain(theirs.id);
    for (const action of ['/accept', '/decline']) {
      const res = await household(action, { token: tokenA, proposalId: theirs.id, confirm: true });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('999');
    }
    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/proposals.accept', payload: { token: tokenA, proposalId: theirs.id, confirm: true } });
    expect(trpc.statusCode).toBe(404);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/leads/${b}`, headers: auth })).json();
    expect(detail.proposals[0].status).toBe('sent');
    // A forged link: 404 as on the page.
    expect((await household('', { token: 'x'.repeat(43) })).statusCode).toBe(404);
  });

  it('cannot be accepted after the end of its last day in Brussels', async () => {
    const id = await newLead();
    const proposal = (await send(id, { ...minimal, validUntil: NEXT_YEAR })).json();
    const token = await tokenOfLatestMail(id);
    const em = () => t.db.orm.em.fork();
    // 00:10 in Brussels on the day after (23:10 UTC on the last day, winter time): ended.
    const after = new Date(`${NEXT_YEAR}T23:10:00Z`);
    await expect(answerProposal(em(), t.env, { token, proposalId: proposal.id, confirm: true }, 'accepted', after)).rejects.toThrow(/expired/);
    // 23:50 in Brussels on the last day: still open.
    const before = new Date(`${NEXT_YEAR}T22:50:00Z`);
    const result = await answerProposal(em(), t.env, { token, proposalId: proposal.id, confirm: true }, 'accepted', before);
    expect(result[0]?.status).toBe('accepted');
  });

  it('shows an ended proposal as expired and refuses it over HTTP (409, Dutch)', async () => {
    const id = await newLead();
    const proposal = (await send(id, minimal)).json();
    const token = await tokenOfLatestMail(id);
    await t.db.orm.em.fork().execute(`update "proposals" set "valid_until" = '2024-01-01' where "id" = ?`, [proposal.id]);
    const [shown] = (await household('', { token })).json();
    expect(shown).toMatchObject({ status: 'expired', canAnswer: false });
    const res = await household('/accept', { token, proposalId: proposal.id, confirm: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/verlopen/);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/leads/${id}`, headers: auth })).json();
    expect(detail.proposals[0].status).toBe('expired');
  });
});

describe('statistics and exports', () => {
  it('counts the funnel per month of signup and puts the latest proposal in both exports', async () => {
    const accepted = await newLead({ confirmedAt: new Date(), email: 'funnel-a@example.be' });
    const sentOnly = await newLead({ email: 'funnel-b@example.be' });
    const proposal = (await send(accepted, minimal)).json();
    await send(sentOnly, minimal);
    await answerProposal(t.db.orm.em.fork(), t.env, { token: await tokenOfLatestMail(accepted), proposalId: proposal.id, confirm: true }, 'accepted');

    const funnel = await t.app.inject({ method: 'GET', url: '/api/admin/stats/funnel', headers: auth });
    expect(funnel.statusCode).toBe(200);
    const counts = await t.db.orm.em.fork().execute<Array<{ signups: number; confirmed: number; proposed: number; accepted: number }>>(
      `select count(*)::int as "signups", count("confirmed_at")::int as "confirmed",
         count(*) filter (where exists (select 1 from "proposals" p where p."lead_id" = l."id"))::int as "proposed",
         count(*) filter (where exists (select 1 from "proposals" p where p."lead_id" = l."id" and p."status" = 'accepted'))::int as "accepted"
       from "leads" l`,
    );
    const [month] = funnel.json();
    // Every lead of this test signed up this month.
    expect(month).toMatchObject(counts[0] ?? {});
    expect(month.accepted).toBeGreaterThanOrEqual(2);
    expect(month.conversion.overall).toBeCloseTo(Math.round((month.accepted / month.signups) * 1000) / 10);
    const trpc = await t.app.inject({ method: 'GET', url: '/trpc/admin.stats.funnel', headers: auth });
    expect(trpc.json().result.data).toEqual(funnel.json());

    const csv = (await t.app.inject({ method: 'GET', url: '/api/admin/leads/export.csv?search=funnel-a', headers: auth })).body;
    expect(csv).toContain('"Laatste voorstel: status"');
    expect(csv).toMatch(/"1";"Aanvaard";"18L";"1890";"15\/01\/\d{4}"/);
  });
});

describe('hostile input', () => {
  it('answers Dutch 4xx, never 500, to malformed calls', async () => {
    const id = await newLead();
    const token = await (async () => {
      await send(id, minimal);
      return tokenOfLatestMail(id);
    })();
    const cases: Array<[string, InjectOptions, number]> = [
      ['a proposal number as text', { method: 'POST', url: '/api/household-page/proposals/accept', payload: { token, proposalId: '1', confirm: true } }, 400],
      ['no confirmation', { method: 'POST', url: '/api/household-page/proposals/decline', payload: { token, proposalId: 1 } }, 400],
      ['a body that is not JSON', { method: 'POST', url: '/api/household-page/proposals', headers: { 'content-type': 'text/plain' }, payload: 'token' }, 415],
      ['a body over 16 KB', { method: 'POST', url: `/api/admin/leads/${id}/proposals`, headers: auth, payload: { ...minimal, note: 'x'.repeat(20_000) } }, 413],
      ['a note too long', { method: 'POST', url: `/api/admin/leads/${id}/proposals`, headers: auth, payload: { ...minimal, note: 'x'.repeat(1001) } }, 400],
      ['a date as a number', { method: 'POST', url: `/api/admin/leads/${id}/proposals`, headers: auth, payload: { ...minimal, validUntil: 20271231 } }, 400],
      ['a list instead of an object', { method: 'POST', url: `/api/admin/leads/${id}/proposals`, headers: auth, payload: [minimal] }, 400],
      ['a lead number that is not one', { method: 'POST', url: '/api/admin/leads/01/proposals', headers: auth, payload: minimal }, 400],
      ['an unknown bulk job', { method: 'GET', url: '/api/admin/proposals/bulk/999999', headers: auth }, 404],
      ['an unknown province', { method: 'POST', url: '/api/admin/proposals/bulk/preview', headers: auth, payload: { province: 'atlantis' } }, 400],
      ['a bulk preview without a session', { method: 'POST', url: '/api/admin/proposals/bulk/preview', payload: {} }, 401],
    ];
    for (const [what, request, status] of cases) {
      const res = await t.app.inject(request);
      expect(res.statusCode, what).toBe(status);
      expect(res.json().message, what).toMatch(/[a-z]/);
      expect(res.body, what).not.toMatch(/Error|at \w+ \(/);
    }
  });
});
