/** Monthly statistics in SQL over leads in several months and statuses, months in Brussels time. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_SIZE_LABELS } from '../../src/leads/softeners.ts';
import { ADMIN_ENV, bearer, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  auth = bearer(await loginToken(t.app));
});
afterAll(async () => {
  await t.close();
});

const models = (l25: number, l18: number, l12: number, l9: number) => ({ '25L': l25, '18L': l18, '12L': l12, '9L': l9 });

const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: auth })).json();

describe('statistics', () => {
  it('is an empty list without leads', async () => {
    expect(await get('/api/admin/stats/monthly')).toEqual([]);
    expect(await get('/api/admin/stats')).toMatchObject({ monthly: [], topPages: [], total: 0 });
  });

  it("counts per Brussels month, 'large' against the rest, per model and conversion, newest first, with empty months at 0", async () => {
    await insertLeads(t.db, [
      // 31 October 23:30 UTC is 1 November 00:30 in Brussels: November.
      { createdAt: new Date('2026-10-31T23:30:00Z'), waterSoftenerType: '25L', status: 'converted', landingPage: '/gent' },
      { createdAt: new Date('2026-11-15T12:00:00Z'), waterSoftenerType: '9L', status: 'new', sourceUrl: 'https://x.be/gent?utm_source=a', confirmedAt: new Date('2026-11-16T08:00:00Z') },
      { createdAt: new Date('2026-11-30T22:59:00Z'), waterSoftenerType: 'large', status: 'lost', sourceUrl: 'https://x.be/' },
      // 30 November 23:30 UTC is 1 December 00:30 in Brussels: December.
      { createdAt: new Date('2026-11-30T23:30:00Z'), waterSoftenerType: '12L', status: 'converted', sourceUrl: 'https://x.be/aalst', confirmedAt: new Date('2026-12-01T09:00:00Z') },
      // 31 October 22:30 UTC is 23:30 in Brussels: still October.
      { createdAt: new Date('2026-10-31T22:30:00Z'), waterSoftenerType: '18L', status: 'contacted', landingPage: '/gent' },
      { createdAt: new Date('2026-10-05T08:00:00Z'), waterSoftenerType: 'small', status: 'converted', sourceUrl: null },
      { createdAt: new Date('2026-10-06T08:00:00Z'), waterSoftenerType: '12L', status: 'followup', sourceUrl: null, confirmedAt: new Date('2026-10-06T09:00:00Z') },
      // Summer time (UTC+2): 31 July 22:30 UTC is 1 August 00:30 in Brussels.
      { createdAt: new Date('2026-07-31T22:30:00Z'), waterSoftenerType: '18L', status: 'new', sourceUrl: null },
    ]);
    expect(await get('/api/admin/stats/monthly')).toEqual([
      { month: '2026-12', count: 1, smallCount: 1, largeCount: 0, conversionRate: 100, confirmedCount: 1, models: models(0, 0, 1, 0) },
      { month: '2026-11', count: 3, smallCount: 2, largeCount: 1, conversionRate: 33.3, confirmedCount: 1, models: models(1, 0, 0, 1) },
      { month: '2026-10', count: 3, smallCount: 3, largeCount: 0, conversionRate: 33.3, confirmedCount: 1, models: models(0, 1, 1, 0) },
      { month: '2026-09', count: 0, smallCount: 0, largeCount: 0, conversionRate: 0, confirmedCount: 0, models: models(0, 0, 0, 0) },
      { month: '2026-08', count: 1, smallCount: 1, largeCount: 0, conversionRate: 0, confirmedCount: 0, models: models(0, 1, 0, 0) },
    ]);
  });

  it('gives the same rows through tRPC, and totals per size and per page in the overview', async () => {
    const trpc = (await get('/trpc/admin.stats.monthly')).result.data;
    expect(trpc).toEqual(await get('/api/admin/stats/monthly'));

    const overview = await get('/api/admin/stats');
    expect(overview.total).toBe(8);
    expect(overview.converted).toBe(3);
    expect(overview.sizes).toEqual([
      { label: '25L', count: 1 },
      { label: '18L', count: 2 },
      { label: '12L', count: 2 },
      { label: '9L', count: 1 },
      { label: LEGACY_SIZE_LABELS.large, count: 1 },
      { label: LEGACY_SIZE_LABELS.small, count: 1 },
    ]);
    expect(overview.topPages).toEqual([
      { path: '/gent', count: 3 },
      { path: '/', count: 1 },
      { path: '/aalst', count: 1 },
    ]);
  });
});
