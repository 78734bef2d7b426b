/**
 * Aftercare's figures (issue 44 item 7) on a real database: per month and seller the requests, the
 * median hours to the first answer and the late ones; services done and due; reviews with their average;
 * the same as CSV, and every request as a CSV row without the household's name or words; staff only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateInBrussels } from '../../src/admin/format.ts';
import { addMonths } from '../../src/aftercare/calendar.ts';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { installedOrder, recordTerms } from '../helpers/aftercare.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller } from '../helpers/sales.ts';
import { installerUser } from '../helpers/visits.ts';

let t: TestApp;
let staff: { authorization: string };
let fitter: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'https://www.example.be' });
  staff = bearer(await loginToken(t.app));
  const company = (await addInstaller(t.db)).id;
  await recordTerms(t, staff, company);
  fitter = await installerUser(t, staff, company, 'cijfer-monteur');
  const today = isoDateInBrussels(new Date());
  const sql = (query: string, params: unknown[]) => t.db.orm.em.fork().execute(query, params);
  // Three requests this month: one answered 6 hours after it came, one answered after 10 hours, one late and unanswered.
  for (const [hours, answer] of [
    [6, true],
    [10, true],
    [0, false],
  ] as const) {
    const { token } = await installedOrder(t, staff, company, fitter, { lastName: 'Geheimnaam' }, today);
    const { id } = (await t.app.inject({ method: 'POST', url: '/api/household-page/support', payload: { token, category: 'leak', message: 'Een geheim bericht' } })).json();
    if (answer) {
      await t.app.inject({ method: 'POST', url: `/api/installer/support/${id}/answer`, headers: fitter, payload: { message: 'Ik kom.' } });
      await sql(`update "support_requests" set "created_at" = "first_answer_at" - make_interval(hours => ?) where "id" = ?`, [hours, id]);
    } else await sql(`update "support_requests" set "answer_due_on" = current_date - 1 where "id" = ?`, [id]);
    const { id: review } = (await t.app.inject({ method: 'POST', url: '/api/household-page/review', payload: { token, rating: answer ? 4 : 5, text: 'Een eerlijke mening over het toestel.', publish: true } })).json();
    expect(review).toBeGreaterThan(0);
  }
  const serviced = await installedOrder(t, staff, company, fitter, {}, addMonths(today, -3));
  await t.app.inject({ method: 'POST', url: `/api/installer/orders/${serviced.orderId}/service`, headers: fitter, payload: { servicedOn: today } });
});
afterAll(async () => {
  await t.close();
});

describe('aftercare’s figures', () => {
  it('count requests per seller with the median hours to the first answer and the late ones, services, reviews', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats/aftercare', headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    const month = isoDateInBrussels(new Date()).slice(0, 7);
    const stats = res.json();
    expect(stats.support).toEqual([{ month, installerId: expect.any(Number), installerName: 'Waterwerken Peeters bv', requests: 3, serviceVisits: 0, answered: 2, medianHoursToFirstAnswer: 8, late: 1, resolved: 0 }]);
    expect(stats.services.find((row: { month: string }) => row.month === month)).toMatchObject({ done: 1 });
    // Four installed softeners: three due in 24 months, the serviced one 24 months after its service.
    expect(stats.services.find((row: { month: string }) => row.month === addMonths(`${month}-01`, 24).slice(0, 7))).toMatchObject({ due: 4 });
    expect(stats.reviews).toEqual([{ month, count: 3, average: 4.3, shown: 0 }]);
  });

  it('are exported as CSV, and every request as a row without the household’s name or words; staff only', async () => {
    const figures = await t.app.inject({ method: 'GET', url: '/api/admin/stats/aftercare.csv', headers: staff });
    expect(figures.statusCode).toBe(200);
    expect(figures.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(figures.body).toContain('"Waterwerken Peeters bv";"3";"0";"2";"8";"1";"0"');
    const rows = await t.app.inject({ method: 'GET', url: '/api/admin/exports/support.csv', headers: staff });
    expect(rows.statusCode).toBe(200);
    const lines = rows.body.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(/"Lek";"Open";.*;"ja";""$/);
    expect(rows.body).not.toContain('Geheimnaam');
    expect(rows.body).not.toContain('geheim bericht');
    for (const url of ['/api/admin/stats/aftercare', '/api/admin/stats/aftercare.csv', '/api/admin/exports/support.csv']) {
      expect((await t.app.inject({ method: 'GET', url, headers: fitter })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
