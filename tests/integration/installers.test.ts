/**
 * Installer companies (issue 33 item 1) and the seller of every proposal (item 2), through the real HTTP
 * server: staff add one over REST and tRPC, a wrong company number is refused naming the field, the
 * list, a change, and a proposal that would have no seller is refused over REST and tRPC alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, bearer, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { TERMS } from '../helpers/sales.ts';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV });
  auth = bearer(await loginToken(t.app));
});
afterAll(async () => {
  await t.close();
});

const body = {
  name: 'Ontharders Gent bv',
  companyNumber: 'BE 0417.497.106',
  address: 'Dok Noord 3, 9000 Gent',
  phone: '09 225 12 34',
  email: 'info@ontharders-gent.example',
  postalCodes: ['9000', '9030', '9000'],
};

const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/admin/installers', headers: auth, payload: payload as object });

async function newLead(postalCode: string) {
  const [lead] = await insertLeads(t.db, [{ email: `i${Math.random().toString(36).slice(2)}@example.be`, postalCode }]);
  return lead?.id ?? 0;
}

describe('staff add installers', () => {
  it('answers 201 with the id, keeps one form of the company number and phone, and lists it', async () => {
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ id: expect.any(Number), companyNumber: '0417.497.106', phone: '+3292251234', postalCodes: ['9000', '9030'], provinces: [], active: true });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/installers', headers: auth });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(expect.objectContaining({ id: created.id, name: 'Ontharders Gent bv' }));
  });

  it.each([
    ['a wrong checksum', { companyNumber: '0417.497.107' }, 'companyNumber', /Ondernemingsnummer/],
    ['nine digits', { companyNumber: '417.497.106' }, 'companyNumber', /Ondernemingsnummer/],
    ['no phone number', { phone: 'bel me' }, 'phone', /Telefoon/],
    ['no e-mail address', { email: 'info' }, 'email', /E-mail/],
    ['no area', { postalCodes: [] }, 'postalCodes', /Werkgebied/],
    ['a postal code of three digits', { postalCodes: ['900'] }, 'postalCodes.0', /Postcodes/],
    ['an unknown province', { provinces: ['BE-XXX'] }, 'provinces.0', /Provincies/],
  ])('refuses %s with 400 and a Dutch message naming the field', async (_name, change, field, message) => {
    const res = await post({ ...body, companyNumber: '0403.170.701', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toMatch(message);
  });

  it('refuses a second installer with the same company number (409)', async () => {
    await post({ ...body, companyNumber: '0202.239.951', name: 'Eerste' });
    const again = await post({ ...body, companyNumber: 'BE0202239951', name: 'Tweede' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/al een installateur met ondernemingsnummer 0202\.239\.951/);
  });

  it('has the same procedures over tRPC, and a change (deactivation) over both', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/trpc/admin.installers.create', headers: auth, payload: { ...body, companyNumber: '0200.065.765', provinces: ['BE-WLG'], postalCodes: [] } });
    expect(created.statusCode).toBe(200);
    const id = created.json().result.data.id;
    const bad = await t.app.inject({ method: 'POST', url: '/trpc/admin.installers.create', headers: auth, payload: { ...body, companyNumber: '1234' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.data.fieldErrors.companyNumber).toMatch(/Ondernemingsnummer/);
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/admin/installers/${id}`, headers: auth, payload: { active: false } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id, active: false, provinces: ['BE-WLG'] });
    const emptied = await t.app.inject({ method: 'PATCH', url: `/api/admin/installers/${id}`, headers: auth, payload: { provinces: [] } });
    expect(emptied.statusCode).toBe(400);
    const listed = await t.app.inject({ method: 'GET', url: '/trpc/admin.installers.list', headers: auth });
    expect(listed.json().result.data).toContainEqual(expect.objectContaining({ id, active: false }));
    expect((await t.app.inject({ method: 'PATCH', url: '/api/admin/installers/999999', headers: auth, payload: { active: true } })).statusCode).toBe(404);
  });

  it('is for staff only (401 without a session)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/installers' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/installers', payload: body })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/trpc/admin.installers.create', payload: body })).statusCode).toBe(401);
  });
});

describe('every proposal names its seller', () => {
  it('takes the one active installer serving the postal code when none is chosen, and shows it in the detail', async () => {
    const installer = (await post({ ...body, companyNumber: '0403.053.608', postalCodes: ['8500'] })).json();
    const lead = await newLead('8500');
    const sent = await t.app.inject({ method: 'POST', url: `/api/admin/leads/${lead}/proposals`, headers: auth, payload: TERMS });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ installerId: installer.id, installerName: 'Ontharders Gent bv' });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/leads/${lead}`, headers: auth })).json();
    expect(detail.proposals[0].installerId).toBe(installer.id);
  });

  it('refuses a proposal without a seller over REST and tRPC when no installer serves the postal code', async () => {
    const lead = await newLead('6600');
    const rest = await t.app.inject({ method: 'POST', url: `/api/admin/leads/${lead}/proposals`, headers: auth, payload: TERMS });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ code: 'SELLER_REQUIRED', message: 'Kies een verkoper (installerId): geen actieve installateur werkt in postcode 6600.' });
    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/admin.proposals.send', headers: auth, payload: { id: lead, ...TERMS } });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toMatch(/Kies een verkoper/);
    const bulk = await t.app.inject({ method: 'POST', url: '/api/admin/proposals/bulk', headers: auth, payload: { selection: { replaceOpen: true }, terms: TERMS } });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().message).toMatch(/Kies een verkoper/);
    const rows = await t.db.orm.em.fork().execute(`select 1 from "proposals" where "lead_id" = ?`, [lead]);
    expect(rows).toHaveLength(0);
  });

  it('refuses when two installers serve the postal code, until staff choose one; never an inactive one', async () => {
    const one = (await post({ ...body, companyNumber: '0401.574.852', postalCodes: ['3500'] })).json();
    const two = (await post({ ...body, companyNumber: '0404.493.463', postalCodes: [], provinces: ['BE-VLI'] })).json();
    const lead = await newLead('3500');
    const refused = await t.app.inject({ method: 'POST', url: `/api/admin/leads/${lead}/proposals`, headers: auth, payload: TERMS });
    expect(refused.json().message).toBe('Kies een verkoper (installerId): 2 actieve installateurs werken in postcode 3500.');
    const chosen = await t.app.inject({ method: 'POST', url: `/api/admin/leads/${lead}/proposals`, headers: auth, payload: { ...TERMS, installerId: two.id } });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().installerId).toBe(two.id);
    await t.app.inject({ method: 'PATCH', url: `/api/admin/installers/${one.id}`, headers: auth, payload: { active: false } });
    const inactive = await t.app.inject({ method: 'POST', url: '/trpc/admin.proposals.send', headers: auth, payload: { id: lead, ...TERMS, installerId: one.id } });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error.message).toMatch(/niet actief/);
    // With the other one inactive, the province's installer is the default.
    const byDefault = await t.app.inject({ method: 'POST', url: `/api/admin/leads/${lead}/proposals`, headers: auth, payload: TERMS });
    expect(byDefault.json().installerId).toBe(two.id);
  });
});
