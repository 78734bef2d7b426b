/**
 * The CSV export over HTTP, and its keyset paging at the service: every matching lead exactly once,
 * the spec's columns, accents intact, formulas neutralised.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLogEntry } from '../../database/entities/index.ts';
import { CSV_BOM, csvLine, LEAD_CSV_HEADER } from '../../src/admin/csv.ts';
import { leadCsvChunks } from '../../server/services/lead-export.ts';
import { ADMIN_ENV, bearer, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

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

async function exportCsv(query = '') {
  return t.app.inject({ method: 'GET', url: `/api/admin/leads/export.csv${query}`, headers: auth });
}

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
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(4);
  });

  it('keeps accents intact and neutralises formulas', async () => {
    const text = (await exportCsv()).rawPayload.toString('utf8');
    expect(text).toContain(
      '"Mélanie","Gölçük","melanie@example.be","0470 12 34 56","2200","Sint-Niklaas","9L","Klant geworden","01/07/2026 10:30"\r\n',
    );
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""y"")","'@SOM(A1)","jan.peeters@example.be","'+32 470 00 00 00"`);
    expect(text).toContain('"Grote versie (111cm)"');
    expect(text).not.toMatch(/(^|,)"[=+\-@]/m);
  });

  it('exports every lead of the filter, not only a page', async () => {
    const lines = (await exportCsv('?status=lost')).rawPayload.toString('utf8').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"Jan","Peeters"/);
    const searched = (await exportCsv('?search=g%C3%B6l%C3%A7')).rawPayload.toString('utf8');
    expect(searched).toContain('"Gölçük"');
    expect(searched).not.toContain('"Peeters"');
  });

  it('answers 400 to an invalid filter and 401 without a session', async () => {
    expect((await exportCsv('?status=weg')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/leads/export.csv' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBeTruthy();
  });

  it('leaves a trace of who exported how many leads, without the search term', async () => {
    await exportCsv('?search=sint-niklaas');
    const entries = await t.db.orm.em.fork().find(AuditLogEntry, { action: 'leads.exported' }, { orderBy: { id: 'desc' } });
    expect(entries[0]).toMatchObject({ actor: 'beheerder', details: { rows: 1, complete: true, searched: true, status: 'all' } });
    expect(JSON.stringify(entries[0])).not.toContain('niklaas');
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
      let text = '';
      for await (const chunk of leadCsvChunks(t.db.orm.em.fork(), { search: 'paginastad', status: 'all', sort }, { pageSize: 2 })) {
        text += chunk;
      }
      const names = text.split('\r\n').slice(1).filter(Boolean).map((line) => line.split(',')[0]);
      expect(names.sort()).toEqual(created.map((l) => `"${l.firstName}"`).sort());
    }
  });
});
