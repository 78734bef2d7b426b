/**
 * An installer company's users as staff manage them (issue 43), over HTTP on a real database: listed,
 * added with a language, given a new password, disabled (its sessions end at once, its sign-in is
 * refused), removed; a disabled company's users likewise; and a French user reads its answers, its
 * field messages, its calendar file and its company's notices in French.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller } from '../helpers/sales.ts';
import { acceptedOrder, brusselsMoment, installerUser, mailsOf } from '../helpers/visits.ts';

let t: TestApp;
let staff: { authorization: string };
let company: number;
const PASSWORD = 'een-lang-installateurswachtwoord';

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'https://www.example.be' });
  staff = bearer(await loginToken(t.app));
  company = (await addInstaller(t.db, { name: 'Aqua Service Namur srl', email: 'vente@aqua-namur.example' })).id;
});
afterAll(async () => {
  await t.close();
});

const signIn = (username: string, password = PASSWORD) => t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
const users = async () => (await t.app.inject({ method: 'GET', url: `/api/admin/installers/${company}/users`, headers: staff })).json() as Array<{ id: number; username: string; active: boolean; language: string; lastLoginAt: string | null }>;

describe('staff manage a company’s users', () => {
  it('list them with language, state and last sign-in; change, disable, reset and remove them', async () => {
    const fitter = await installerUser(t, staff, company, 'monteur.beheer');
    const listed = (await users()).find((user) => user.username === 'monteur.beheer');
    expect(listed).toMatchObject({ active: true, language: 'nl', lastLoginAt: expect.any(String) });
    const id = listed?.id ?? 0;

    const french = await t.app.inject({ method: 'PATCH', url: `/api/admin/installer-users/${id}`, headers: staff, payload: { language: 'fr' } });
    expect(french.json()).toMatchObject({ language: 'fr', active: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/installer/me', headers: fitter })).json()).toMatchObject({ language: 'fr' });

    // A new password: the old sessions end, the old password no longer signs in.
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/installer-users/${id}`, headers: staff, payload: { password: '123456789012' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/installer-users/${id}`, headers: staff, payload: { password: 'nieuwe woorden voor een gsm' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/installer/orders', headers: fitter })).statusCode).toBe(401);
    expect((await signIn('monteur.beheer')).statusCode).toBe(401);
    const again = bearer((await signIn('monteur.beheer', 'nieuwe woorden voor een gsm')).json().token);

    // Disabled: at once, and said to whoever knows the password.
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/installer-users/${id}`, headers: staff, payload: { active: false } })).json()).toMatchObject({ active: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/installer/orders', headers: again })).statusCode).toBe(401);
    const refused = await signIn('monteur.beheer', 'nieuwe woorden voor een gsm');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('ACCOUNT_DISABLED');
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/installer-users/${id}`, headers: staff, payload: { active: true } })).statusCode).toBe(200);
    expect((await signIn('monteur.beheer', 'nieuwe woorden voor een gsm')).statusCode).toBe(200);

    const actions = await t.db.orm.em.fork().execute<Array<{ action: string }>>(`select "action" from "audit_log" where "action" like 'installer.user_%' order by "id"`);
    expect(actions.map((row) => row.action)).toEqual(['installer.user_created', 'installer.user_changed', 'installer.user_changed', 'installer.user_changed', 'installer.user_changed']);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/installer-users/${id}`, headers: staff })).statusCode).toBe(204);
    expect((await users()).map((user) => user.username)).not.toContain('monteur.beheer');
    expect((await signIn('monteur.beheer', 'nieuwe woorden voor een gsm')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/installer-users/${id}`, headers: staff })).statusCode).toBe(404);
  });

  it('refuse a staff account as an installer user, and an empty change', async () => {
    const [admin] = await t.db.orm.em.fork().execute<Array<{ id: number }>>(`select "id" from "users" where "installer_id" is null limit 1`);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/installer-users/${admin?.id}`, headers: staff, payload: { active: false } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/installer-users/${admin?.id}`, headers: staff, payload: {} })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/installers/99999/users', headers: staff })).statusCode).toBe(404);
  });

  it('end a disabled company’s sessions and refuse its sign-in', async () => {
    const other = (await addInstaller(t.db, { name: 'Ontharders Dewitte bv', companyNumber: '0202.239.951', email: 'info@dewitte.example' })).id;
    const fitter = await installerUser(t, staff, other, 'monteur.dewitte');
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/installers/${other}`, headers: staff, payload: { active: false } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/installer/me', headers: fitter })).statusCode).toBe(401);
    expect((await signIn('monteur.dewitte')).json().code).toBe('ACCOUNT_DISABLED');
  });

  it('sign out an installer user with its own token: 204, then 401 (REST and tRPC)', async () => {
    const rest = await installerUser(t, staff, company, 'monteur.rest');
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: rest })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/installer/me', headers: rest })).statusCode).toBe(401);
    const trpc = await installerUser(t, staff, company, 'monteur.trpc');
    expect((await t.app.inject({ method: 'POST', url: '/trpc/admin.logout', headers: trpc, payload: {} })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/installer/me', headers: trpc })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout' })).statusCode).toBe(401);
  });
});

describe('a French installer user', () => {
  it('reads its answers, field messages, calendar file and its company’s notices in French', async () => {
    const liege = (await addInstaller(t.db, { name: 'Eau Douce Liège srl', companyNumber: '0417.497.106', email: 'vente@eau-douce.example' })).id;
    const fitter = await installerUser(t, staff, liege, 'monteur.liege', 'fr');
    const { orderId, token } = await acceptedOrder(t, staff, liege, { firstName: 'Amélie', lastName: 'Dubois', language: 'fr' });
    expect((await t.app.inject({ method: 'GET', url: '/api/installer/orders/99999', headers: fitter })).json().message).toMatch(/commande/i);
    const invalid = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/installation`, headers: fitter, payload: { installedOn: '2000-01-01', serialNumber: 'x' } });
    expect(invalid.json().errors).toMatchObject({ serialNumber: 'Le numéro de série est obligatoire' });
    const early = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/installation`, headers: fitter, payload: { installedOn: '2000-01-01', serialNumber: 'SN-1' } });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/^Date d’installation[\u00a0\u202f]: choisissez un jour du .* à aujourd’hui\.$/);

    const slots = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/slots`, headers: fitter, payload: { slots: [{ start: brusselsMoment(5, 9), end: brusselsMoment(5, 11) }, { start: brusselsMoment(6, 9), end: brusselsMoment(6, 11) }] } });
    const slotId = slots.json().slots[0].id;
    expect((await t.app.inject({ method: 'POST', url: '/api/household-page/appointment', payload: { token, slotId } })).statusCode).toBe(200);
    const ics = await t.app.inject({ method: 'GET', url: `/api/installer/orders/${orderId}/calendar.ics`, headers: fitter });
    expect(ics.headers['content-disposition']).toContain(`visite-${orderId}.ics`);
    const calendar = new ICAL.Component(ICAL.parse(ics.body));
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/\/\/FR$/);
    expect(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('summary')).toBe('Visite technique adoucisseur – Amélie Dubois');

    const notices = (await mailsOf(t, (await leadOf(orderId)), 'visit-notice')).concat(await mailsOf(t, await leadOf(orderId), 'order-notice'));
    const theirs = notices.filter((mail) => mail.recipient === 'vente@eau-douce.example');
    expect(theirs.map((mail) => mail.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/^Commande \d+ passée/), expect.stringMatching(/^Commande \d+[\u00a0\u202f]: Rendez-vous réservé/)]));
    for (const mail of theirs) {
      expect(mail.text).toContain(`https://www.example.be/admin/installateur?order=${orderId}`);
      expect(mail.text).not.toMatch(/Bestelling|Huishouden|Afspraak|dashboard/);
    }
  });
});

async function leadOf(orderId: number): Promise<number> {
  const [row] = await t.db.orm.em.fork().execute<Array<{ lead_id: number }>>(`select "lead_id" from "orders" where "id" = ?`, [orderId]);
  return row?.lead_id ?? 0;
}

describe('a company whose users read both languages', () => {
  it('gets each notice once in Dutch and once in French', async () => {
    const brussels = (await addInstaller(t.db, { name: 'Bruxelles Water srl', companyNumber: '0812.345.603', email: 'info@bruxelles-water.example' })).id;
    await installerUser(t, staff, brussels, 'monteur.brussel', 'nl');
    await installerUser(t, staff, brussels, 'monteur.bruxelles', 'fr');
    const { leadId } = await acceptedOrder(t, staff, brussels);
    const subjects = (await mailsOf(t, leadId, 'order-notice')).filter((mail) => mail.recipient === 'info@bruxelles-water.example').map((mail) => mail.subject);
    expect(subjects).toEqual([expect.stringMatching(/^Bestelling \d+ besteld/), expect.stringMatching(/^Commande \d+ passée/)]);
  });
});
