/**
 * Rounds (issue 35) through the real HTTP server on a real database, with a clock the test moves: staff
 * make and change rounds (REST and tRPC), two rounds whose registrations run at the same time for one
 * place are refused on both, a signup joins the round of its place (or waits for the next one), staff
 * move a lead, anyone asks where a place's round stands, and a change queues the pages' rewrite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { uniqueHousehold } from '../helpers/leads.ts';
import { type RoundSummary, signupRound } from '../../src/rounds/view.ts';

let t: TestApp;
let auth: { authorization: string };
let now = new Date('2026-12-01T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, LEADS_RATE_LIMIT: 'off' }, { clock: () => now });
  auth = bearer(await loginToken(t.app));
});
afterAll(async () => {
  await t.close();
});

/** Oost-Vlaanderen, registration open through the whole of December 2026. */
const OOST = {
  name: 'Winter 2026 Oost-Vlaanderen',
  provinces: ['BE-VOV'],
  registrationOpensAt: '2026-11-20T09:00:00+01:00',
  registrationClosesAt: '2026-12-31T23:59:00+01:00',
  proposalsFrom: '2027-01-15',
  proposalsValidUntil: '2027-02-15',
  installationsDueBy: '2027-05-31',
};

const NO_LATER_DATES = { proposalsFrom: null, proposalsValidUntil: null, installationsDueBy: null };

const rest = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const trpc = (path: string, input: object) => t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: auth, payload: input });
const signup = (postalCode: string) => t.app.inject({ method: 'POST', url: '/api/leads', payload: uniqueHousehold({ postalCode }) });

let oostId: number;

describe('staff make rounds', () => {
  it('POST /api/admin/rounds answers 201 with the id, and the list shows its phase', async () => {
    const res = await rest('POST', '/api/admin/rounds', OOST);
    expect(res.statusCode, res.body).toBe(201);
    expect(Object.keys(res.json())).toEqual(['id']);
    oostId = res.json().id;
    const list = await rest('GET', '/api/admin/rounds');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toEqual([
      expect.objectContaining({ id: oostId, name: OOST.name, provinces: ['BE-VOV'], postalCodes: [], phase: 'registration', leads: 0, createdByName: 'beheerder',
        registrationClosesAt: '2026-12-31T22:59:00.000Z', proposalsFrom: '2027-01-15', installationsDueBy: '2027-05-31' }),
    ]);
  });

  it('refuses a round whose registration runs at the same time for the same place: 409 in Dutch, over REST', async () => {
    const gent = { ...OOST, name: 'Gent apart', provinces: [], postalCodes: ['9000'], registrationOpensAt: '2026-12-20T00:00:00+01:00', registrationClosesAt: '2027-01-20T00:00:00+01:00', ...NO_LATER_DATES };
    const res = await rest('POST', '/api/admin/rounds', gent);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'ROUND_OVERLAP',
      message: `Deze ronde overlapt met ronde ${oostId} (${OOST.name}): de inschrijvingen van beide lopen tegelijk voor dezelfde plaatsen (die van ronde ${oostId} van 20/11/2026 09:00 tot 31/12/2026 23:59). Kies andere data of een ander gebied.`,
    });
    // Everywhere overlaps every province.
    expect((await rest('POST', '/api/admin/rounds', { ...gent, postalCodes: [] })).statusCode).toBe(409);
  });

  it('and over tRPC, with the same message', async () => {
    const res = await trpc('admin.rounds.create', { ...OOST, name: 'Dubbel' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/^Deze ronde overlapt met ronde \d+ \(Winter 2026 Oost-Vlaanderen\)/);
    expect(res.json().error.data.code).toBe('CONFLICT');
  });

  it('accepts rounds of other places, or of the same place at another time', async () => {
    const west = await rest('POST', '/api/admin/rounds', { ...OOST, name: 'West', provinces: ['BE-VWV'], postalCodes: ['2000'] });
    expect(west.statusCode, west.body).toBe(201);
    const later = await trpc('admin.rounds.create', {
      ...OOST,
      name: 'Voorjaar 2027 Oost-Vlaanderen',
      registrationOpensAt: '2027-03-01T09:00:00+01:00',
      registrationClosesAt: '2027-03-31T23:59:00+02:00',
      ...NO_LATER_DATES,
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().result.data).toEqual({ id: expect.any(Number) });
  });

  it('answers invalid rounds with a Dutch message per field', async () => {
    const res = await rest('POST', '/api/admin/rounds', { ...OOST, provinces: ['BE-XXX'], registrationClosesAt: '2026-11-01T00:00:00Z', postalCodes: ['0100'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      'provinces.0': expect.stringMatching(/^Onbekende provincie/),
      'postalCodes.0': 'Postcode: geen Belgische postcode',
    });
    const dates = await rest('POST', '/api/admin/rounds', { ...OOST, registrationClosesAt: '2026-11-01T00:00:00Z' });
    expect(dates.json().errors).toEqual({ registrationClosesAt: 'Inschrijving sluit: na de opening' });
    const zone = await rest('POST', '/api/admin/rounds', { ...OOST, registrationOpensAt: '2026-11-20 09:00' });
    expect(zone.json().errors.registrationOpensAt).toMatch(/met tijdzone/);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/rounds', payload: OOST })).statusCode).toBe(401);
  });

  it('keeps who changed which field, and refuses a change that would overlap', async () => {
    const changed = await rest('PUT', `/api/admin/rounds/${oostId}`, { ...OOST, installationsDueBy: '2027-06-30' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: oostId, installationsDueBy: '2027-06-30' });
    const detail = (await rest('GET', `/api/admin/rounds/${oostId}`)).json();
    expect(detail.history).toHaveLength(2);
    expect(detail.history[0]).toMatchObject({ changedBy: 'beheerder', changes: { installationsDueBy: { from: '2027-05-31', to: '2027-06-30' } } });
    expect(detail.history[1].changes.name).toEqual({ from: null, to: OOST.name });
    const overlap = await rest('PUT', `/api/admin/rounds/${oostId}`, { ...OOST, registrationClosesAt: '2027-03-05T00:00:00+01:00', ...NO_LATER_DATES });
    expect(overlap.statusCode).toBe(409);
    expect((await rest('GET', '/api/admin/rounds/999999')).statusCode).toBe(404);
  });

  it('raises the round part’s version and queues the pages’ rewrite in the same transaction', async () => {
    const em = t.db.orm.em.fork();
    const [part] = await em.execute<Array<{ version: number }>>(`select "version" from "page_parts" where "name" = 'round'`);
    expect(part?.version).toBeGreaterThanOrEqual(4);
    const jobs = await em.execute<Array<{ key: string }>>(`select "key" from "jobs" where "name" = 'pages.rewrite' and "status" = 'pending'`);
    expect(jobs.map((job) => job.key)).toContain('changed:round');
  });
});

describe('a signup joins the round of its place', () => {
  it('while registration is open there: its round, in the answer and in the back office', async () => {
    const res = await signup('9300');
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    expect(receipt.round).toEqual({ id: oostId, open: true, registrationOpensAt: '2026-11-20T08:00:00.000Z', registrationClosesAt: '2026-12-31T22:59:00.000Z' });
    const lead = (await rest('GET', `/api/admin/leads/${receipt.id}`)).json();
    expect(lead.roundId).toBe(oostId);
    const list = (await rest('GET', '/api/admin/leads?page=1&pageSize=25')).json();
    expect(list.find((row: { id: number }) => row.id === receipt.id).roundId).toBe(oostId);
  });

  it('by its postal code: a round of postal codes takes it, a province elsewhere not', async () => {
    const antwerp = (await signup('2000')).json();
    expect(antwerp.round).toMatchObject({ open: true });
    expect(antwerp.round.id).not.toBe(oostId);
    const hainaut = (await signup('6000')).json();
    expect(hainaut.round).toBeNull();
    expect((await rest('GET', `/api/admin/leads/${hainaut.id}`)).json().roundId).toBeNull();
  });

  it('after the closing moment: kept as interest in the next round announced there', async () => {
    now = new Date('2026-12-31T22:59:00.000Z');
    const res = (await signup('9000')).json();
    expect(res.round).toMatchObject({ open: false, registrationOpensAt: '2027-03-01T08:00:00.000Z' });
    expect(res.round.id).not.toBe(oostId);
    now = new Date('2026-12-01T10:00:00Z');
  });

  it('submit_lead and signupRound (the seed\'s rule in TypeScript) choose the same round', async () => {
    const rounds = (await rest('GET', '/api/admin/rounds')).json() as RoundSummary[];
    const moments = ['2026-11-19T12:00:00Z', '2026-12-01T10:00:00Z', '2026-12-31T22:58:59Z', '2026-12-31T22:59:00Z', '2027-03-01T08:00:00Z'];
    for (const moment of moments) {
      now = new Date(moment);
      for (const postalCode of ['9000', '9300', '2000', '2800', '6000', '1000']) {
        const res = await signup(postalCode);
        expect(res.statusCode, res.body).toBe(201);
        const receipt = res.json();
        expect(receipt.round?.id ?? null, `${postalCode} at ${moment}`).toBe(signupRound(rounds, postalCode, now)?.id ?? null);
      }
    }
    now = new Date('2026-12-01T10:00:00Z');
  });
});

describe('staff move a lead', () => {
  it('to another round or to none, with the move in its history and a new version', async () => {
    const lead = (await signup('9000')).json();
    const rounds = (await rest('GET', '/api/admin/rounds')).json() as Array<{ id: number; name: string }>;
    const spring = rounds.find((round) => round.name.startsWith('Voorjaar'));
    const moved = await rest('PATCH', `/api/admin/leads/${lead.id}/round`, { roundId: spring?.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: lead.id, roundId: spring?.id, change: { fromRoundId: oostId, toRoundId: spring?.id, changedBy: 'beheerder' } });
    expect(moved.headers.etag).toBe(`"${moved.json().version}"`);
    const out = await trpc('admin.leads.moveRound', { id: lead.id, roundId: null });
    expect(out.json().result.data).toMatchObject({ roundId: null });
    const detail = (await rest('GET', `/api/admin/leads/${lead.id}`)).json();
    expect(detail.roundId).toBeNull();
    expect(detail.roundChanges.map((change: { toRoundId: number | null }) => change.toRoundId)).toEqual([null, spring?.id]);
    expect((await rest('PATCH', `/api/admin/leads/${lead.id}/round`, { roundId: 999999 })).json()).toEqual({ message: 'Ronde 999999 bestaat niet.' });
    expect((await rest('PATCH', `/api/admin/leads/${lead.id}/round`, {})).statusCode).toBe(400);
  });
});

describe('where the round stands, for anyone', () => {
  it('GET /api/rounds/current?place= answers the phase and the dates of the place', async () => {
    const gent = await t.app.inject({ method: 'GET', url: '/api/rounds/current?place=gent' });
    expect(gent.statusCode).toBe(200);
    expect(gent.headers['cache-control']).toBe('public, max-age=60');
    expect(gent.json()).toMatchObject({ place: 'gent', phase: 'registration', round: { id: oostId, phase: 'registration', registrationClosesAt: '2026-12-31T22:59:00.000Z' }, partial: [] });
    expect(gent.json().next).toMatchObject({ registrationOpensAt: '2027-03-01T08:00:00.000Z', phase: 'announced' });
    const hainaut = (await t.app.inject({ method: 'GET', url: '/api/rounds/current?place=hainaut' })).json();
    expect(hainaut).toEqual({ place: 'hainaut', phase: null, round: null, partial: [], next: null });
    const country = (await t.app.inject({ method: 'GET', url: '/api/rounds/current' })).json();
    expect(country.round).toBeNull();
    expect(country.partial.map((round: { id: number }) => round.id)).toContain(oostId);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/rounds/current?place=atlantis' });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/rounds/current?place=../x' })).statusCode).toBe(400);
    const viaTrpc = await t.app.inject({ method: 'GET', url: `/trpc/rounds.current?input=${encodeURIComponent(JSON.stringify({ place: 'gent' }))}` });
    expect(viaTrpc.json().result.data.phase).toBe('registration');
  });

  it('follows the clock: the price round once registration closed', async () => {
    now = new Date('2027-01-02T12:00:00Z');
    const gent = (await t.app.inject({ method: 'GET', url: '/api/rounds/current?place=gent' })).json();
    expect(gent).toMatchObject({ phase: 'priceRound', round: { id: oostId, phase: 'priceRound' } });
    now = new Date('2026-12-01T10:00:00Z');
  });
});
