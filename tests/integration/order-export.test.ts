/**
 * The lead exports' order columns (issue 34 item 5): after acceptance, each lead's order with its
 * installer and the days of its steps, in the CSV (as a Dutch Excel reads it) and in the workbook (typed
 * cells); a lead without an order has them empty.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_CSV_HEADER } from '../../src/admin/csv.ts';
import { ORDER_EXPORT_HEADER } from '../../src/orders/export-columns.ts';
import { ADMIN_ENV, bearer, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller } from '../helpers/sales.ts';
import { decodeAsExcel, readAsExcel } from '../helpers/spreadsheet.ts';
import { acceptedOrder, brusselsMoment, installerUser } from '../helpers/visits.ts';

let t: TestApp;
let staff: { authorization: string };

const FIRST = LEAD_CSV_HEADER.indexOf(ORDER_EXPORT_HEADER[0]);

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'https://www.example.be' });
  staff = bearer(await loginToken(t.app));
  const company = (await addInstaller(t.db, { name: 'Kalkvrij Oost bv' })).id;
  const fitter = await installerUser(t, staff, company, 'exporteur');
  await insertLeads(t.db, [{ email: 'zonder@example.be', firstName: 'Zonder' }]);
  const { token, orderId } = await acceptedOrder(t, staff, company, { firstName: 'Mét', street: 'Kouter', houseNumber: '2', postalCode: '9000', city: 'Gent' });
  const offered = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/slots`, headers: fitter, payload: { slots: [{ start: brusselsMoment(5, 9), end: brusselsMoment(5, 11) }, { start: brusselsMoment(6, 9), end: brusselsMoment(6, 11) }] } });
  expect(offered.statusCode, offered.body).toBe(201);
  const page = await t.app.inject({ method: 'POST', url: '/api/household-page/proposals', payload: { token } });
  const picked = await t.app.inject({ method: 'POST', url: '/api/household-page/appointment', payload: { token, slotId: page.json()[0].order.slots[0].id } });
  expect(picked.statusCode, picked.body).toBe(200);
  // Visited after it was ordered (issue 43): the order dates from before the visit.
  await t.db.orm.em.fork().execute(`update "orders" set "accepted_at" = '2026-11-18T10:00:00Z' where "id" = ?`, [orderId]);
  const visited = await t.app.inject({ method: 'POST', url: `/api/installer/orders/${orderId}/visit`, headers: fitter, payload: { hardnessFH: 28.5, suitable: false, reason: 'noRoom', visitedOn: '2026-11-20' } });
  expect(visited.statusCode, visited.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const exportFile = (format: 'csv' | 'xlsx') => t.app.inject({ method: 'GET', url: `/api/admin/leads/export.${format}?sort=oldest`, headers: staff });

describe('the order columns of the lead exports', () => {
  it('CSV: the order’s status, installer, days of its steps, hardness, serial number and reason; empty for a lead without one', async () => {
    const res = await exportFile('csv');
    expect(res.statusCode).toBe(200);
    const rows = readAsExcel(decodeAsExcel(res.rawPayload), ';');
    expect(rows[0]?.slice(FIRST)).toEqual([...ORDER_EXPORT_HEADER]);
    const without = rows.find((row) => row[0] === 'Zonder');
    expect(without?.slice(FIRST)).toEqual(ORDER_EXPORT_HEADER.map(() => ''));
    const visited = rows.find((row) => row[0] === 'Mét')?.slice(FIRST) ?? [];
    expect(visited[0]).toBe('Geannuleerd');
    expect(visited[1]).toBe('Kalkvrij Oost bv');
    expect(visited[2]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(visited[3]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(visited.slice(4)).toEqual(['20/11/2026', '', '28,5', '', 'Bezoek: geen plaats']);
  });

  it('workbook: the same columns, days as dates and the hardness as a number', async () => {
    const res = await exportFile('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Leads');
    expect(sheet?.getRow(1).values).toEqual([undefined, ...LEAD_CSV_HEADER]);
    let row: ExcelJS.Row | undefined;
    sheet?.eachRow((candidate) => {
      if (candidate.getCell(1).value === 'Mét') row = candidate;
    });
    const cell = (offset: number) => row?.getCell(FIRST + 1 + offset);
    expect(cell(0)?.value).toBe('Geannuleerd');
    expect(cell(1)?.value).toBe('Kalkvrij Oost bv');
    expect(cell(2)?.type).toBe(ExcelJS.ValueType.Date);
    expect(cell(3)?.type).toBe(ExcelJS.ValueType.Date);
    expect(cell(4)?.value).toEqual(new Date('2026-11-20T00:00:00Z'));
    expect(cell(6)?.value).toBe(28.5);
    expect(cell(7)?.value).toBe(null);
    expect(cell(8)?.value).toBe('Bezoek: geen plaats');
  });
});
