/**
 * Lead management over HTTP on a real database: the spec's list, search and filters at the server,
 * status changes with their history, notes, and erasure with its audit trace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLogEntry, LeadNote, LeadStatusChange } from '../../database/entities/index.ts';
import { LEAD_FIELDS } from '../../database/lead-record.ts';
import { AUTH_ERRORS } from '../../src/admin/messages.ts';
import { PRIVACY_VERSION_DATE } from '../../src/site.ts';
import { ADMIN, ADMIN_ENV, bearer, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { uniqueHousehold } from '../helpers/leads.ts';

let t: TestApp;
let auth: { authorization: string };
const ids: Record<string, number> = {};

const SPEC_FIELDS = [
  'city',
  // Issue 23: when the household confirmed its address (ISO 8601 or null).
  'confirmedAt',
  'createdAt',
  'email',
  'firstName',
  'id',
  // Beyond the spec (issue 25): the language the household signed up in.
  'language',
  'lastName',
  'phone',
  'postalCode',
  'status',
  'waterSoftenerType',
];

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  const day = (n: number) => new Date(Date.UTC(2026, 9, n, 10));
  const leads = await insertLeads(t.db, [
    { firstName: 'Mélanie', lastName: 'Gölçük', email: 'melanie@example.be', city: 'Gent', postalCode: '9000', createdAt: day(1) },
    { firstName: 'Jan', lastName: 'Peeters', phone: '+32 499 87 65 43', city: 'Herentals', createdAt: day(2), status: 'contacted' },
    { firstName: 'Els', lastName: 'Maes', email: 'els.maes@example.com', city: 'Brugge', postalCode: '8000', createdAt: day(3), status: 'converted' },
    { firstName: 'Piet', lastName: '100% Zeker', city: 'Mol', postalCode: '2400', createdAt: day(4) },
    { firstName: 'An', lastName: 'Jacobs', city: 'Gentbrugge', postalCode: '9050', createdAt: day(5), status: 'lost' },
  ]);
  for (const lead of leads) ids[lead.firstName] = lead.id;
  auth = bearer(await loginToken(t.app));
});
afterAll(async () => {
  await t.close();
});

async function list(query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/leads?${search}`, headers: auth });
  return res;
}

const names = async (query: Record<string, string | number>) =>
  (await list(query)).json().map((l: { firstName: string }) => l.firstName);

describe('GET /api/admin/leads', () => {
  it('answers an array with the spec fields, newest first, and the number matching in X-Total-Count', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(Object.keys(body[0]).sort()).toEqual(SPEC_FIELDS);
    expect(body.map((l: { firstName: string }) => l.firstName)).toEqual(['An', 'Piet', 'Els', 'Jan', 'Mélanie']);
    expect(body[4]).toMatchObject({ createdAt: '2026-10-01T10:00:00.000Z', status: 'new', waterSoftenerType: '18L' });
    expect(res.headers['x-total-count']).toBe('5');
  });

  it("filters on 'new'", async () => {
    expect(await names({ status: 'new' })).toEqual(['Piet', 'Mélanie']);
  });

  it.each([
    ['first name', 'mélanie', ['Mélanie']],
    ['last name in capitals', 'GÖLÇÜK', ['Mélanie']],
    ['e-mail', 'els.maes@', ['Els']],
    ['city', 'gent', ['An', 'Mélanie']],
    ['postcode', '8000', ['Els']],
    ['phone as stored', '499 87 65', ['Jan']],
    ['phone as digits', '32499876543', ['Jan']],
    ['full name', 'jan peeters', ['Jan']],
    ['a literal percent sign', '100%', ['Piet']],
    ['first name without accents', 'melanie', ['Mélanie']],
    ['last name without accents', 'golcuk', ['Mélanie']],
    ['last name in capitals without accents', 'GOLCUK', ['Mélanie']],
    ['nothing', 'zzz', []],
  ])('searches the %s (%j)', async (_what, search, expected) => {
    expect(await names({ search })).toEqual(expected);
  });

  it('combines search and status filter, and counts only what matches', async () => {
    const res = await list({ search: 'gent', status: 'lost' });
    expect(res.json().map((l: { firstName: string }) => l.firstName)).toEqual(['An']);
    expect(res.headers['x-total-count']).toBe('1');
  });

  it('pages with 25, 50 or 100 per page, sorts oldest first on request, and links the pages', async () => {
    expect(await names({ sort: 'oldest', pageSize: 25 })).toEqual(['Mélanie', 'Jan', 'Els', 'Piet', 'An']);
    const beyond = await list({ page: 2, pageSize: 25 });
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('5');
    expect(beyond.headers.link).toContain('rel="prev"');
    expect(beyond.headers.link).toContain('rel="first"');
  });

  it.each([
    [{ pageSize: 30 }, 'pageSize'],
    [{ page: 0 }, 'page'],
    [{ status: 'archived' }, 'status'],
    [{ sort: 'name' }, 'sort'],
    [{ search: 'x'.repeat(101) }, 'search'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });
});

describe('PATCH /api/admin/leads/:id/status', () => {
  it('changes the status, answers the lead, and records who changed what', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${ids.Mélanie}/status`,
      headers: auth,
      payload: { status: 'followup' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.Mélanie, firstName: 'Mélanie', status: 'followup' });

    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/leads/${ids.Mélanie}`, headers: auth })).json();
    expect(detail.status).toBe('followup');
    expect(detail.history).toHaveLength(1);
    expect(detail.history[0]).toMatchObject({ fromStatus: 'new', toStatus: 'followup', changedBy: ADMIN.username });
  });

  it('answers 400 for an unknown status and leaves the lead alone', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${ids.Jan}/status`,
      headers: auth,
      payload: { status: 'gewonnen' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.status).toMatch(/^Onbekende status/);
    expect(await t.db.orm.em.fork().count(LeadStatusChange, { lead: ids.Jan })).toBe(0);
  });

  it.each([
    ['an unknown id', '999999', 404],
    ['a malformed id', 'abc', 400],
    ['a negative id', '-3', 400],
  ])('answers %s with %i', async (_what, id, status) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${id}/status`,
      headers: auth,
      payload: { status: 'contacted' },
    });
    expect(res.statusCode).toBe(status);
    if (status === 404) expect(res.json()).toEqual({ message: AUTH_ERRORS.leadNotFound });
  });

  it('answers 400 to a body without status', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/leads/${ids.Jan}/status`, headers: auth, payload: [] });
    expect(res.statusCode).toBe(400);
  });
});

describe('lead detail and notes', () => {
  it('shows every field, including address, wifi, source and campaign', async () => {
    const [lead] = await insertLeads(t.db, [
      { firstName: 'Detail', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'najaar', landingPage: '/gent' },
    ]);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/leads/${lead?.id}`, headers: auth });
    expect(res.json()).toMatchObject({
      street: 'Kerkstraat',
      houseNumber: '1',
      hasWifi: true,
      sourceUrl: 'http://localhost:3000/herentals',
      landingPage: '/gent',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'najaar',
      privacyVersion: PRIVACY_VERSION_DATE,
      history: [],
      notes: [],
    });
  });

  it('shows every field of the entity, and the version of the privacy statement a signup consented to', async () => {
    const signup = await t.app.inject({ method: 'POST', url: '/api/leads', payload: uniqueHousehold() });
    expect(signup.statusCode).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/leads/${signup.json().id}`, headers: auth });
    const detail = res.json();
    expect(Object.keys(detail).sort()).toEqual([...LEAD_FIELDS, 'history', 'notes', 'householdChanges', 'proposals', 'order'].sort());
    expect(detail).toMatchObject({ privacyVersion: PRIVACY_VERSION_DATE, status: 'new', lastContactAt: detail.createdAt });
  });

  it('keeps notes of staff, newest first, and refuses an empty one', async () => {
    for (const body of ['Eerste gesprek', 'Offerte verstuurd']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/admin/leads/${ids.Els}/notes`, headers: auth, payload: { body } });
      expect(res.statusCode).toBe(201);
    }
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/leads/${ids.Els}`, headers: auth })).json();
    expect(detail.notes.map((n: { body: string; author: string }) => [n.body, n.author])).toEqual([
      ['Offerte verstuurd', ADMIN.username],
      ['Eerste gesprek', ADMIN.username],
    ]);
    const empty = await t.app.inject({ method: 'POST', url: `/api/admin/leads/${ids.Els}/notes`, headers: auth, payload: { body: '  ' } });
    expect(empty.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'POST', url: '/api/admin/leads/999999/notes', headers: auth, payload: { body: 'x' } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/leads/:id (erasure on request)', () => {
  it('erases the lead with its history and notes; the audit log keeps only that it happened', async () => {
    const [lead] = await insertLeads(t.db, [{ firstName: 'Wissen', lastName: 'Opverzoek', email: 'wissen@example.be' }]);
    const id = lead?.id as number;
    await t.app.inject({ method: 'PATCH', url: `/api/admin/leads/${id}/status`, headers: auth, payload: { status: 'contacted' } });
    await t.app.inject({ method: 'POST', url: `/api/admin/leads/${id}/notes`, headers: auth, payload: { body: 'Wil gewist worden' } });

    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/leads/${id}`, headers: auth });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/leads/${id}`, headers: auth })).statusCode).toBe(404);
    const em = t.db.orm.em.fork();
    expect(await em.count(LeadStatusChange, { lead: id })).toBe(0);
    expect(await em.count(LeadNote, { lead: id })).toBe(0);

    const trace = await em.find(AuditLogEntry, { action: 'lead.erased', leadId: id });
    expect(trace).toHaveLength(1);
    expect(trace[0]).toMatchObject({ actor: ADMIN.username, details: { status: 'contacted' } });
    const everything = JSON.stringify(await em.find(AuditLogEntry, {}));
    for (const personal of ['Wissen', 'Opverzoek', 'wissen@example.be', 'Wil gewist']) expect(everything).not.toContain(personal);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/leads/${id}`, headers: auth })).statusCode).toBe(404);
  });
});
