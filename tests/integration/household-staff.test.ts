/**
 * What staff see of the household's confirmation (issue 23): a filter and a value in the list, the
 * detail, both exports (CSV and workbook) with the moment, and the count per month in the statistics.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_CSV_HEADER } from '../../src/admin/csv.ts';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { householdPost, type SignedUpHousehold, signUpWithLink } from '../helpers/household.ts';
import { decodeAsExcel, readAsExcel } from '../helpers/spreadsheet.ts';

let t: TestApp;
let auth: { authorization: string };
let confirmed: SignedUpHousehold;
let unconfirmed: SignedUpHousehold;
let confirmedAt: string;

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, LEADS_RATE_LIMIT: 'off', HOUSEHOLD_RATE_LIMIT: 'off' });
  auth = bearer(await loginToken(t.app));
  confirmed = await signUpWithLink(t.app, t.db, { city: 'Bevestigstad' });
  unconfirmed = await signUpWithLink(t.app, t.db, { city: 'Bevestigstad' });
  confirmedAt = ((await householdPost(t.app, 'open', { token: confirmed.token })).json() as { confirmedAt: string }).confirmedAt;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });

describe('the confirmation in the back office', () => {
  it('filters the list (REST, paged and unpaged, and tRPC) on confirmed or not', async () => {
    const ids = async (url: string) => ((await get(url)).json() as Array<{ id: number }>).map((lead) => lead.id);
    expect(await ids('/api/admin/leads?search=Bevestigstad&confirmed=yes')).toEqual([confirmed.id]);
    expect(await ids('/api/admin/leads?search=Bevestigstad&confirmed=no')).toEqual([unconfirmed.id]);
    expect((await ids('/api/admin/leads?search=Bevestigstad')).sort()).toEqual([confirmed.id, unconfirmed.id].sort());
    const paged = await get('/api/admin/leads?search=Bevestigstad&confirmed=no&page=1');
    expect(paged.headers['x-total-count']).toBe('1');
    expect(paged.json()).toEqual([expect.objectContaining({ id: unconfirmed.id, confirmedAt: null })]);
    const input = encodeURIComponent(JSON.stringify({ search: 'Bevestigstad', confirmed: 'yes' }));
    const trpc = (await get(`/trpc/admin.leads.list?input=${input}`)).json() as { result: { data: { items: Array<{ id: number; confirmedAt: string }> } } };
    expect(trpc.result.data.items).toEqual([expect.objectContaining({ id: confirmed.id, confirmedAt })]);
    const bad = await get('/api/admin/leads?confirmed=misschien');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { confirmed: expect.stringContaining('Bevestigd') } });
  });

  it('answers confirmedAt as ISO 8601 or null in the detail', async () => {
    expect((await get(`/api/admin/leads/${confirmed.id}`)).json()).toMatchObject({ confirmedAt });
    expect(confirmedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect((await get(`/api/admin/leads/${unconfirmed.id}`)).json()).toMatchObject({ confirmedAt: null });
  });

  it('puts the moment in the CSV and in the workbook, empty when not confirmed', async () => {
    const csv = await get('/api/admin/leads/export.csv?search=Bevestigstad&sort=oldest');
    const rows = readAsExcel(decodeAsExcel(csv.rawPayload), ';');
    const column = LEAD_CSV_HEADER.indexOf('Bevestigd op');
    expect(rows[0]?.[column]).toBe('Bevestigd op');
    expect(rows[1]?.[column]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(rows[2]?.[column]).toBe('');
    expect((await get('/api/admin/leads/export.csv?confirmed=no&search=Bevestigstad')).body).not.toContain(confirmed.email);

    const xlsx = await get('/api/admin/leads/export.xlsx?search=Bevestigstad&sort=oldest');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Leads');
    expect(sheet?.getRow(1).getCell(column + 1).value).toBe('Bevestigd op');
    expect(sheet?.getRow(2).getCell(column + 1).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet?.getRow(3).getCell(column + 1).value).toBeNull();
  });

  it('counts the confirmed leads per month in the statistics', async () => {
    const monthly = (await get('/api/admin/stats/monthly')).json() as Array<{ count: number; confirmedCount: number }>;
    expect(monthly).toEqual([expect.objectContaining({ count: 2, confirmedCount: 1 })]);
  });
});
