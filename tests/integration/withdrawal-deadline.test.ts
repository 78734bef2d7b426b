/**
 * The last day of withdrawal as a court would count it (issue 42 item 3; Regulation 1182/71 art. 3(4),
 * directive 2011/83 recital 41): installed on day D, the household may withdraw up to the first Belgian
 * working day on or after D + 14. For every day of 2026 and 2027, through the real server with its clock
 * set: the page's data says that day, the server accepts a withdrawal on it and refuses one the day after.
 * The expected days come from a list of the public holidays typed here, not from the code under test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller } from '../helpers/sales.ts';
import { acceptedOrder } from '../helpers/visits.ts';

/** Belgium's ten legal public holidays (Royal Decree of 18 April 1974), 2026 to January 2028, as published. */
const HOLIDAYS = new Set([
  ...['01-01', '04-06', '05-01', '05-14', '05-25', '07-21', '08-15', '11-01', '11-11', '12-25'].map((day) => `2026-${day}`),
  ...['01-01', '03-29', '05-01', '05-06', '05-17', '07-21', '08-15', '11-01', '11-11', '12-25'].map((day) => `2027-${day}`),
  '2028-01-01',
]);

const DAY_MS = 86_400_000;
const iso = (date: Date) => date.toISOString().slice(0, 10);
const plus = (day: string, days: number) => iso(new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS));
/** The first day on or after `day` that is no Saturday, Sunday or public holiday. */
function firstWorkingDayFrom(day: string): string {
  let candidate = day;
  for (;;) {
    const weekday = new Date(`${candidate}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(candidate)) return candidate;
    candidate = plus(candidate, 1);
  }
}

let now = new Date();
let t: TestApp;
let order: { leadId: number; token: string; orderId: number };

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, HOUSEHOLD_RATE_LIMIT: 'off' }, { clock: () => now });
  const staff = bearer(await loginToken(t.app));
  const seller = await addInstaller(t.db);
  order = await acceptedOrder(t, staff, seller.id);
});
afterAll(async () => {
  await t.close();
});

const withdraw = () =>
  t.app.inject({ method: 'POST', url: '/api/household-page/proposals/withdraw', payload: { token: order.token, orderId: order.orderId, confirm: true } });

describe('the last day of withdrawal, every installation day of 2026 and 2027', () => {
  it('is the first Belgian working day on or after day 14; the server accepts a withdrawal on it and refuses one the day after', { timeout: 300_000 }, async () => {
    const em = t.db.orm.em.fork();
    const moved: string[] = [];
    for (let day = '2026-01-01'; day <= '2027-12-31'; day = plus(day, 1)) {
      const lastDay = firstWorkingDayFrom(plus(day, 14));
      if (lastDay !== plus(day, 14)) moved.push(day);
      await em.execute(`update "orders" set "status" = 'installed', "installed_on" = ?, "withdrawn_at" = null where "id" = ?`, [day, order.orderId]);
      // Noon in Brussels on the day after the last: refused, naming the last day.
      now = new Date(`${plus(lastDay, 1)}T11:00:00Z`);
      const late = await withdraw();
      expect(late.statusCode, `${day}: the day after ${lastDay}`).toBe(409);
      // On the last day itself, late in the evening in Brussels (22:59 in summer, 21:59 in winter): the page says it, the server takes it.
      now = new Date(`${lastDay}T20:59:00Z`);
      const page = await t.app.inject({ method: 'POST', url: '/api/household-page/proposals', payload: { token: order.token } });
      expect(page.json()[0].order, day).toMatchObject({ withdrawalEndsOn: lastDay, canWithdraw: true });
      const inTime = await withdraw();
      expect(inTime.statusCode, `${day}: on ${lastDay}`).toBe(200);
    }
    // Weekends and holidays moved about two in seven of the days (a Saturday or Sunday 14 days on, and the holidays).
    expect(moved.length).toBeGreaterThan(200);
    expect(moved).toContain('2026-11-28');
  });

  it('says the moved day in the refusal, in the household’s words', async () => {
    await t.db.orm.em.fork().execute(`update "orders" set "status" = 'installed', "installed_on" = '2026-11-28', "withdrawn_at" = null where "id" = ?`, [order.orderId]);
    now = new Date('2026-12-15T11:00:00Z');
    const late = await withdraw();
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('De herroepingstermijn liep af op 14 december 2026; herroepen kan niet meer.');
  });
});
