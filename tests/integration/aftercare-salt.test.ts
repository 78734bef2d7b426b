/**
 * Salt as promised (issue 44 item 5) over HTTP on a real database: the household asks for an amount of
 * its allowance in a week that suits; never more than is left (409 saying what is left), none without an
 * allowance; the seller's installer confirms and records the delivery (another company: 404, and not in
 * its list), the household mailed at each step; the page shows what is left.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateInBrussels } from '../../src/admin/format.ts';
import { mondayOf } from '../../src/aftercare/calendar.ts';
import { addDays } from '../../src/orders/dates.ts';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { aftercareMails, installedOrder, recordTerms } from '../helpers/aftercare.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller } from '../helpers/sales.ts';
import { installerUser } from '../helpers/visits.ts';

let t: TestApp;
let staff: { authorization: string };
let fitter: { authorization: string };
let otherFitter: { authorization: string };
let company: number;
let other: number;

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'https://www.example.be' });
  staff = bearer(await loginToken(t.app));
  company = (await addInstaller(t.db)).id;
  other = (await addInstaller(t.db, { name: 'Andere Firma bv', companyNumber: '0403.170.701', email: 'info@andere.example' })).id;
  await recordTerms(t, staff, company);
  await recordTerms(t, staff, other, { salt: null });
  fitter = await installerUser(t, staff, company, 'zout-monteur');
  otherFitter = await installerUser(t, staff, other, 'vreemde-monteur');
});
afterAll(async () => {
  await t.close();
});

const nextWeek = addDays(mondayOf(isoDateInBrussels(new Date())), 9);
const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });

describe('salt', () => {
  it('is asked for within the allowance, confirmed and delivered by the seller, and the page shows what is left', async () => {
    const { leadId, token } = await installedOrder(t, staff, company, fitter, { firstName: 'Nora' });
    const asked = await post('/api/household-page/salt', { token, kg: 25, week: nextWeek });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().id as number;
    expect(asked.json().view.salt).toMatchObject({ allowance: { kg: 100 }, delivered: 0, left: 75, requests: [{ id, kg: 25, week: mondayOf(nextWeek), status: 'asked' }] });
    const tooMuch = await post('/api/household-page/salt', { token, kg: 80, week: nextWeek });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'SALT_NOT_AVAILABLE', message: 'U kunt nog 75 kg zout aanvragen.' });
    const past = await post('/api/household-page/salt', { token, kg: 10, week: isoDateInBrussels(new Date()) });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.week).toBe('Kies een week vanaf volgende week, binnen een half jaar');

    expect((await t.app.inject({ method: 'GET', url: '/api/installer/salt', headers: otherFitter })).json().deliveries.map((d: { id: number }) => d.id)).not.toContain(id);
    expect((await post(`/api/installer/salt/${id}/confirm`, {}, otherFitter)).statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/installer/salt', headers: fitter })).json();
    expect(list.deliveries.find((d: { id: number }) => d.id === id)).toMatchObject({ kg: 25, status: 'asked', household: { name: expect.stringContaining('Nora') } });

    expect((await post(`/api/installer/salt/${id}/confirm`, {}, fitter)).json()).toEqual({ id, status: 'confirmed' });
    const today = isoDateInBrussels(new Date());
    expect((await post(`/api/installer/salt/${id}/delivered`, { deliveredOn: today }, fitter)).json()).toEqual({ id, status: 'delivered' });
    expect((await post(`/api/installer/salt/${id}/cancel`, {}, fitter)).statusCode).toBe(409);
    const mails = await aftercareMails(t, leadId, 'salt-delivery');
    expect(mails.map((mail) => mail.subject.split(' – ')[0])).toEqual(['Uw zoutlevering is bevestigd', 'Uw zout is geleverd']);
    expect(mails[0]?.text).toContain('Waterwerken Peeters bv bevestigt uw zoutlevering: 25 kg in de week van');
    const page = (await post('/api/household-page/aftercare', { token })).json();
    expect(page.salt).toMatchObject({ delivered: 25, left: 75, requests: [{ id, status: 'delivered', deliveredOn: today }] });
  });

  it('cannot be asked for without an allowance; a French household reads why in French', async () => {
    const { token } = await installedOrder(t, staff, other, otherFitter, { language: 'fr' });
    const refused = await post('/api/household-page/salt', { token, kg: 10, week: nextWeek, language: 'fr' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Il n’y a plus de sel à demander.');
    const invalid = await post('/api/household-page/salt', { token, kg: 2.5, week: 'volgende week', language: 'fr' });
    expect(invalid.json().errors).toEqual({ kg: 'Indiquez un nombre de kilos, un nombre entier', week: 'Choisissez une semaine à partir de la semaine prochaine, dans les six mois' });
  });
});
