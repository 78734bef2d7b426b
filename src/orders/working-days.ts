/**
 * Belgian working days (issue 34's service levels): Monday to Friday, less the ten legal public holidays
 * (Royal Decree of 18 April 1974): New Year, Easter Monday, Labour Day (1 May), Ascension (Easter + 39),
 * Whit Monday (Easter + 50), the National Day (21 July), Assumption (15 August), All Saints (1 November),
 * Armistice (11 November) and Christmas (25 December). A holiday on a weekend is not moved (the law
 * gives a replacement day per employer, not a general one). Calendar days as `YYYY-MM-DD`.
 */
import { addDays } from './dates.ts';

/** Easter Sunday of `year` (Gregorian calendar; the anonymous algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const cache = new Map<number, ReadonlySet<string>>();

/** The ten legal public holidays of `year`. */
export function belgianHolidays(year: number): ReadonlySet<string> {
  let days = cache.get(year);
  if (!days) {
    const easter = easterSunday(year);
    const fixed = ['01-01', '05-01', '07-21', '08-15', '11-01', '11-11', '12-25'].map((day) => `${year}-${day}`);
    days = new Set([...fixed, addDays(easter, 1), addDays(easter, 39), addDays(easter, 50)]);
    cache.set(year, days);
  }
  return days;
}

export function isWorkingDay(isoDay: string): boolean {
  const weekday = new Date(`${isoDay}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !belgianHolidays(Number(isoDay.slice(0, 4))).has(isoDay);
}

/** The working day `count` working days after `isoDay` (the day itself not counted). */
export function addWorkingDays(isoDay: string, count: number): string {
  let day = isoDay;
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left--;
  }
  return day;
}

/**
 * The last day of a period of `days` days that starts the day after `isoDay`: `isoDay` + `days`, moved to
 * the next working day when that is a Saturday, a Sunday or a public holiday (Regulation (EEC, Euratom)
 * No 1182/71, art. 3(4), which directive 2011/83 recital 41 applies to the withdrawal period). Used for
 * every period the contract counts in days: the withdrawal, the refund, the deposit's payment.
 */
export function lastDayOfPeriod(isoDay: string, days: number): string {
  let day = addDays(isoDay, days);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** How many working days lie after `from` up to and including `to` (0 when `to` is not after `from`). */
export function workingDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isWorkingDay(day)) count++;
  return count;
}
