/**
 * Characters no keyboard types (U+0000, other control characters, unpaired surrogates) on every field
 * that reaches the database: PostgreSQL refuses U+0000 (the app answered 500 before these checks) and
 * silently turns a lone surrogate into U+FFFD. Each is now a 400 with a clear message, nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsFor } from '../../src/i18n/server-texts.ts';
import { ADMIN_ENV, bearer, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { countLeads, uniqueHousehold } from '../helpers/leads.ts';

const NL_TEXTS = textsFor('nl');
const LEAD_FIELD_LABELS = NL_TEXTS.lead.labels;
const invalidCharactersMessage = NL_TEXTS.validation.invalidCharacters;

let t: TestApp;
let token: string;
let leadId: number;

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, LEADS_RATE_LIMIT: 'off' });
  token = await loginToken(t.app);
  [leadId] = (await insertLeads(t.db, [{}])).map((lead) => lead.id) as [number];
});
afterAll(async () => {
  await t.close();
});

describe('a signup', () => {
  it.each([
    ['firstName', 'Jan\u0000'],
    ['lastName', 'Peeters\uD800'],
    ['city', 'Gent\r\nBcc: iemand@example.be'],
  ] as const)('with %s = %j: 400 naming the field, nothing stored', async (field, value) => {
    const payload = uniqueHousehold({ [field]: value });
    const res = await t.app.inject({ method: 'POST', url: '/api/leads', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Ongeldige gegevens', errors: { [field]: invalidCharactersMessage(LEAD_FIELD_LABELS[field]) } });
    expect(await countLeads(t.db.orm.em.fork(), payload.email)).toBe(0);
  });

  it('with control characters in a campaign label: stored without them', async () => {
    const payload = uniqueHousehold({ utmSource: 'nieuws\u0000brief' });
    const res = await t.app.inject({ method: 'POST', url: '/api/leads', payload });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.orm.em.fork().execute(`select utm_source from leads where id = ?`, [res.json().id]);
    expect(row).toEqual({ utm_source: 'nieuwsbrief' });
  });
});

describe('the back office', () => {
  it('refuses a username with U+0000 at sign-in with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'jan\u0000', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ username: 'Gebruikersnaam bevat ongeldige tekens' });
  });

  it('refuses a search with U+0000 with 400, in the list and the export', async () => {
    for (const url of ['/api/admin/leads?search=a%00b', '/api/admin/leads/export.csv?search=%00']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors).toEqual({ search: 'Zoekterm bevat ongeldige tekens' });
    }
  });

  it('refuses a note with U+0000 or a lone surrogate, and keeps one with line breaks', async () => {
    const url = `/api/admin/leads/${leadId}/notes`;
    for (const body of ['Gebeld\u0000', 'Gebeld \uDC00']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { body }, headers: bearer(token) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ body: 'Notitie bevat ongeldige tekens' });
    }
    const kept = await t.app.inject({ method: 'POST', url, payload: { body: 'Gebeld.\r\n\tTerugbellen maandag.' }, headers: bearer(token) });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().body).toBe('Gebeld.\r\n\tTerugbellen maandag.');
  });
});
