/**
 * The exports over HTTP, and their keyset paging: every matching lead exactly once, the spec's columns,
 * the CSV read as Dutch-locale Excel reads it, the workbook read back with the library that wrote it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLogEntry } from '../../database/entities/index.ts';
import { CSV_BOM, csvLine, LEAD_CSV_HEADER } from '../../src/admin/csv.ts';
import { PROPOSAL_EXPORT_HEADER } from '../../src/proposals/export-columns.ts';
import ExcelJS from 'exceljs';
import { leadRowPages } from '../../server/services/lead-query.ts';
import { ADMIN_ENV, bearer, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { decodeAsExcel, readAsExcel } from '../helpers/spreadsheet.ts';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  await insertLeads(t.db, [
    {
      firstName: 'Mélanie',
      lastName: 'Gölçük',
      email: 'melanie@example.be',
      city: 'Sint-Niklaas',
      waterSoftenerType: '9L',
      status: 'converted',
      createdAt: new Date('2026-07-01T08:30:00Z'),
    },
    {
      firstName: '=HYPERLINK("http://x","y")',
      lastName: '@SOM(A1)',
      phone: '+32 470 00 00 00',
      waterSoftenerType: 'large',
      createdAt: new Date('2026-07-02T08:30:00Z'),
    },
    { firstName: 'Jan', lastName: 'Peeters', status: 'lost', createdAt: new Date('2026-07-03T08:30:00Z') },
  ]);
  auth = bearer(await loginToken(t.app));
});
afterAll(async () => {
  await t.close();
});

async function exportFile(format: 'csv' | 'xlsx', query = '') {
  return t.app.inject({ method: 'GET', url: `/api/admin/leads/export.${format}${query}`, headers: auth });
}
const exportCsv = (query = '') => exportFile('csv', query);

describe('GET /api/admin/leads/export.csv', () => {
  it('answers a UTF-8 CSV file with a byte-order mark, the spec header and every cell quoted', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-export-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.startsWith(CSV_BOM + csvLine(LEAD_CSV_HEADER))).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).toMatch(/^"[^]*"$/);
    expect(lines[0]).toBe(LEAD_CSV_HEADER.map((h) => `"${h}"`).join(';'));
  });

  it('opens in columns in Dutch-locale Excel (list separator ;), accents intact, phone numbers without apostrophe', async () => {
    const rows = readAsExcel(decodeAsExcel((await exportCsv()).rawPayload), ';');
    expect(rows[0]).toEqual([...LEAD_CSV_HEADER]);
    expect(rows).toContainEqual([
      'Mélanie',
      'Gölçük',
      'melanie@example.be',
      '0032 470 12 34 56',
      '2200',
      'Sint-Niklaas',
      '9L',
      'Klant geworden',
      '01/07/2026 10:30',
      '',
      'Nederlands',
      // No proposal yet: a count of 0 and empty proposal columns (issue 24).
      '0',
      ...Array(PROPOSAL_EXPORT_HEADER.length - 1).fill(''),
    ]);
    const hostile = rows.find((row) => row[1] === "'@SOM(A1)");
    expect(hostile?.slice(0, 4)).toEqual([`'=HYPERLINK("http://x","y")`, "'@SOM(A1)", 'jan.peeters@example.be', '0032 470 00 00 00']);
    expect(hostile?.[6]).toBe('Grote versie (111cm)');
    expect(rows.flat().filter((cell) => cell.startsWith("'") && /\d/.test(cell[1] ?? ''))).toEqual([]);
  });

  it('writes commas on request (?separator=comma), for English-locale tools', async () => {
    const res = await exportCsv('?separator=comma');
    const rows = readAsExcel(decodeAsExcel(res.rawPayload), ',');
    expect(rows.map((row) => row.length)).toEqual(Array(4).fill(LEAD_CSV_HEADER.length));
    expect(rows.map((row) => row[0])).toContain('Mélanie');
    expect((await exportCsv('?separator=tab')).statusCode).toBe(400);
  });

  it('exports every lead of the filter, not only a page', async () => {
    const lines = (await exportCsv('?status=lost')).rawPayload.toString('utf8').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"Jan";"Peeters"/);
    const searched = (await exportCsv('?search=golc')).rawPayload.toString('utf8');
    expect(searched).toContain('"Gölçük"');
    expect(searched).not.toContain('"Peeters"');
  });

  it('answers 400 to an invalid filter and 401 without a session', async () => {
    expect((await exportCsv('?status=weg')).statusCode).toBe(400);
    for (const format of ['csv', 'xlsx']) {
      const anonymous = await t.app.inject({ method: 'GET', url: `/api/admin/leads/export.${format}` });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBeTruthy();
    }
  });

  it('leaves a trace of who exported how many leads, without the search term', async () => {
    await exportCsv('?search=sint-niklaas');
    const entries = await t.db.orm.em.fork().find(AuditLogEntry, { action: 'leads.exported' }, { orderBy: { id: 'desc' } });
    expect(entries[0]).toMatchObject({
      actor: 'beheerder',
      details: { format: 'csv', rows: 1, complete: true, searched: true, status: 'all' },
    });
    expect(JSON.stringify(entries[0])).not.toContain('niklaas');
  });
});

describe('GET /api/admin/leads/export.xlsx', () => {
  it('answers a dated workbook with typed columns: dates as dates, phone numbers and postcodes as text', async () => {
    const res = await exportFile('xlsx', '?sort=oldest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-export-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Leads');
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(1).values).toEqual([undefined, ...LEAD_CSV_HEADER]);
    const melanie = sheet?.getRow(2);
    expect(melanie?.getCell(1).value).toBe('Mélanie');
    expect(melanie?.getCell(4).type).toBe(ExcelJS.ValueType.String);
    // Typed '0470 12 34 56': in the workbook, the one readable international form, as text.
    expect(melanie?.getCell(4).value).toBe('+32 470 12 34 56');
    expect(melanie?.getCell(5).value).toBe('2200');
    expect(melanie?.getCell(9).type).toBe(ExcelJS.ValueType.Date);
    // 08:30 UTC is 10:30 in Brussels in July: the wall-clock time staff expect.
    expect(melanie?.getCell(9).value).toEqual(new Date('2026-07-01T10:30:00Z'));
    expect(melanie?.getCell(9).numFmt).toBe('dd/mm/yyyy hh:mm');
    const hostile = sheet?.getRow(3);
    expect(hostile?.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(hostile?.getCell(1).value).toBe('=HYPERLINK("http://x","y")');
    expect(hostile?.getCell(4).value).toBe('+32 470 00 00 00');
    expect(hostile?.getCell(7).value).toBe('Grote versie (111cm)');
  });

  it('takes the same filters as the list, and is audited', async () => {
    const res = await exportFile('xlsx', '?status=lost');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Leads')?.rowCount).toBe(2);
    const entries = await t.db.orm.em.fork().find(AuditLogEntry, { action: 'leads.exported' }, { orderBy: { id: 'desc' } });
    expect(entries[0]).toMatchObject({ details: { format: 'xlsx', rows: 1, complete: true, status: 'lost' } });
    expect((await exportFile('xlsx', '?search=' + 'x'.repeat(101))).statusCode).toBe(400);
  });
});

describe('the export paging', () => {
  it('yields every lead exactly once across pages, even leads created in the same microsecond', async () => {
    const stamp = new Date('2026-08-01T12:00:00.123Z');
    const created = await insertLeads(
      t.db,
      Array.from({ length: 7 }, (_, i) => ({ firstName: `Tijd${i}`, city: 'Paginastad', createdAt: stamp })),
    );
    // Microseconds that a JavaScript Date cannot hold.
    await t.db.orm.em
      .fork()
      .execute(`update "leads" set "created_at" = "created_at" + interval '456 microseconds' where "first_name" in ('Tijd2', 'Tijd5')`);
    for (const sort of ['newest', 'oldest'] as const) {
      const names: string[] = [];
      for await (const page of leadRowPages(t.db.orm.em.fork(), { search: 'paginastad', status: 'all', confirmed: 'all', order: 'all', sort }, 2)) {
        expect(page.length).toBeLessThanOrEqual(2);
        names.push(...page.map((lead) => lead.firstName));
      }
      expect(names.sort()).toEqual(created.map((l) => l.firstName).sort());
    }
  });
});
