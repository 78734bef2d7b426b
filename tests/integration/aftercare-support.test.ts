/**
 * Help when something breaks, over HTTP on a real database (issue 44 item 3): the household asks (201),
 * the seller's installer users see it first in their list (only their company's: another company gets
 * 404 on every step, and the request is not in its list), answer, offer times; the household books one
 * (an iCalendar invitation), the installer resolves, the household opens it again; every step mailed to
 * the household in its language, every act of the household told to the seller; staff's late list after
 * the due working day; invalid input 400 in the household's language; 409 before installation.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { aftercareMails, installedOrder, recordTerms } from '../helpers/aftercare.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller } from '../helpers/sales.ts';
import { acceptedOrder, brusselsMoment, installerUser } from '../helpers/visits.ts';

let t: TestApp;
let staff: { authorization: string };
let fitter: { authorization: string };
let otherFitter: { authorization: string };
let company: number;
let other: number;

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'https://www.example.be', LEADS_NOTIFY_EMAIL: 'team@example.be' });
  staff = bearer(await loginToken(t.app));
  company = (await addInstaller(t.db)).id;
  other = (await addInstaller(t.db, { name: 'Andere Firma bv', companyNumber: '0403.170.701', email: 'info@andere.example' })).id;
  await recordTerms(t, staff, company);
  fitter = await installerUser(t, staff, company, 'hulp-monteur');
  otherFitter = await installerUser(t, staff, other, 'vreemde-monteur');
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const post = (url: string, payload: object, headers: Headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

describe('a request for help', () => {
  it('goes open → planned → resolved, the household mailed at each step, the seller told of the household’s', async () => {
    const { leadId, token, orderId } = await installedOrder(t, staff, company, fitter, { firstName: 'Wim', lastName: 'Maes' });
    const asked = await post('/api/household-page/support', { token, category: 'leak', message: 'Er lekt water onder het toestel.' });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().id as number;
    expect(asked.json().view.requests[0]).toMatchObject({ id, kind: 'support', category: 'leak', status: 'open', answers: [], slots: [], appointment: null });
    const [received] = await aftercareMails(t, leadId, 'support-request');
    expect(received?.subject).toBe('Uw vraag is ontvangen – Groepsaankoop Waterverzachters');
    expect(received?.text).toMatch(/U krijgt een eerste antwoord uiterlijk op \d+ \w+ \d{4}\./);
    const notices = await aftercareMails(t, leadId, 'aftercare-notice');
    expect(notices.map((mail) => mail.recipient).sort()).toEqual(['team@example.be', 'verkoop@waterwerken-peeters.example']);
    expect(notices[0]?.text).toContain('Vraag om hulp (Lek): Er lekt water onder het toestel.');

    // The seller's installer sees it first; another company neither sees nor reaches it.
    const list = await get('/api/installer/support', fitter);
    expect(list.statusCode).toBe(200);
    expect(list.json().requests.find((request: { id: number }) => request.id === id)).toMatchObject({ orderId, category: 'leak', status: 'open', late: false, household: { name: 'Wim Maes' } });
    expect((await get('/api/installer/support', otherFitter)).json().requests.map((request: { id: number }) => request.id)).not.toContain(id);
    for (const [path, body] of [
      ['answer', { message: 'Ik kom kijken.' }],
      ['slots', { slots: [{ start: brusselsMoment(3, 9), end: brusselsMoment(3, 11) }, { start: brusselsMoment(4, 9), end: brusselsMoment(4, 11) }] }],
      ['step', { to: 'resolved' }],
    ] as const) {
      expect((await post(`/api/installer/support/${id}/${path}`, body, otherFitter)).statusCode, path).toBe(404);
    }
    expect((await get('/api/admin/support', staff)).json().requests.map((request: { id: number }) => request.id)).toContain(id);

    const answered = await post(`/api/installer/support/${id}/answer`, { message: 'Sluit de kraan voor het toestel; ik kom langs.' }, fitter);
    expect(answered.statusCode, answered.body).toBe(200);
    const [, answerMail] = await aftercareMails(t, leadId, 'support-request');
    expect(answerMail?.subject).toBe('Antwoord op uw vraag – Groepsaankoop Waterverzachters');
    expect(answerMail?.text).toContain('Waterwerken Peeters bv antwoordt: "Sluit de kraan voor het toestel; ik kom langs."');

    const slots = [
      { start: brusselsMoment(3, 9), end: brusselsMoment(3, 11) },
      { start: brusselsMoment(4, 13), end: brusselsMoment(4, 15) },
    ];
    const offered = await post(`/api/installer/support/${id}/slots`, { slots }, fitter);
    expect(offered.statusCode, offered.body).toBe(201);
    const page = (await post('/api/household-page/aftercare', { token })).json();
    expect(page.requests[0]).toMatchObject({ status: 'planned', answers: [{ message: 'Sluit de kraan voor het toestel; ik kom langs.' }] });
    expect(page.requests[0].slots).toHaveLength(2);

    const booked = await post('/api/household-page/support/appointment', { token, requestId: id, slotId: page.requests[0].slots[1].id });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().requests[0].appointment).toEqual({ start: new Date(slots[1]?.start ?? '').toISOString(), end: new Date(slots[1]?.end ?? '').toISOString() });
    const [invitation] = await aftercareMails(t, leadId, 'support-appointment');
    const calendar = new ICAL.Component(ICAL.parse(invitation?.calendar ?? ''));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') as ICAL.Component);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(slots[1]?.start ?? '').toISOString());
    expect(event.summary).toBe('Bezoek dienst na verkoop – Waterwerken Peeters bv');
    // The company's notice carries the same appointment for its own calendar: whom it visits.
    const notice = (await aftercareMails(t, leadId, 'aftercare-notice')).find((mail) => mail.recipient === 'verkoop@waterwerken-peeters.example' && mail.calendar);
    const theirs = new ICAL.Event(new ICAL.Component(ICAL.parse(notice?.calendar ?? '')).getFirstSubcomponent('vevent') as ICAL.Component);
    expect([theirs.uid, theirs.sequence, theirs.summary]).toEqual([event.uid, event.sequence, 'Bezoek dienst na verkoop – Wim Maes']);

    const resolved = await post(`/api/installer/support/${id}/step`, { to: 'resolved', message: 'Dichting vervangen.' }, fitter);
    expect(resolved.json()).toEqual({ id, status: 'resolved' });
    const mails = await aftercareMails(t, leadId, 'support-request');
    expect(mails.map((mail) => mail.subject.split(' – ')[0])).toEqual(['Uw vraag is ontvangen', 'Antwoord op uw vraag', 'Kies een moment voor het bezoek', 'Uw vraag is opgelost']);
    expect((await get('/api/installer/support', fitter)).json().requests.map((request: { id: number }) => request.id)).not.toContain(id);

    // The problem came back: the household opens it again (the seller is told); resolved twice is refused.
    const reopened = await post('/api/household-page/support/reopen', { token, requestId: id });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().requests[0].status).toBe('open');
    expect((await aftercareMails(t, leadId, 'aftercare-notice')).at(-1)?.text).toContain(`Vraag ${id} opnieuw geopend`);
    expect((await post('/api/household-page/support/reopen', { token, requestId: id })).statusCode).toBe(409);
    const history = await t.db.orm.em.fork().execute<Array<{ action: string }>>(`select "action" from "audit_log" where "details"->>'requestId' = ? order by "id"`, [String(id)]);
    expect(history.map((row) => row.action)).toEqual(['support.created', 'support.answered', 'support.planned', 'support.slots_offered', 'support.visit_booked', 'support.resolved', 'support.open']);
  });

  it('keeps a household to its own requests, answers invalid input in its language, and 409 before installation', async () => {
    const mine = await installedOrder(t, staff, company, fitter, { language: 'fr' });
    const theirs = await installedOrder(t, staff, company, fitter);
    const { id } = (await post('/api/household-page/support', { token: theirs.token, category: 'app', message: 'De app toont niets.' })).json();
    expect((await post('/api/household-page/support/reopen', { token: mine.token, requestId: id })).statusCode).toBe(404);
    const invalid = await post('/api/household-page/support', { token: mine.token, category: 'kapot', message: 'x', language: 'fr' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ category: 'Choisissez de quoi il s’agit', message: 'Décrivez brièvement ce que vous constatez' });
    const early = await acceptedOrder(t, staff, company);
    const refused = await post('/api/household-page/support', { token: early.token, category: 'leak', message: 'Het lekt al.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NOT_INSTALLED');
  });
});

describe('a French installer user', () => {
  it('reads its aftercare in French: the messages of its invalid input, its refusals and its company’s notices; staff’s copy stays Dutch', async () => {
    const liege = (await addInstaller(t.db, { name: 'Eau Douce Liège srl', companyNumber: '0417.497.106', email: 'vente@eau-douce.example' })).id;
    await recordTerms(t, staff, liege);
    const monteur = await installerUser(t, staff, liege, 'aide-monteur', 'fr');
    const { leadId, token, orderId } = await installedOrder(t, staff, liege, monteur, { firstName: 'Amélie', lastName: 'Dubois', language: 'fr' });
    const asked = await post('/api/household-page/support', { token, category: 'leak', message: 'De l’eau coule sous l’appareil.', language: 'fr' });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().id as number;

    // Its company's notice in its users' language, with its view's address; staff's copy in Dutch, with theirs.
    const notices = await aftercareMails(t, leadId, 'aftercare-notice');
    const theirs = notices.find((mail) => mail.recipient === 'vente@eau-douce.example');
    expect(theirs?.subject).toMatch(new RegExp(`^Après-vente commande ${orderId}[\u00a0\u202f]: Demande d’aide \\(Fuite\\)`));
    expect(theirs?.text).toMatch(/De l’eau coule sous l’appareil\. \(demande \d+, première réponse au plus tard le \d+ \p{L}+ \d{4}\)/u);
    expect(theirs?.text).toMatch(/Ouvrir vos interventions[\u00a0\u202f]: https:\/\/www\.example\.be\/admin\/installateur\n/);
    expect(theirs?.text).not.toMatch(/Nazorg|Huishouden|Vraag om hulp/);
    const staffs = notices.find((mail) => mail.recipient === 'team@example.be');
    expect(staffs?.subject).toBe(`Nazorg bestelling ${orderId}: Vraag om hulp (Lek)`);
    expect(staffs?.text).toContain('https://www.example.be/admin/dashboard?tab=aftercare');
    expect(notices).toHaveLength(2);

    const short = await post(`/api/installer/support/${id}/answer`, { message: 'x' }, monteur);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ message: expect.stringMatching(/^Réponse[\u00a0\u202f]: écrivez au moins 2 caractères$/) });
    const ahead = await post(`/api/installer/orders/${orderId}/service`, { servicedOn: '2099-01-01' }, monteur);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().errors).toEqual({ servicedOn: expect.stringMatching(/^Date de l’entretien[\u00a0\u202f]: pas dans le futur$/) });
    const unknown = await post('/api/installer/support/99999/answer', { message: 'Nous passons demain.' }, monteur);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Cette demande n’existe pas (ou plus).');
    // The visit it plans: its calendar in French, naming the household; staff's copy in Dutch.
    expect((await post(`/api/installer/support/${id}/slots`, { slots: [{ start: brusselsMoment(3, 9), end: brusselsMoment(3, 11) }, { start: brusselsMoment(4, 9), end: brusselsMoment(4, 11) }] }, monteur)).statusCode).toBe(201);
    const slotId = (await post('/api/household-page/aftercare', { token, language: 'fr' })).json().requests[0].slots[0].id;
    expect((await post('/api/household-page/support/appointment', { token, requestId: id, slotId, language: 'fr' })).statusCode).toBe(200);
    const summaries = (await aftercareMails(t, leadId, 'aftercare-notice'))
      .filter((mail) => mail.calendar)
      .map((mail) => [mail.recipient, new ICAL.Event(new ICAL.Component(ICAL.parse(mail.calendar ?? '')).getFirstSubcomponent('vevent') as ICAL.Component).summary]);
    expect(summaries).toEqual([
      ['vente@eau-douce.example', 'Visite du service après-vente – Amélie Dubois'],
      ['team@example.be', 'Bezoek dienst na verkoop – Amélie Dubois'],
    ]);
    // Staff read the same refusals in Dutch.
    expect((await post(`/api/admin/support/${id}/answer`, { message: 'x' }, staff)).json().errors).toEqual({ message: 'Antwoord: schrijf minstens 2 tekens' });
  });
});

describe('staff’s late list', () => {
  it('holds the requests without a first answer after their due working day, per company', async () => {
    const { token } = await installedOrder(t, staff, company, fitter);
    const { id } = (await post('/api/household-page/support', { token, category: 'no-soft-water', message: 'Het water is weer hard.' })).json();
    expect((await get('/api/admin/support/late', staff)).json().requests.map((request: { id: number }) => request.id)).not.toContain(id);
    // Its due day passed (as a few working days would).
    await t.db.orm.em.fork().execute(`update "support_requests" set "answer_due_on" = current_date - 3 where "id" = ?`, [id]);
    const late = (await get('/api/admin/support/late', staff)).json();
    expect(late.requests.find((request: { id: number }) => request.id === id)).toMatchObject({ late: true, installerName: 'Waterwerken Peeters bv' });
    expect(late.perInstaller.find((row: { installerId: number }) => row.installerId === company).late).toBeGreaterThanOrEqual(1);
    expect((await get('/api/installer/support', fitter)).json().requests.find((request: { id: number }) => request.id === id).late).toBe(true);
    // The first answer takes it off the list.
    await post(`/api/installer/support/${id}/answer`, { message: 'Ik bel u vandaag.' }, fitter);
    expect((await get('/api/admin/support/late', staff)).json().requests.map((request: { id: number }) => request.id)).not.toContain(id);
    expect((await get('/api/admin/support/late', fitter)).statusCode).toBe(403);
    expect((await get('/api/installer/support', staff)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/installer/support' })).statusCode).toBe(401);
  });
});
