/**
 * CSV injection through the export: hostile lead fields must stay inert text in every spreadsheet
 * reader, whether it splits on ',' or ';', honours quotes (Excel, LibreOffice) or not (quick scripts),
 * and whichever separator the file was exported with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, bearer, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { decodeAsExcel, isFormula, readAsExcel, readNaively } from '../helpers/spreadsheet.ts';
import { LEAD_CSV_HEADER } from '../../src/admin/csv.ts';

let t: TestApp;
let auth: { authorization: string };

const HOSTILE = [
  { firstName: 'Puntkomma', lastName: 'x;=1+1;' },
  { firstName: 'Komma', lastName: 'x,=1+1,' },
  { firstName: '=HYPERLINK("http://x","y")', lastName: '@SOM(A1)' },
  { firstName: '+cmd|calc!A0', lastName: '-2+3' },
  { firstName: '\t=1+1', lastName: '\r=1+1' },
  { firstName: 'Quote', lastName: '"=1+1' },
  { firstName: 'Regel', lastName: 'x\n=1+1' },
  { firstName: 'Gemengd', lastName: 'a;b,"=c";@d,+e;-f' },
];

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  await insertLeads(
    t.db,
    HOSTILE.map((lead, i) => ({ ...lead, city: `Aanvalstad;=${i}`, createdAt: new Date(Date.UTC(2026, 9, 1 + i)) })),
  );
  auth = bearer(await loginToken(t.app));
});
afterAll(async () => {
  await t.close();
});

async function exported(separator: 'semicolon' | 'comma'): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/leads/export.csv?separator=${separator}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return decodeAsExcel(res.rawPayload);
}

describe('the CSV export against formula injection', () => {
  for (const fileSeparator of ['semicolon', 'comma'] as const) {
    for (const readerSeparator of [';', ','] as const) {
      it(`exported with ${fileSeparator}s, no cell is a formula to a reader splitting on '${readerSeparator}'`, async () => {
        const text = await exported(fileSeparator);
        for (const read of [readAsExcel, readNaively]) {
          const cells = read(text, readerSeparator).flat();
          expect(cells.length).toBeGreaterThan(HOSTILE.length);
          expect(cells.filter(isFormula)).toEqual([]);
        }
      });
    }
  }

  it('keeps the hostile text readable: one cell per field, with a quote before each formula start', async () => {
    const rows = readAsExcel(await exported('semicolon'), ';');
    const byName = new Map(rows.map((row) => [row[0], row]));
    expect(byName.get('Puntkomma')?.[1]).toBe("x;'=1+1;");
    expect(byName.get(`'=HYPERLINK("http://x","y")`)?.[1]).toBe("'@SOM(A1)");
    expect(rows.every((row) => row.length === LEAD_CSV_HEADER.length)).toBe(true);
  });
});
