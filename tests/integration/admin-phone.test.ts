/**
 * Phone numbers found as staff type them (issue 26): a lead saved as '+32 470 12 34 56' is found by
 * '0470 12 34 56', '0470123456', '+32470123456', '0032…' and parts of it, whatever way the household
 * typed it; the detail gives its E.164 form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, bearer, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let auth: { authorization: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  const leads = await insertLeads(t.db, [
    { firstName: 'Plus', phone: '+32 470 12 34 56', email: 'plus@example.be' },
    { firstName: 'Punten', phone: '0470/12.34.56', email: 'punten@example.be' },
    { firstName: 'Cijfers', phone: '0470123499', email: 'cijfers@example.be' },
    { firstName: 'Vast', phone: '02 511 45 67', email: 'vast@example.be' },
    { firstName: 'Nederland', phone: '+31 6 12345678', email: 'nl@example.be' },
  ]);
  for (const lead of leads) ids[lead.firstName] = lead.id;
  auth = bearer(await loginToken(t.app));
});
afterAll(async () => {
  await t.close();
});

async function found(search: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/leads?search=${encodeURIComponent(search)}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().map((lead: { firstName: string }) => lead.firstName).sort();
}

describe('search by phone number', () => {
  it.each([
    ['0470 12 34 56', ['Plus', 'Punten']],
    ['0470123456', ['Plus', 'Punten']],
    ['+32470123456', ['Plus', 'Punten']],
    ['+32 470 12 34 56', ['Plus', 'Punten']],
    ['0032 470 12 34 56', ['Plus', 'Punten']],
    ['0032470123456', ['Plus', 'Punten']],
    ['0470/12.34.56', ['Plus', 'Punten']],
    ['0470.12.34.56', ['Plus', 'Punten']],
    ['470 12 34', ['Cijfers', 'Plus', 'Punten']],
    ['+32 470 12 34 99', ['Cijfers']],
    ['0470 12 34', ['Cijfers', 'Plus', 'Punten']],
    ['02/511.45.67', ['Vast']],
    ['0031 6 1234 5678', ['Nederland']],
    // A foreign number typed the national way is not Belgian: only its international form finds it.
    ['06 12345678', []],
    ['+31 6 12', ['Nederland']],
  ])('finds %j: %j', async (search, expected) => {
    expect(await found(search)).toEqual(expected);
  });

  it('still finds postcodes and names', async () => {
    expect(await found('2200')).toHaveLength(5);
    expect(await found('punten')).toEqual(['Punten']);
  });

  it('gives the E.164 form in the detail, and keeps the number as typed', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/leads/${ids.Punten}`, headers: auth });
    expect(res.json()).toMatchObject({ phone: '0470/12.34.56', phoneE164: '+32470123456' });
  });
});
