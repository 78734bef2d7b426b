/**
 * What an accepted proposal becomes (issue 33 items 5-7): the order in the admin API, the confirmation
 * after yes (the accepted text and the withdrawal form, in the household's language, once), the notices
 * to the seller and staff, the household's withdrawal on its page (with the last day once installed), and
 * staff's cancellation with its reason; every step through the order's one lifecycle.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateInBrussels } from '../../src/admin/format.ts';
import { addDays } from '../../src/orders/dates.ts';
import { withdrawOrder } from '../../server/services/proposals/proposal-answer.ts';
import { ADMIN_ENV, bearer, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller, TERMS } from '../helpers/sales.ts';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, LEADS_NOTIFY_EMAIL: 'verkoop@example.be', PUBLIC_URL: 'https://www.example.be' });
  auth = bearer(await loginToken(t.app));
  await addInstaller(t.db);
});
afterAll(async () => {
  await t.close();
});

interface Mail {
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

async function mails(leadId: number, kind: string): Promise<Mail[]> {
  return t.db.orm.em
    .fork()
    .execute<Mail[]>(`select "kind", "recipient", "subject", "text", "html" from "mail_outbox" where "lead_id" = ? and "kind" = ? order by "id"`, [leadId, kind]);
}

/** A lead with an accepted proposal: its number, its link's token, the order's number and the accepted text. */
async function accepted(fields: Record<string, unknown> = {}) {
  const [lead] = await insertLeads(t.db, [{ email: `o${Math.random().toString(36).slice(2)}@example.be`, ...fields }]);
  const id = lead?.id ?? 0;
  const proposal = (await t.app.inject({ method: 'POST', url: `/api/admin/leads/${id}/proposals`, headers: auth, payload: TERMS })).json();
  const [mail] = await mails(id, 'proposal');
  const token = /#([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
  const answer = await t.app.inject({ method: 'POST', url: '/api/household-page/proposals/accept', payload: { token, proposalId: proposal.id, confirm: true } });
  expect(answer.statusCode).toBe(200);
  const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/leads/${id}`, headers: auth })).json();
  return { id, token, proposal, order: detail.order, acceptedText: detail.proposals[0].acceptedText as string };
}

const withdraw = (token: string, orderId: number) =>
  t.app.inject({ method: 'POST', url: '/api/household-page/proposals/withdraw', payload: { token, orderId, confirm: true } });

describe('after yes', () => {
  it('shows the order in the admin API and mails the accepted text with the withdrawal form once, in Dutch', async () => {
    const { id, order, acceptedText, proposal } = await accepted({ firstName: 'Els' });
    expect(order).toMatchObject({
      id: expect.any(Number),
      status: 'accepted',
      installerId: proposal.installerId,
      acceptedAt: expect.any(String),
      installedOn: null,
      withdrawalEndsOn: null,
      withdrawnAt: null,
    });
    expect(order.history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'accepted', actorKind: 'household' })]);
    const [confirmation, ...more] = await mails(id, 'order-confirmation');
    expect(more).toHaveLength(0);
    // The order's number in the subject and the text (issue 42).
    expect(confirmation?.subject).toBe(`Bevestiging van uw bestelling ${order.id} – Groepsaankoop Waterverzachters`);
    expect(confirmation?.text).toContain(`uw bestelnummer is ${order.id}`);
    // The same text that is stored, line by line (headings without their mark), and the model form.
    for (const line of acceptedText.split('\n')) expect(confirmation?.text).toContain(line.replace(/^# /, ''));
    expect(confirmation?.text).toMatch(/Modelformulier voor herroeping/);
    expect(confirmation?.html).toMatch(/<html lang="nl-BE"/);
    expect(confirmation?.text).toMatch(/https:\/\/www\.example\.be\/mijn-aanmelding#[A-Za-z0-9_-]{43}/);
  });

  it('writes it in French for a French household, and gives the seller and staff their notice', async () => {
    const { id } = await accepted({ firstName: 'Mélanie', language: 'fr' });
    const [confirmation] = await mails(id, 'order-confirmation');
    expect(confirmation?.subject).toMatch(/^Confirmation de votre commande/);
    expect(confirmation?.text).toMatch(/Modèle de formulaire de rétractation/);
    expect(confirmation?.html).toMatch(/<html lang="fr-BE"/);
    const notices = await mails(id, 'order-notice');
    expect(notices.map((mail) => mail.recipient).sort()).toEqual(['verkoop@example.be', 'verkoop@waterwerken-peeters.example']);
    expect(notices[0]?.text).toMatch(/Huishouden: Mélanie Peeters, Kerkstraat 1, 2200 Herentals/);
  });

  it('is one order per acceptance: a second accept is refused and mails nothing more', async () => {
    const { id, token, proposal } = await accepted();
    const again = await t.app.inject({ method: 'POST', url: '/trpc/proposals.accept', payload: { token, proposalId: proposal.id, confirm: true } });
    expect(again.statusCode).toBe(409);
    expect(await mails(id, 'order-confirmation')).toHaveLength(1);
    const orders = await t.db.orm.em.fork().execute(`select 1 from "orders" where "lead_id" = ?`, [id]);
    expect(orders).toHaveLength(1);
  });
});

describe('the household withdraws', () => {
  it('before the installation, with one confirmation step; the mail says what, when (date and time); staff see it', async () => {
    const { id, token, order } = await accepted({ firstName: 'Wim' });
    const page = (await t.app.inject({ method: 'POST', url: '/api/household-page/proposals', payload: { token } })).json();
    expect(page[0].order).toMatchObject({ id: order.id, status: 'accepted', canWithdraw: true, withdrawalEndsOn: null, sellerName: 'Waterwerken Peeters bv' });
    expect((await t.app.inject({ method: 'POST', url: '/api/household-page/proposals/withdraw', payload: { token, orderId: order.id } })).statusCode).toBe(400);
    const res = await withdraw(token, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].order).toMatchObject({ status: 'withdrawn', canWithdraw: false, withdrawnAt: expect.any(String) });
    const [ack] = await mails(id, 'order-withdrawn');
    const when = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Brussels' }).format(new Date(res.json()[0].order.withdrawnAt));
    expect(ack?.text).toContain(`Op ${when} hebt u uw bestelling bij Waterwerken Peeters bv herroepen (18L HydroBel, €\u00a01.890)`);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/leads/${id}`, headers: auth })).json();
    expect(detail.order).toMatchObject({ status: 'withdrawn', withdrawnAt: expect.any(String) });
    expect(detail.status).toBe('lost');
    expect(detail.history[0]).toMatchObject({ toStatus: 'lost', changedBy: 'Huishouden (eigen pagina)' });
    expect((await mails(id, 'order-notice')).map((mail) => mail.subject)).toContain(`Bestelling ${order.id} herroepen: Wim Peeters (lead ${id})`);
    // The list filter: among the withdrawn orders, not among the open ones.
    const listed = async (filter: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/admin/leads?order=${filter}`, headers: auth })).json() as Array<{ id: number }>).map((lead) => lead.id);
    expect(await listed('withdrawn')).toContain(id);
    expect(await listed('accepted')).not.toContain(id);
    // The funnel: counted as withdrawn in its month of signup.
    const month = isoDateInBrussels(new Date()).slice(0, 7);
    const funnel = (await t.app.inject({ method: 'GET', url: '/api/admin/stats/funnel', headers: auth })).json() as Array<{ month: string; withdrawn: number }>;
    expect(funnel.find((row) => row.month === month)?.withdrawn).toBeGreaterThanOrEqual(1);
    // Once: a second withdrawal is refused.
    expect((await withdraw(token, order.id)).statusCode).toBe(409);
  });

  it('until 14 days after the installation staff recorded, and not a day later', async () => {
    const { token, order } = await accepted();
    const installedOn = addDays(isoDateInBrussels(new Date()), -3);
    // Installed after it was ordered (issue 43): the order is a week old.
    await t.db.orm.em.fork().execute(`update "orders" set "accepted_at" = now() - interval '7 days' where "id" = ?`, [order.id]);
    const installed = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/installation`, headers: auth, payload: { installedOn } });
    expect(installed.statusCode).toBe(200);
    expect(installed.json()).toMatchObject({ status: 'installed', installedOn, withdrawalEndsOn: addDays(installedOn, 14) });
    const page = (await t.app.inject({ method: 'POST', url: '/api/household-page/proposals', payload: { token } })).json();
    expect(page[0].order).toMatchObject({ installedOn, withdrawalEndsOn: addDays(installedOn, 14), canWithdraw: true });
    // The day after the last day (Brussels), the page's call is refused.
    const late = new Date(`${addDays(installedOn, 15)}T08:00:00Z`);
    await expect(withdrawOrder(t.db.orm.em.fork(), t.env, { token, orderId: order.id, confirm: true }, late)).rejects.toThrow(/withdrawalPeriodOver/);
    // On the last day, it works.
    const lastDay = new Date(`${addDays(installedOn, 14)}T20:00:00Z`);
    const result = await withdrawOrder(t.db.orm.em.fork(), t.env, { token, orderId: order.id, confirm: true }, lastDay);
    expect(result[0]?.order?.status).toBe('withdrawn');
  });

  it("reaches no other household's order", async () => {
    const mine = await accepted();
    const theirs = await accepted();
    const res = await withdraw(mine.token, theirs.order.id);
    expect(res.statusCode).toBe(404);
    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/proposals.withdraw', payload: { token: mine.token, orderId: theirs.order.id, confirm: true } });
    expect(trpc.statusCode).toBe(404);
  });
});

describe('staff cancel after acceptance', () => {
  it('records who and why and mails the household in its language', async () => {
    const { id, order } = await accepted({ language: 'fr', firstName: 'Luc' });
    const refused = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/cancel`, headers: auth, payload: { reason: 'technical' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.note).toMatch(/Toelichting/);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/cancel`,
      headers: auth,
      payload: { reason: 'technical', note: 'Pas d’arrivée d’eau au garage.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', cancelReason: 'technical', cancelNote: 'Pas d’arrivée d’eau au garage.' });
    expect(res.json().history.at(-1)).toMatchObject({ toStatus: 'cancelled', actorKind: 'staff', actorName: 'beheerder', reason: 'technical' });
    const [mail] = await mails(id, 'order-cancelled');
    expect(mail?.subject).toMatch(/^Votre commande est annulée/);
    expect(mail?.text).toMatch(/Motif\u00a0: l’installation n’est techniquement pas possible/);
    expect(mail?.text).toMatch(/Pas d’arrivée d’eau au garage\./);
    // A cancelled order cannot be withdrawn or cancelled again.
    const again = await t.app.inject({ method: 'POST', url: '/trpc/admin.orders.cancel', headers: auth, payload: { id: order.id, reason: 'other', note: 'encore' } });
    expect(again.statusCode).toBe(409);
  });

  it('records a withdrawal the household sent by mail', async () => {
    const { order, id } = await accepted();
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/withdrawal`, headers: auth, payload: { note: 'Brief van 2 december' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'withdrawn' });
    expect(await mails(id, 'order-withdrawn')).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/orders/999999/cancel', headers: auth, payload: { reason: 'other', note: 'x y' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/cancel`, payload: { reason: 'other', note: 'x y' } })).statusCode).toBe(401);
  });
});
