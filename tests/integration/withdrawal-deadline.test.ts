/**
 * The last day of withdrawal as a court would count it (issue 42 item 3; Regulation 1182/71 art. 3(4),
 * directive 2011/83 recital 41): installed on day D, the household may withdraw up to the first Belgian
 * working day on or after D + 14. For every day of 2026 and 2027, through the real server with its clock
 * set: the page's data says that day, the server accepts a withdrawal on it and refuses one the day after.
 * The expected days come from a list of the public holidays typed here, not from the code under test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDayIn } from '../../src/i18n/format.ts';
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
  t = await createTestApp({ ...ADMIN_ENV, HOUSEHOLD_RATE_LIMIT: 'off', HOUSEHOLD_LINK_RATE_LIMIT: 'off' }, { clock: () => now });
  const staff = bearer(await loginToken(t.app));
  const seller = await addInstaller(t.db);
  order = await acceptedOrder(t, staff, seller.id);
});
afterAll(async () => {
  await t.close();
});

const withdraw = () =>
  t.app.inject({ method: 'POST', url: '/api/household-page/proposals/withdraw', payload: { token: order.token, orderId: order.orderId, confirm: true } });

/** The months of 2026 and 2027, as 'YYYY-MM': one test each, so that a busy machine times none out. */
const MONTHS = Array.from({ length: 24 }, (_, index) => `${2026 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
const moved: string[] = [];

describe('the last day of withdrawal, every installation day of 2026 and 2027', () => {
  it.each(MONTHS)('installed on any day of %s: the first Belgian working day on or after day 14; accepted on it, refused the day after', { timeout: 120_000 }, async (month) => {
    const em = t.db.orm.em.fork();
    for (let day = `${month}-01`; day.startsWith(month); day = plus(day, 1)) {
      const lastDay = firstWorkingDayFrom(plus(day, 14));
      if (lastDay !== plus(day, 14)) moved.push(day);
      await em.execute(`update "orders" set "status" = 'installed', "installed_on" = ?, "withdrawn_at" = null where "id" = ?`, [day, order.orderId]);
      // Noon in Brussels on the day after the last: refused, naming the last day.
      now = new Date(`${plus(lastDay, 1)}T11:00:00Z`);
      const late = await withdraw();
      expect(late.statusCode, `${day}: the day after ${lastDay}`).toBe(409);
      expect(late.json().message).toContain(formatDayIn('nl', lastDay));
      // On the last day itself, late in the evening in Brussels (22:59 in summer, 21:59 in winter): the page says it (read
      // where the rule moved the day, and on the month's first), the server takes the withdrawal.
      now = new Date(`${lastDay}T20:59:00Z`);
      if (lastDay !== plus(day, 14) || day.endsWith('-01')) {
        const page = await t.app.inject({ method: 'POST', url: '/api/household-page/proposals', payload: { token: order.token } });
        expect(page.json()[0].order, day).toMatchObject({ withdrawalEndsOn: lastDay, canWithdraw: true });
      }
      const inTime = await withdraw();
      expect(inTime.statusCode, `${day}: on ${lastDay}`).toBe(200);
    }
  });

  it('moved about two in seven of the days (a Saturday or Sunday 14 days on, and the holidays), 28 November 2026 among them', () => {
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
