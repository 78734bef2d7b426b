/**
 * The household told at every step after its order (issue 42 items 2, 4 and 5), in Dutch and French,
 * through the real server and its outbox: the slots offered (the first time and after it asked for other
 * times), the installation planned and moved, installed (serial number, last day of withdrawal, what
 * comes next), each with the link to its page and a viewport; a withdrawal after the installation with
 * the refund's last day and the pick-up's cost; a change of mind at the visit recorded as a withdrawal,
 * not a cancellation; a visit that finds no room ending the order with the deposit's refund date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateInBrussels } from '../../src/admin/format.ts';
import { formatDayIn } from '../../src/i18n/format.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { addDays } from '../../src/orders/dates.ts';
import { lastDayOfPeriod } from '../../src/orders/working-days.ts';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { frenchTextProblems } from '../helpers/french-text.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller } from '../helpers/sales.ts';
import { SELLER_TERMS_INPUT } from '../helpers/seller-terms.ts';
import { acceptedOrder, brusselsMoment, installerUser, type Mail, mailsOf } from '../helpers/visits.ts';

let t: TestApp;
let staff: { authorization: string };
let fitter: { authorization: string };
let company: number;
const today = () => isoDateInBrussels(new Date());

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, HOUSEHOLD_RATE_LIMIT: 'off', PUBLIC_URL: 'https://www.example.be' });
  staff = bearer(await loginToken(t.app));
  company = (await addInstaller(t.db, { depositPercent: 20, paymentDays: 30, returnCostEuro: 150, phone: '+3281123456' })).id;
  expect((await t.app.inject({ method: 'PUT', url: `/api/admin/installers/${company}/terms`, headers: staff, payload: SELLER_TERMS_INPUT })).statusCode).toBe(200);
  fitter = await installerUser(t, staff, company, 'monteur-stappen');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = fitter) => t.app.inject({ method: 'POST', url, headers, payload });
const slots = (days: number) => ({ slots: [{ start: brusselsMoment(days, 9), end: brusselsMoment(days, 11) }, { start: brusselsMoment(days + 1, 14), end: brusselsMoment(days + 1, 16) }] });

/** The last mail of `kind`, its viewport and language checked, and its link to the page for a step's mail. */
async function mailOf(leadId: number, kind: string, locale: Locale): Promise<Mail> {
  const mail = (await mailsOf(t, leadId, kind)).at(-1);
  if (!mail) throw new Error(`no ${kind} mail`);
  const link = locale === 'fr' ? /\/fr\/mon-inscription#[A-Za-z0-9_-]{43}/ : /\/mijn-aanmelding#[A-Za-z0-9_-]{43}/;
  if (['visit-slots', 'installation-planned', 'order-installed'].includes(kind)) expect(mail.text).toMatch(link);
  expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(mail.html).toMatch(new RegExp(`<html lang="${locale}-BE"`));
  // French typography, and no Dutch or English word in a French mail (decision 041).
  if (locale === 'fr') expect([...frenchTextProblems(mail.subject), ...frenchTextProblems(mail.text)]).toEqual([]);
  return mail;
}

describe.each(['nl', 'fr'] as const)('a %s household, from the slots to the installation', (locale) => {
  it('is mailed the slots, again after asking other times, the installation planned and moved, and installed with its last day of withdrawal', async () => {
    const { leadId, token, orderId } = await acceptedOrder(t, staff, company, { language: locale, street: locale === 'fr' ? 'Rue de Dave' : 'Kerkstraat', houseNumber: '150' });
    expect((await post(`/api/installer/orders/${orderId}/slots`, slots(5))).statusCode).toBe(201);
    const first = await mailOf(leadId, 'visit-slots', locale);
    expect(first.text).toContain(locale === 'fr' ? 'propose ces créneaux pour la visite technique' : 'stelt deze momenten voor het technische bezoek voor');
    expect(first.text).toMatch(locale === 'fr' ? /\n- \S+ \S+ \S+ \d{4}, de 9\u00a0h à 11\u00a0h\n/ : /\n- \S+ \d+ \S+ \d{4}, 09:00–11:00\n/);
    expect(first.html).toMatch(/<ul><li>.*<\/li><li>.*<\/li><\/ul>/);

    expect((await post('/api/household-page/appointment/other-times', { token, message: locale === 'fr' ? 'Plutôt le samedi' : 'Liever op zaterdag' }, {})).statusCode).toBe(200);
    await post(`/api/installer/orders/${orderId}/slots`, slots(8));
    expect((await mailOf(leadId, 'visit-slots', locale)).text).toContain(locale === 'fr' ? 'Vous avez demandé d’autres créneaux.' : 'U vroeg andere momenten.');
    expect(await mailsOf(t, leadId, 'visit-slots')).toHaveLength(2);

    expect((await post(`/api/installer/orders/${orderId}/visit`, { hardnessFH: 30, suitable: true })).statusCode).toBe(200);
    const day = addDays(today(), 10);
    await post(`/api/installer/orders/${orderId}/installation-plan`, { plannedOn: day });
    const planned = await mailOf(leadId, 'installation-planned', locale);
    expect(planned.text).toContain(formatDayIn(locale, day));
    expect(planned.text).toContain(locale === 'fr' ? 'Appelez Waterwerken Peeters bv au 081 12 34 56.' : 'Bel Waterwerken Peeters bv op 081 12 34 56.');
    await post(`/api/installer/orders/${orderId}/installation-plan`, { plannedOn: addDays(day, 1) });
    expect((await mailOf(leadId, 'installation-planned', locale)).text).toContain(locale === 'fr' ? 'est déplacée au' : 'is verplaatst naar');

    expect((await post(`/api/installer/orders/${orderId}/installation`, { installedOn: today(), serialNumber: 'HB18-2026-00077' })).statusCode).toBe(200);
    const installed = await mailOf(leadId, 'order-installed', locale);
    const lastDay = formatDayIn(locale, lastDayOfPeriod(today(), 14));
    for (const words of locale === 'fr'
      ? ['numéro de série HB18-2026-00077', `jusqu’au ${lastDay} inclus`, 'facture de 1\u202f512\u00a0€, à payer dans les 30 jours', 'Le service après-vente\u00a0: 014 12 34 56, service@hydrobel.example', 'une fois tous les 2 ans']
      : ['serienummer HB18-2026-00077', `tot en met ${lastDay}`, 'factuur van €\u00a01.512, te betalen binnen 30 dagen', 'De dienst na verkoop: 014 12 34 56, service@hydrobel.example', 'om de 2 jaar']) {
      expect(installed.text).toContain(words);
    }

    // Withdrawing now: the refund's last day and what taking the softener back costs, on the page and in the mail.
    const panel = (await post('/api/household-page/proposals', { token }, {})).json()[0].order;
    expect(panel).toMatchObject({ status: 'installed', returnCostEuro: 150, serialNumber: 'HB18-2026-00077' });
    expect((await post('/api/household-page/proposals/withdraw', { token, orderId, confirm: true }, {})).statusCode).toBe(200);
    const withdrawn = await mailOf(leadId, 'order-withdrawn', locale);
    const refundBy = formatDayIn(locale, lastDayOfPeriod(today(), 14));
    expect(withdrawn.text).toContain(locale === 'fr' ? `au plus tard le ${refundBy}` : `uiterlijk op ${refundBy}`);
    expect(withdrawn.text).toContain(locale === 'fr' ? 'les frais directs de ce renvoi (au plus 150\u00a0€) sont à votre charge' : 'de rechtstreekse kosten daarvan (hoogstens €\u00a0150) zijn voor u');
  });
});

describe('what the technical visit finds', () => {
  it('a household that changed its mind withdraws: status withdrawn, the acknowledgement with the refund’s last day, no cancellation', async () => {
    const { leadId, orderId } = await acceptedOrder(t, staff, company);
    const visit = await post(`/api/installer/orders/${orderId}/visit`, { hardnessFH: 25, suitable: false, reason: 'changedMind', note: 'Wil toch geen toestel' });
    expect(visit.json()).toEqual({ id: orderId, status: 'withdrawn' });
    const mail = await mailOf(leadId, 'order-withdrawn', 'nl');
    expect(mail.text).toContain(`Bij het technische bezoek van ${formatDayIn('nl', today())} liet u Waterwerken Peeters bv weten dat u van uw bestelling afziet`);
    expect(mail.text).toContain(`uiterlijk op ${formatDayIn('nl', lastDayOfPeriod(today(), 14))}`);
    expect(mail.text).not.toContain('weg te halen');
    expect(await mailsOf(t, leadId, 'order-cancelled')).toHaveLength(0);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/leads/${leadId}`, headers: staff })).json();
    expect(detail.order.history.map((step: { toStatus: string }) => step.toStatus)).toEqual(['accepted', 'visited', 'withdrawn']);
  });

  it('no room: the order ends, and the mail says the deposit comes back and by when', async () => {
    const { leadId, orderId } = await acceptedOrder(t, staff, company, { language: 'fr' });
    const visit = await post(`/api/installer/orders/${orderId}/visit`, { hardnessFH: 25, suitable: false, reason: 'noRoom' });
    expect(visit.json()).toEqual({ id: orderId, status: 'cancelled' });
    const mail = await mailOf(leadId, 'order-cancelled', 'fr');
    expect(mail.text).toContain(`Si vous avez déjà payé l’acompte de 378\u00a0€, le vendeur vous le rembourse au plus tard le ${formatDayIn('fr', lastDayOfPeriod(today(), 14))}.`);
  });
});

describe('add to calendar (issue 42)', () => {
  it('gives the booked visit as an .ics file (METHOD:PUBLISH, the invitation’s UID), 404 without one, and nothing for a wrong link', async () => {
    const { token, orderId } = await acceptedOrder(t, staff, company);
    const calendar = (payload: object) => t.app.inject({ method: 'POST', url: '/api/household-page/appointment/calendar', payload });
    expect((await calendar({ token })).statusCode).toBe(404);
    await post(`/api/installer/orders/${orderId}/slots`, slots(6));
    const slotId = (await post('/api/household-page/proposals', { token }, {})).json()[0].order.slots[0].id;
    expect((await post('/api/household-page/appointment', { token, slotId }, {})).statusCode).toBe(200);
    const ics = await calendar({ token });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers['content-disposition']).toBe('attachment; filename="technisch-bezoek.ics"');
    expect(ics.headers['cache-control']).toBe('no-store');
    expect(ics.body).toMatch(/METHOD:PUBLISH[\s\S]*DTSTART;TZID=Europe\/Brussels:\d{8}T090000/);
    // The seller's phone as Belgians write it (the French reader's M6), in the unfolded description.
    expect(ics.body.replace(/\r\n /g, '')).toMatch(/DESCRIPTION:.*081 12 34 56/);
    const [invitation] = await t.db.orm.em.fork().execute<Array<{ calendar: string }>>(`select "calendar" from "mail_outbox" where "kind" = 'visit-appointment' order by "id" desc limit 1`);
    expect(/UID:(\S+)/.exec(ics.body)?.[1]).toBe(/UID:(\S+)/.exec(invitation?.calendar ?? '')?.[1]);
    expect((await calendar({ token: 'x'.repeat(43) })).statusCode).toBe(404);
    expect((await calendar({})).statusCode).toBe(400);
  });
});

describe('a visit booked for within 24 hours (phone walk, item 10)', () => {
  it('its mail does not say it can still be moved on the page, and gives the seller’s phone', async () => {
    const { leadId, token, orderId } = await acceptedOrder(t, staff, company);
    const start = new Date(Date.now() + 3 * 3_600_000);
    const soon = { slots: [{ start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() }, slots(6).slots[0]] };
    expect((await post(`/api/installer/orders/${orderId}/slots`, soon)).statusCode).toBe(201);
    const slotId = (await post('/api/household-page/proposals', { token }, {})).json()[0].order.slots[0].id;
    expect((await post('/api/household-page/appointment', { token, slotId }, {})).statusCode).toBe(200);
    const [mail] = await mailsOf(t, leadId, 'visit-appointment');
    expect(mail?.text).not.toContain('tot 24 uur vooraf');
    expect(mail?.text).toContain('Komt er iets tussen? Bel Waterwerken Peeters bv op 081 12 34 56.');
  });
});
