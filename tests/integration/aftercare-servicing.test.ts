/**
 * Servicing every two years (issue 44 item 4) on a real database: the reminder goes out once, six weeks
 * before the service date, when two app instances on one database run their job runners at the same
 * moments of a clock moved two years ahead; the household asks for its service visit, the seller's
 * installer sees the service due (another company neither sees it nor records it: 404), records it, and
 * the next date moves on (and is reminded of in its turn).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { isoDateInBrussels } from '../../src/admin/format.ts';
import { addMonths } from '../../src/aftercare/calendar.ts';
import { serviceReminderDay } from '../../src/aftercare/servicing.ts';
import { addDays } from '../../src/orders/dates.ts';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { aftercareMails, installedOrder, recordTerms } from '../helpers/aftercare.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller } from '../helpers/sales.ts';
import { installerUser } from '../helpers/visits.ts';

let t: TestApp;
let second: FastifyInstance;
let clock = new Date();
let staff: { authorization: string };
let fitter: { authorization: string };
let otherFitter: { authorization: string };
let company: number;

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'https://www.example.be' }, { clock: () => clock });
  // A second instance on the same database, as behind a load balancer, on the same (moved) clock.
  second = await buildApp({ env: t.env, db: t.db, vike: 'none', migrate: false, clock: () => clock });
  await second.ready();
  staff = bearer(await loginToken(t.app));
  company = (await addInstaller(t.db)).id;
  const other = (await addInstaller(t.db, { name: 'Andere Firma bv', companyNumber: '0403.170.701', email: 'info@andere.example' })).id;
  await recordTerms(t, staff, company);
  fitter = await installerUser(t, staff, company, 'onderhoud-monteur');
  otherFitter = await installerUser(t, staff, other, 'vreemde-monteur');
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** Both instances' runners run what is due at `day` 10:00 (Brussels winter or summer time alike: noon UTC minus two hours). */
async function bothRunAt(day: string): Promise<void> {
  clock = new Date(`${day}T08:00:00Z`);
  await Promise.all([t.app.deps.jobs.runDue(clock), second.deps.jobs.runDue(clock)]);
}

describe('the service reminder', () => {
  it('goes out once, six weeks before the date, across two instances; after a service, the next date is reminded of', async () => {
    const installedOn = addDays(isoDateInBrussels(new Date()), -100);
    const { leadId, orderId, token } = await installedOrder(t, staff, company, fitter, { firstName: 'Lotte' }, installedOn);
    const dueOn = addMonths(installedOn, 24);
    const reminderDay = serviceReminderDay(dueOn);
    expect(reminderDay).toBe(addDays(dueOn, -42));

    await bothRunAt(addDays(reminderDay, -2));
    await bothRunAt(addDays(reminderDay, -1));
    expect(await aftercareMails(t, leadId, 'service-reminder')).toEqual([]);
    await bothRunAt(reminderDay);
    const reminders = await aftercareMails(t, leadId, 'service-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toBe('Tijd voor het onderhoud van uw waterverzachter – Groepsaankoop Waterverzachters');
    expect(reminders[0]?.text).toContain('Beste Lotte,');
    expect(reminders[0]?.text).toMatch(/#[A-Za-z0-9_-]{43}/);
    await bothRunAt(addDays(reminderDay, 1));
    await bothRunAt(addDays(reminderDay, 20));
    expect(await aftercareMails(t, leadId, 'service-reminder')).toHaveLength(1);
    const runs = await t.db.orm.em.fork().execute<Array<{ status: string }>>(`select "status" from "jobs" where "name" = 'aftercare.reminders'`);
    expect(runs).toEqual([{ status: 'pending' }]);

    // The installer services it (today, by the real clock): the next date is two years on, and reminded of in its turn.
    const servicedOn = isoDateInBrussels(new Date());
    const done = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/service`, headers: fitter, payload: { servicedOn, note: 'Harsfilter gespoeld.' } });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toEqual({ id: orderId, nextDueOn: addMonths(servicedOn, 24) });
    const page = (await t.app.inject({ method: 'POST', url: '/api/household-page/aftercare', payload: { token } })).json();
    expect(page.service).toMatchObject({ nextDueOn: addMonths(servicedOn, 24), history: [{ servicedOn }] });
    await bothRunAt(serviceReminderDay(addMonths(servicedOn, 24)));
    expect(await aftercareMails(t, leadId, 'service-reminder')).toHaveLength(2);
  });
});

describe('the service visit', () => {
  it('is asked for by the household, seen and recorded by its seller’s installer only', async () => {
    const today = isoDateInBrussels(new Date());
    // Installed almost two years ago: the service is due in 20 days.
    const installedOn = addDays(addMonths(today, -24), 20);
    const { leadId, orderId, token } = await installedOrder(t, staff, company, fitter, {}, installedOn);
    const asked = await t.app.inject({ method: 'POST', url: '/api/household-page/service', payload: { token, message: 'Liefst op een woensdag.' } });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().view.service).toMatchObject({ state: 'due', requested: true, nextDueOn: addMonths(installedOn, 24) });
    // Asked again: the same visit.
    expect((await t.app.inject({ method: 'POST', url: '/api/household-page/service', payload: { token } })).json().id).toBe(asked.json().id);
    const due = (await t.app.inject({ method: 'GET', url: '/api/installer/services', headers: fitter })).json();
    expect(due.services.find((service: { orderId: number }) => service.orderId === orderId)).toMatchObject({ dueOn: addMonths(installedOn, 24), state: 'due', asked: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/installer/services', headers: otherFitter })).json().services.map((s: { orderId: number }) => s.orderId)).not.toContain(orderId);
    const support = (await t.app.inject({ method: 'GET', url: '/api/installer/support', headers: fitter })).json();
    expect(support.requests.find((request: { orderId: number }) => request.orderId === orderId)).toMatchObject({ kind: 'service', category: null, message: 'Liefst op een woensdag.' });
    expect((await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/service`, headers: otherFitter, payload: { servicedOn: today } })).statusCode).toBe(404);
    const future = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/service`, headers: fitter, payload: { servicedOn: addDays(today, 1) } });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors.servicedOn).toBe('Onderhouden op: niet in de toekomst');
    const done = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/service`, headers: fitter, payload: { servicedOn: today } });
    expect(done.statusCode, done.body).toBe(201);
    const after = (await t.app.inject({ method: 'POST', url: '/api/household-page/aftercare', payload: { token } })).json();
    expect(after.service).toMatchObject({ nextDueOn: addMonths(today, 24), state: 'later', requested: false });
    expect(after.requests[0]).toMatchObject({ kind: 'service', status: 'resolved' });
    expect((await aftercareMails(t, leadId, 'support-request')).map((mail) => mail.subject.split(' – ')[0])).toEqual(['Uw vraag is ontvangen', 'Uw vraag is opgelost']);
    expect((await t.app.inject({ method: 'GET', url: '/api/installer/services', headers: fitter })).json().services.map((s: { orderId: number }) => s.orderId)).not.toContain(orderId);
  });
});
