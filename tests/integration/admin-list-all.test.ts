/**
 * The spec's list for API clients (section 7): GET /api/admin/leads without paging parameters answers
 * every lead matching the filter, not a first page; with `page` or `pageSize` it answers one page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, bearer, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  const start = Date.UTC(2026, 0, 1);
  await insertLeads(
    t.db,
    Array.from({ length: 1000 }, (_, i) => ({
      firstName: `Lead${i}`,
      city: i % 10 === 0 ? 'Zoutleeuw' : 'Tienen',
      status: i % 10 === 0 ? 'contacted' : 'new',
      createdAt: new Date(start + i * 60_000),
    })),
  );
  auth = bearer(await loginToken(t.app));
});
afterAll(async () => {
  await t.close();
});

const get = (query = '', headers = auth) => t.app.inject({ method: 'GET', url: `/api/admin/leads${query}`, headers });

describe('GET /api/admin/leads without paging parameters', () => {
  it('answers all 1,000 leads as one JSON array, newest first', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-total-count']).toBe('1000');
    expect(res.headers.link).toBeUndefined();
    const leads = res.json() as Array<{ id: number; firstName: string }>;
    expect(leads).toHaveLength(1000);
    expect(new Set(leads.map((l) => l.id)).size).toBe(1000);
    expect(leads[0]?.firstName).toBe('Lead999');
    expect(leads[999]?.firstName).toBe('Lead0');
  });

  it('applies search, status and sort to the whole list', async () => {
    const res = await get('?search=zoutleeuw&status=contacted&sort=oldest');
    const leads = res.json() as Array<{ firstName: string; status: string }>;
    expect(leads).toHaveLength(100);
    expect(res.headers['x-total-count']).toBe('100');
    expect(leads[0]?.firstName).toBe('Lead0');
    expect(leads.every((l) => l.status === 'contacted')).toBe(true);
    expect((await get('?search=nergensdorp')).json()).toEqual([]);
  });

  it('answers one page when page or pageSize is given (the dashboard)', async () => {
    const paged = await get('?pageSize=50&page=2');
    expect(paged.json()).toHaveLength(50);
    expect(paged.headers['x-total-count']).toBe('1000');
    expect(paged.headers.link).toContain('rel="next"');
    expect((await get('?page=1')).json()).toHaveLength(25);
  });

  it('answers 400 naming the field for a bad filter, and 401 without a session', async () => {
    const bad = await get('?status=weg');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['status']);
    const anonymous = await get('', {} as typeof auth);
    expect(anonymous.statusCode).toBe(401);
  });
});
