/**
 * An accepted order is a contract, not a lead (issue 33 items 8 and 10): the household's "alles wissen"
 * erases what the order does not need and keeps the order with the buyer's data for ten years (decision
 * 046), staff are told and cannot erase it either; the retention purge erases it when its time has come;
 * and the funnel per month of signup never shows a step above the one before, nor changes when leads
 * are erased.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLogEntry } from '../../database/entities/index.ts';
import { purgeExpiredLeads } from '../../server/services/retention.ts';
import { ADMIN_ENV, bearer, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller, TERMS } from '../helpers/sales.ts';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, LEADS_NOTIFY_EMAIL: 'verkoop@example.be' });
  auth = bearer(await loginToken(t.app));
  await addInstaller(t.db);
});
afterAll(async () => {
  await t.close();
});

const sql = <T>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute<T[]>(query, params);

async function tokenOf(leadId: number): Promise<string> {
  const [mail] = await sql<{ text: string }>(`select "text" from "mail_outbox" where "lead_id" = ? and "kind" = 'proposal' order by "id" desc limit 1`, [leadId]);
  return /#([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
}

async function propose(leadId: number) {
  const proposal = (await t.app.inject({ method: 'POST', url: `/api/admin/leads/${leadId}/proposals`, headers: auth, payload: TERMS })).json();
  return { proposal, token: await tokenOf(leadId) };
}

async function customer(fields: Record<string, unknown> = {}) {
  const [lead] = await insertLeads(t.db, [{ email: `c${Math.random().toString(36).slice(2)}@example.be`, utmSource: 'folder', landingPage: 'http://localhost:3000/gent', ...fields }]);
  const id = lead?.id ?? 0;
  const declined = await propose(id);
  await t.app.inject({ method: 'POST', url: '/api/household-page/proposals/decline', payload: { token: declined.token, proposalId: declined.proposal.id, confirm: true } });
  const { proposal, token } = await propose(id);
  await t.app.inject({ method: 'POST', url: `/api/admin/leads/${id}/notes`, headers: auth, payload: { body: 'Belt liefst na 18 uur' } });
  const accepted = await t.app.inject({ method: 'POST', url: '/api/household-page/proposals/accept', payload: { token, proposalId: proposal.id, confirm: true } });
  expect(accepted.statusCode).toBe(200);
  return { id, token, proposal };
}

describe('erasing a household with an order', () => {
  it('erases what the order does not need, keeps the order ten years, keeps the link working and tells staff', async () => {
    const { id, token, proposal } = await customer();
    const res = await t.app.inject({ method: 'POST', url: '/api/household-page/erase', payload: { token, confirm: true } });
    expect(res.statusCode).toBe(200);
    const { erased, keptUntil } = res.json();
    expect(erased).toBe('partly');
    expect(Number(keptUntil.slice(0, 4))).toBe(new Date().getUTCFullYear() + 10);

    // The link still opens the page: what is kept, until when, and the order (withdrawal still possible).
    const page = (await t.app.inject({ method: 'POST', url: '/api/household-page/open', payload: { token } })).json();
    expect(page).toMatchObject({ orderKeptUntil: keptUntil, erasureRequestedAt: expect.any(String), mailStoppedAt: expect.any(String) });
    const proposals = (await t.app.inject({ method: 'POST', url: '/api/household-page/proposals', payload: { token } })).json();
    expect(proposals.map((p: { id: number }) => p.id)).toEqual([proposal.id]);
    expect(proposals[0].order).toMatchObject({ status: 'accepted', canWithdraw: true });

    const [lead] = await sql<Record<string, unknown>>(`select "first_name", "email", "utm_source", "landing_page", "source_url" from "leads" where "id" = ?`, [id]);
    expect(lead).toMatchObject({ first_name: 'Jan', utm_source: null, landing_page: null, source_url: null });
    for (const table of ['lead_notes', 'lead_status_changes', 'household_changes']) {
      expect(await sql(`select 1 from "${table}" where "lead_id" = ?`, [id]), table).toHaveLength(0);
    }
    // Sent copies are gone; the order's confirmation still waiting to be sent is not.
    const kinds = (await sql<{ kind: string }>(`select "kind" from "mail_outbox" where "lead_id" = ? order by "id"`, [id])).map((row) => row.kind);
    expect(kinds).toContain('order-confirmation');
    expect(kinds).not.toContain('proposal');
    expect(kinds).toContain('erasure-request');

    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/leads/${id}`, headers: auth })).json();
    expect(detail).toMatchObject({ erasureRequestedAt: expect.any(String), order: { status: 'accepted', keptUntil } });
    const [audit] = await t.db.orm.em.fork().find(AuditLogEntry, { action: 'lead.erasure_requested_by_household', leadId: id });
    expect(audit?.details).toMatchObject({ keptUntil });
    const [staffMail] = await sql<{ recipient: string; subject: string }>(`select "recipient", "subject" from "mail_outbox" where "lead_id" = ? and "kind" = 'erasure-request'`, [id]);
    expect(staffMail?.recipient).toBe('verkoop@example.be');
    expect(staffMail?.subject).toMatch(new RegExp(`^Wisvraag van lead ${id}: bestelling \\d+ blijft bewaard tot`));

    // Withdrawing still works after the erasure.
    const withdrawn = await t.app.inject({ method: 'POST', url: '/api/household-page/proposals/withdraw', payload: { token, orderId: proposals[0].order.id, confirm: true } });
    expect(withdrawn.statusCode).toBe(200);
  });

  it('refuses staff erasure of a lead whose order is kept (409, over REST and tRPC)', async () => {
    const { id } = await customer();
    const rest = await t.app.inject({ method: 'DELETE', url: `/api/admin/leads/${id}`, headers: auth });
    expect(rest.statusCode).toBe(409);
    expect(rest.json()).toMatchObject({ code: 'ORDER_KEPT', message: expect.stringMatching(/bewaard blijft tot/) });
    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/admin.leads.erase', headers: auth, payload: { id } });
    expect(trpc.statusCode).toBe(409);
  });

  it('lets the retention purge erase a lead once its orders are no longer kept, and not before', async () => {
    const old = await customer();
    const recent = await customer();
    // Both had their last contact long ago and were marked lost; one order is eleven years old.
    await sql(`update "leads" set "last_contact_at" = now() - interval '5 years', "status" = 'lost' where "id" in (?, ?)`, [old.id, recent.id]);
    await sql(`update "orders" set "accepted_at" = now() - interval '11 years' where "lead_id" = ?`, [old.id]);
    const run = await purgeExpiredLeads(t.db, { months: 24, outboxDir: '.tmp/order-erasure-outbox' });
    expect(run.leadIds).toContain(old.id);
    expect(run.leadIds).not.toContain(recent.id);
    expect(await sql(`select 1 from "orders" where "lead_id" = ?`, [old.id])).toHaveLength(0);
  });
});

describe('the funnel', () => {
  it('has no step above the one before, also when staff propose to unconfirmed households', async () => {
    // Three unconfirmed households get a proposal (staff called them): 'proposed' is no step after 'confirmed'.
    const leads = await insertLeads(t.db, [1, 2, 3].map((n) => ({ email: `funnel-${n}@example.be` })));
    for (const lead of leads) await propose(lead.id);
    const funnel = (await t.app.inject({ method: 'GET', url: '/api/admin/stats/funnel', headers: auth })).json();
    for (const month of funnel) {
      expect(month.proposed).toBeLessThanOrEqual(month.signups);
      expect(month.accepted).toBeLessThanOrEqual(month.proposed);
      expect(month.withdrawn + month.cancelled).toBeLessThanOrEqual(month.accepted);
      for (const share of [month.conversion.proposed, month.conversion.accepted, month.conversion.overall, month.conversion.withdrawn]) {
        if (share !== null) expect(share).toBeLessThanOrEqual(100);
      }
    }
  });

  it("keeps a past month's figures when its leads are erased, by staff and by the retention purge", async () => {
    const [lastMonth, sale] = await insertLeads(t.db, [
      { email: 'past-1@example.be', createdAt: new Date('2025-03-10T10:00:00Z'), confirmedAt: new Date('2025-03-10T12:00:00Z') },
      { email: 'past-2@example.be', createdAt: new Date('2025-03-12T10:00:00Z') },
    ]);
    await propose(lastMonth?.id ?? 0);
    const { proposal, token } = await propose(sale?.id ?? 0);
    await t.app.inject({ method: 'POST', url: '/api/household-page/proposals/accept', payload: { token, proposalId: proposal.id, confirm: true } });
    const march = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/stats/funnel', headers: auth })).json().find((m: { month: string }) => m.month === '2025-03');
    const before = await march();
    expect(before).toMatchObject({ signups: 2, confirmed: 1, proposed: 2, accepted: 1 });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/leads/${lastMonth?.id}`, headers: auth })).statusCode).toBe(204);
    expect(await march()).toEqual(before);
    // The sale's order is eleven years old by now: the purge erases it, the month keeps its sale.
    await sql(`update "orders" set "accepted_at" = now() - interval '11 years' where "lead_id" = ?`, [sale?.id]);
    const run = await purgeExpiredLeads(t.db, { months: 24, outboxDir: '.tmp/order-erasure-outbox' });
    expect(run.leadIds).toContain(sale?.id);
    expect(await march()).toEqual(before);
  });
});
