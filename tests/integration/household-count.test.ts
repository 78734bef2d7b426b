/**
 * `GET /api/households` (decision 022): what the public pages may say about how many households signed
 * up, computed from the leads on the real database. Nothing below the threshold, an empty database
 * included; distinct e-mail addresses, without those who are not interested; rounded down; counted at
 * most once a minute.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_COUNT_PATH, HOUSEHOLDS_SHOWN_FROM } from '../../src/households/count.ts';
import { HOUSEHOLD_COUNT_TTL_MS, householdCount } from '../../server/services/household-count.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

async function addLeads(t: TestApp, count: number, { status = 'new', prefix = 'gezin' } = {}) {
  for (let i = 0; i < count; i += 1) {
    await t.db.orm.em.fork().execute(
      `insert into "leads" ("first_name", "last_name", "phone", "email", "postal_code", "city", "water_softener_type", "has_wifi", "status", "privacy_version")
       values ('An', 'Peeters', '0470 12 34 56', ?, '2200', 'Herentals', '18L', true, ?, '25/11/2026')`,
      [`${prefix}.${i}@example.be`, status],
    );
  }
}

describe('the household count of the public pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows no figure on an empty database, and may be kept five minutes', async () => {
    const res = await t.app.inject({ method: 'GET', url: HOUSEHOLD_COUNT_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ households: null });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const trpc = await t.app.inject({ method: 'GET', url: '/trpc/households.count' });
    expect(trpc.json().result.data).toEqual({ households: null });
  });

  it('counts each address once, leaves out who is not interested, and rounds down from the threshold on', async () => {
    const later = Date.now() + HOUSEHOLD_COUNT_TTL_MS;
    await addLeads(t, HOUSEHOLDS_SHOWN_FROM - 1);
    // The same addresses again (in capitals), and households that said no: none of them counts.
    await addLeads(t, 10, { prefix: 'GEZIN' });
    await addLeads(t, 20, { status: 'lost', prefix: 'nee' });
    expect(await householdCount(t.app.deps, later)).toEqual({ households: null });

    await addLeads(t, 8, { prefix: 'nieuw' });
    // Counted once a minute: the figure of a moment ago still stands.
    expect(await householdCount(t.app.deps, later + 1000)).toEqual({ households: null });
    // 57 households: the page says 50.
    expect(await householdCount(t.app.deps, later + HOUSEHOLD_COUNT_TTL_MS)).toEqual({ households: 50 });
  });
});
