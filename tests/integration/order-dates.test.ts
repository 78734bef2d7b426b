/**
 * An order's dates within its life (issue 43), over HTTP on a real database: staff correct a recorded
 * date only with a reason (audit log, the order's history, the household mailed in its language, its
 * new last day of withdrawal); a visit recorded before its appointment's day calls the appointment off
 * in the household's calendar; a withdrawn softener's collection; what staff see of the visit and the
 * installation, in the detail and the export.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateInBrussels } from '../../src/admin/format.ts';
import { addDays } from '../../src/orders/dates.ts';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller } from '../helpers/sales.ts';
import { acceptedOrder, brusselsMoment, installerUser, mailsOf } from '../helpers/visits.ts';

let t: TestApp;
let staff: { authorization: string };
let fitter: { authorization: string };
let company: number;
const today = () => isoDateInBrussels(new Date());

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  staff = bearer(await loginToken(t.app));
  company = (await addInstaller(t.db)).id;
  fitter = await installerUser(t, staff, company, 'monteur.datums');
});
afterAll(async () => {
  await t.close();
});

/** Moves an order's acceptance back `days` days, as if it had been accepted then. */
const acceptedDaysAgo = (orderId: number, days: number) => t.db.orm.em.fork().execute(`update "orders" set "accepted_at" = now() - make_interval(days => ?) where "id" = ?`, [days, orderId]);
const post = (url: string, payload: unknown, headers = staff) => t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const detail = async (leadId: number) => (await t.app.inject({ method: 'GET', url: `/api/admin/leads/${leadId}`, headers: staff })).json();

describe('staff correct a recorded date', () => {
  it('only with a reason, within the order’s life; audit log, history and the household’s mail in its language', async () => {
    const { leadId, orderId } = await acceptedOrder(t, staff, company, { language: 'fr', firstName: 'Luc' });
    await acceptedDaysAgo(orderId, 10);
    expect((await post(`/api/installer/orders/${orderId}/visit`, { hardnessFH: 31.5, suitable: true, visitedOn: addDays(today(), -8) }, fitter)).statusCode).toBe(200);
    expect((await post(`/api/installer/orders/${orderId}/installation-plan`, { plannedOn: today() }, fitter)).statusCode).toBe(200);
    expect((await post(`/api/installer/orders/${orderId}/installation`, { installedOn: addDays(today(), -1), serialNumber: 'HB18-7' }, fitter)).statusCode).toBe(200);

    const correction = { field: 'installedOn', day: addDays(today(), -3), reason: 'Het installatierapport vermeldt de 25ste.' };
    expect((await post(`/api/admin/orders/${orderId}/date-correction`, { ...correction, reason: '' })).statusCode).toBe(400);
    expect((await post(`/api/admin/orders/${orderId}/date-correction`, { ...correction, day: addDays(today(), -9) })).json()).toMatchObject({ code: 'DATE_OUT_OF_RANGE' });
    expect((await post(`/api/admin/orders/${orderId}/date-correction`, { ...correction, field: 'collectedOn' })).statusCode).toBe(409);
    // The installer has no road to it.
    expect((await post(`/api/admin/orders/${orderId}/date-correction`, correction, fitter)).statusCode).toBe(403);
    expect((await post(`/api/admin/orders/${orderId}/date-correction`, correction)).statusCode).toBe(200);

    const order = (await detail(leadId)).order;
    expect(order).toMatchObject({ installedOn: correction.day, withdrawalEndsOn: addDays(correction.day, 14), hardnessFH: 31.5, serialNumber: 'HB18-7', visitedOn: addDays(today(), -8) });
    expect(order.history.at(-1)).toMatchObject({ fromStatus: 'installed', toStatus: 'installed', actorKind: 'staff', note: expect.stringContaining(correction.reason) });
    const [audit] = await t.db.orm.em.fork().execute<Array<{ details: Record<string, unknown> }>>(`select "details" from "audit_log" where "action" = 'order.date_corrected' and "lead_id" = ?`, [leadId]);
    expect(audit?.details).toMatchObject({ field: 'installedOn', from: addDays(today(), -1), to: correction.day, reason: correction.reason });
    const [mail] = await mailsOf(t, leadId, 'order-date-corrected');
    expect(mail?.subject).toMatch(/^Une date de votre commande a été corrigée/);
    expect(mail?.text).toContain(correction.reason);
    expect(mail?.text).toMatch(/rétracter jusqu’au/);
  });
});

describe('the visit and its appointment', () => {
  it('recorded before the appointment’s day, calls it off in the household’s calendar (METHOD:CANCEL, SEQUENCE raised)', async () => {
    const { leadId, orderId, token } = await acceptedOrder(t, staff, company);
    const slots = await post(`/api/installer/orders/${orderId}/slots`, { slots: [{ start: brusselsMoment(4, 9), end: brusselsMoment(4, 11) }, { start: brusselsMoment(5, 9), end: brusselsMoment(5, 11) }] }, fitter);
    expect((await t.app.inject({ method: 'POST', url: '/api/household-page/appointment', payload: { token, slotId: slots.json().slots[0].id } })).statusCode).toBe(200);
    expect((await post(`/api/installer/orders/${orderId}/visit`, { hardnessFH: 24, suitable: true }, fitter)).statusCode).toBe(200);
    const [booked, superseded] = await mailsOf(t, leadId, 'visit-appointment');
    const event = (raw: string | null | undefined) => {
      const calendar = new ICAL.Component(ICAL.parse(raw ?? ''));
      const vevent = calendar.getFirstSubcomponent('vevent') as ICAL.Component;
      return { method: calendar.getFirstPropertyValue('method'), uid: vevent.getFirstPropertyValue('uid'), sequence: vevent.getFirstPropertyValue('sequence') };
    };
    expect(superseded?.subject).toMatch(/^Het technische bezoek is gebeurd/);
    expect(event(superseded?.calendar)).toEqual({ ...event(booked?.calendar), method: 'CANCEL', sequence: 1 });
  });
});

describe('the household’s appointment mails (phone walk item 10)', () => {
  it('within 24 hours, send it to the installer’s phone instead of its page; after a cancellation, only to its page', async () => {
    const { leadId, orderId, token } = await acceptedOrder(t, staff, company);
    const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const slots = await post(`/api/installer/orders/${orderId}/slots`, { slots: [{ start: soon(3), end: soon(5) }, { start: soon(30), end: soon(32) }] }, fitter);
    expect((await t.app.inject({ method: 'POST', url: '/api/household-page/appointment', payload: { token, slotId: slots.json().slots[0].id } })).statusCode).toBe(200);
    expect((await post(`/api/admin/orders/${orderId}/visit/cancel`, {})).statusCode).toBe(200);
    const [booked, cancelled] = await mailsOf(t, leadId, 'visit-appointment');
    expect(booked?.text).toContain('Minder dan 24 uur vooraf kan dat niet meer op uw pagina.');
    expect(booked?.text).toMatch(/Komt er iets tussen\? Bel .+ op 014 12 34 56\./);
    expect(booked?.text).not.toContain('tot 24 uur vooraf');
    expect(cancelled?.text).toContain('Uw persoonlijke pagina:');
    expect(cancelled?.text).not.toContain('Verplaatsen of annuleren');
  });
});

describe('a withdrawn softener', () => {
  it('is collected once, on or after the withdrawal, and leaves the installer’s list; staff see the day', async () => {
    const { leadId, orderId, token } = await acceptedOrder(t, staff, company);
    expect((await post(`/api/installer/orders/${orderId}/collection`, { collectedOn: today() }, fitter)).statusCode).toBe(409);
    expect((await post(`/api/admin/orders/${orderId}/installation`, { installedOn: today() })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/household-page/proposals/withdraw', payload: { token, orderId, confirm: true } })).statusCode).toBe(200);
    const notice = (await mailsOf(t, leadId, 'order-notice')).find((mail) => mail.subject.includes('herroepen'));
    expect(notice?.text).toMatch(/op te halen/);
    expect((await post(`/api/installer/orders/${orderId}/collection`, { collectedOn: addDays(today(), -1) }, fitter)).json()).toMatchObject({ code: 'DATE_OUT_OF_RANGE' });
    expect((await post(`/api/installer/orders/${orderId}/collection`, { collectedOn: today() }, fitter)).statusCode).toBe(200);
    expect((await post(`/api/installer/orders/${orderId}/collection`, { collectedOn: today() }, fitter)).statusCode).toBe(409);
    const list = (await t.app.inject({ method: 'GET', url: '/api/installer/orders', headers: fitter })).json();
    expect(list.orders.map((order: { id: number }) => order.id)).not.toContain(orderId);
    expect((await detail(leadId)).order).toMatchObject({ status: 'withdrawn', collectedOn: today() });
  });
});

describe('what staff see', () => {
  it('the export carries the serial number beside the measured hardness', async () => {
    const { leadId, orderId } = await acceptedOrder(t, staff, company, { firstName: 'Export' });
    expect((await post(`/api/installer/orders/${orderId}/installation`, { installedOn: today(), serialNumber: 'HB18-EXPORT' }, fitter)).statusCode).toBe(200);
    const csv = await t.app.inject({ method: 'GET', url: `/api/admin/leads/export.csv?search=${leadId}`, headers: staff });
    expect(csv.body).toContain('"Bestelling: serienummer"');
    const email = (await detail(leadId)).email as string;
    const filtered = await t.app.inject({ method: 'GET', url: `/api/admin/leads/export.csv?search=${encodeURIComponent(email)}`, headers: staff });
    expect(filtered.body).toContain('"HB18-EXPORT"');
  });
});
