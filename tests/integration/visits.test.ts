/**
 * From yes to installed over HTTP on a real database (issue 34 items 2 and 3): the installer offers
 * slots, the household picks one (an invitation with an iCalendar object that ical.js reads with the
 * right Brussels time), moves it (same UID, SEQUENCE 1), cancels (METHOD:CANCEL); the reminder the day
 * before; the visit's outcome with its hardness, the installation and its serial number; the statuses in
 * GET /api/admin/leads/:id and the household's progress and last day of withdrawal.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_JOB, sendReminder } from '../../server/services/visits/appointments.ts';
import { addDays } from '../../src/orders/dates.ts';
import { lastDayOfPeriod } from '../../src/orders/working-days.ts';
import { isoDateInBrussels } from '../../src/admin/format.ts';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller } from '../helpers/sales.ts';
import { acceptedOrder, brusselsMoment, installerUser, mailsOf } from '../helpers/visits.ts';

let t: TestApp;
let staff: { authorization: string };
let fitter: { authorization: string };
let company: number;

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'https://www.example.be' });
  staff = bearer(await loginToken(t.app));
  company = (await addInstaller(t.db)).id;
  fitter = await installerUser(t, staff, company, 'monteur');
});
afterAll(async () => {
  await t.close();
});

/** The one VEVENT of an iCalendar object, read by ical.js. */
function eventOf(calendar: string) {
  const component = new ICAL.Component(ICAL.parse(calendar));
  const event = new ICAL.Event(component.getFirstSubcomponent('vevent') as ICAL.Component);
  return { method: component.getFirstPropertyValue('method'), event, vevent: component.getFirstSubcomponent('vevent') as ICAL.Component, component };
}

const page = async (token: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/household-page/proposals', payload: { token } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[0].order;
};

describe('the visit, booked by the household', () => {
  it('offers slots, books, moves and cancels with one UID and a rising SEQUENCE, at the right Brussels time', async () => {
    const { leadId, token, orderId } = await acceptedOrder(t, staff, company, { firstName: 'Els', street: 'Kerkstraat', houseNumber: '5', postalCode: '9000', city: 'Gent' });
    const slots = [
      { start: brusselsMoment(10, 9), end: brusselsMoment(10, 11) },
      { start: brusselsMoment(11, 14), end: brusselsMoment(11, 16) },
      { start: brusselsMoment(12, 8), end: brusselsMoment(12, 10) },
    ];
    const at = (index: number) => slots[index] as { start: string; end: string };
    const offered = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/slots`, headers: fitter, payload: { slots } });
    expect(offered.statusCode, offered.body).toBe(201);
    const before = await page(token);
    expect(before.slots).toHaveLength(3);
    expect(before.progress).toBe(0);

    const picked = await t.app.inject({ method: 'POST', url: '/api/household-page/appointment', payload: { token, slotId: before.slots[0].id } });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json()[0].order).toMatchObject({ status: 'visit_planned', progress: 1, appointment: { start: new Date(at(0).start).toISOString(), canChange: true } });

    const [invitation] = await mailsOf(t, leadId, 'visit-appointment');
    expect(invitation?.subject).toBe('Uw afspraak voor het technische bezoek – Groepsaankoop Waterverzachters');
    const first = eventOf(invitation?.calendar ?? '');
    expect(first.method).toBe('REQUEST');
    expect(first.event.sequence).toBe(0);
    expect(first.vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Brussels');
    expect(first.event.startDate.toString()).toBe(at(0).start.slice(0, 19));
    expect(first.event.location).toBe('Kerkstraat 5, 9000 Gent');
    // The time zone is the calendar's own: the absolute moment is the one offered.
    const zone = new ICAL.Timezone(first.component.getFirstSubcomponent('vtimezone') as ICAL.Component);
    first.event.startDate.zone = zone;
    expect(first.event.startDate.toJSDate().toISOString()).toBe(new Date(at(0).start).toISOString());

    const moved = await t.app.inject({ method: 'POST', url: '/api/household-page/appointment', payload: { token, slotId: before.slots[1].id } });
    expect(moved.statusCode, moved.body).toBe(200);
    const second = eventOf((await mailsOf(t, leadId, 'visit-appointment'))[1]?.calendar ?? '');
    expect(second.method).toBe('REQUEST');
    expect(second.event.uid).toBe(first.event.uid);
    expect(second.event.sequence).toBe(1);
    expect(second.event.startDate.toString()).toBe(at(1).start.slice(0, 19));

    const cancelled = await t.app.inject({ method: 'POST', url: '/api/household-page/appointment/cancel', payload: { token, confirm: true } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()[0].order).toMatchObject({ status: 'accepted', appointment: null });
    const third = eventOf((await mailsOf(t, leadId, 'visit-appointment'))[2]?.calendar ?? '');
    expect(third.method).toBe('CANCEL');
    expect(third.event.uid).toBe(first.event.uid);
    expect(third.event.sequence).toBe(2);
    expect(third.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    // The installer got a notice of each, in Dutch.
    expect((await mailsOf(t, leadId, 'visit-notice')).map((mail) => mail.subject)).toEqual([
      `Bestelling ${orderId}: Afspraak geboekt`,
      `Bestelling ${orderId}: Afspraak verplaatst`,
      `Bestelling ${orderId}: Afspraak geannuleerd`,
    ]);
  });

  it('writes to a French household in French, queues one reminder the day before, and sends it only while the appointment stands', async () => {
    const { leadId, token, orderId } = await acceptedOrder(t, staff, company, { firstName: 'Chloé', language: 'fr', postalCode: '4000', city: 'Liège' });
    await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/slots`, headers: fitter, payload: { slots: [{ start: brusselsMoment(4, 9), end: brusselsMoment(4, 11) }, { start: brusselsMoment(5, 9), end: brusselsMoment(5, 11) }] } });
    const { slots } = await page(token);
    await t.app.inject({ method: 'POST', url: '/api/household-page/appointment', payload: { token, slotId: slots[0].id } });
    const [mail] = await mailsOf(t, leadId, 'visit-appointment');
    expect(mail?.subject).toBe('Votre rendez-vous pour la visite technique – Achat groupé d’adoucisseurs');
    expect(mail?.text).toMatch(/visite technique\u00a0: /);
    const jobs = await t.db.orm.em.fork().execute<Array<{ run_at: Date; payload: { appointmentId: number; sequence: number } }>>(`select "run_at", "payload" from "jobs" where "name" = ? and "status" = 'pending'`, [REMINDER_JOB]);
    const job = jobs.find((row) => row.payload.sequence === 0 && new Date(row.run_at).getTime() === new Date(brusselsMoment(4, 9)).getTime() - 86_400_000);
    expect(job).toBeDefined();
    expect(await sendReminder(t.db.orm.em.fork(), job?.payload ?? {}, 'https://www.example.be')).toEqual({ sent: true });
    const [reminder] = await mailsOf(t, leadId, 'visit-reminder');
    expect(reminder?.subject).toBe('Demain\u00a0: la visite technique – Achat groupé d’adoucisseurs');
    // A moved appointment's old reminder sends nothing.
    await t.app.inject({ method: 'POST', url: '/api/household-page/appointment', payload: { token, slotId: slots[1].id } });
    expect(await sendReminder(t.db.orm.em.fork(), job?.payload ?? {}, 'https://www.example.be')).toEqual({ sent: false });
  });

  it('refuses a change on the page within 24 hours of the visit, and a slot of another order', async () => {
    const { token, orderId } = await acceptedOrder(t, staff, company);
    const other = await acceptedOrder(t, staff, company);
    const soon = new Date(Date.now() + 3 * 3_600_000);
    const start = soon.toISOString();
    const end = new Date(soon.getTime() + 3_600_000).toISOString();
    await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/slots`, headers: fitter, payload: { slots: [{ start, end }, { start: brusselsMoment(8, 9), end: brusselsMoment(8, 10) }] } });
    const { slots } = await page(token);
    const foreign = await t.app.inject({ method: 'POST', url: '/api/household-page/appointment', payload: { token: other.token, slotId: slots[0].id } });
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/household-page/appointment', payload: { token, slotId: slots[0].id } })).statusCode).toBe(200);
    const move = await t.app.inject({ method: 'POST', url: '/api/household-page/appointment', payload: { token, slotId: slots[1].id } });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toMatch(/24 uur/);
    expect((await page(token)).appointment.canChange).toBe(false);
  });

  it('gives the installer the same appointment as an .ics download', async () => {
    const { token, orderId } = await acceptedOrder(t, staff, company);
    await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/slots`, headers: fitter, payload: { slots: [{ start: brusselsMoment(9, 9), end: brusselsMoment(9, 10) }, { start: brusselsMoment(9, 13), end: brusselsMoment(9, 14) }] } });
    const { slots } = await page(token);
    await t.app.inject({ method: 'POST', url: '/api/household-page/appointment', payload: { token, slotId: slots[1].id } });
    const res = await t.app.inject({ method: 'GET', url: `/api/installer/orders/${orderId}/calendar.ics`, headers: fitter });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const { event } = eventOf(res.body);
    expect(event.startDate.toString()).toBe(brusselsMoment(9, 13).slice(0, 19));
  });
});

describe('the outcome and the installation', () => {
  it('walks accepted → visit planned → visited → installation planned → installed, seen by staff and the household', async () => {
    const { leadId, token, orderId } = await acceptedOrder(t, staff, company);
    await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/slots`, headers: fitter, payload: { slots: [{ start: brusselsMoment(3, 9), end: brusselsMoment(3, 10) }, { start: brusselsMoment(4, 9), end: brusselsMoment(4, 10) }] } });
    await t.app.inject({ method: 'POST', url: '/api/household-page/appointment', payload: { token, slotId: (await page(token)).slots[0].id } });
    // Recorded earlier than the slot: agreed by phone.
    const visit = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/visit`, headers: fitter, payload: { hardnessFH: 28, suitable: true } });
    expect(visit.json()).toEqual({ id: orderId, status: 'visited' });
    const plan = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/installation-plan`, headers: fitter, payload: { plannedOn: addDays(isoDateInBrussels(new Date()), 7) } });
    expect(plan.json().status).toBe('installation_planned');
    expect((await page(token)).progress).toBe(3);
    const today = isoDateInBrussels(new Date());
    const installed = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/installation`, headers: fitter, payload: { installedOn: today, serialNumber: 'HB18-2026-00042' } });
    expect(installed.statusCode, installed.body).toBe(200);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/leads/${leadId}`, headers: staff })).json();
    expect(detail.order).toMatchObject({ status: 'installed', installedOn: today, withdrawalEndsOn: lastDayOfPeriod(today, 14), hardnessFH: 28, serialNumber: 'HB18-2026-00042' });
    expect(detail.order.history.map((step: { toStatus: string }) => step.toStatus)).toEqual(['accepted', 'visit_planned', 'visited', 'installation_planned', 'installed']);
    const household = await page(token);
    expect(household).toMatchObject({ status: 'installed', progress: 4, withdrawalEndsOn: lastDayOfPeriod(today, 14) });
    // Staff's funnel counts it, in its month of acceptance and with its installer.
    const funnel = (await t.app.inject({ method: 'GET', url: '/api/admin/stats/orders', headers: staff })).json();
    const row = funnel.find((r: { month: string; installerId: number }) => r.month === today.slice(0, 7) && r.installerId === company);
    expect(row.installed).toBeGreaterThanOrEqual(1);
    expect(row.visited).toBeGreaterThanOrEqual(row.installed);
    expect(row.visitPlanned).toBeGreaterThanOrEqual(row.visited);
    expect(row.accepted).toBeGreaterThanOrEqual(row.visitPlanned);
    expect(row.medianDays.toInstalled).toEqual(expect.any(Number));
  });

  it('cancels the order with the reason when the installation cannot go ahead, and mails the household', async () => {
    const { leadId, orderId } = await acceptedOrder(t, staff, company);
    const noReason = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/visit`, headers: fitter, payload: { hardnessFH: 31.5, suitable: false } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toMatch(/Reden/);
    const res = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/visit`, headers: fitter, payload: { hardnessFH: 31.5, suitable: false, reason: 'noRoom' } });
    expect(res.json()).toEqual({ id: orderId, status: 'cancelled' });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/leads/${leadId}`, headers: staff })).json();
    expect(detail.order).toMatchObject({ status: 'cancelled', cancelReason: 'noRoom', hardnessFH: 31.5, suitable: false });
    const funnel = (await t.app.inject({ method: 'GET', url: '/trpc/admin.stats.orders', headers: staff })).json().result.data;
    expect(funnel.find((r: { installerId: number }) => r.installerId === company).cancelReasons.noRoom).toBeGreaterThanOrEqual(1);
    const [mail] = await mailsOf(t, leadId, 'order-cancelled');
    expect(mail?.text).toMatch(/geen plaats voor het toestel/);
  });
});

describe('erasure', () => {
  it('removes the appointment, the slots and the notes for the installer, also when the order is kept', async () => {
    const { token, orderId } = await acceptedOrder(t, staff, company);
    await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/installer-note`, headers: staff, payload: { note: 'Hond in de tuin' } });
    await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/slots`, headers: fitter, payload: { slots: [{ start: brusselsMoment(6, 9), end: brusselsMoment(6, 10) }, { start: brusselsMoment(7, 9), end: brusselsMoment(7, 10) }] } });
    await t.app.inject({ method: 'POST', url: '/api/household-page/appointment', payload: { token, slotId: (await page(token)).slots[0].id } });
    const erased = await t.app.inject({ method: 'POST', url: '/api/household-page/erase', payload: { token, confirm: true } });
    expect(erased.statusCode, erased.body).toBe(200);
    const em = t.db.orm.em.fork();
    const count = async (sql: string) => Number((await em.execute<Array<{ n: string }>>(sql, [orderId]))[0]?.n);
    expect(await count(`select count(*) as n from "appointments" where "order_id" = ?`)).toBe(0);
    expect(await count(`select count(*) as n from "visit_slots" where "order_id" = ?`)).toBe(0);
    expect(await count(`select count(*) as n from "orders" where "id" = ? and "installer_note" is not null`)).toBe(0);
    expect(await count(`select count(*) as n from "mail_outbox" m join "orders" o on o."lead_id" = m."lead_id" where o."id" = ? and m."calendar" is not null and m."status" = 'pending'`)).toBe(0);
  });
});
