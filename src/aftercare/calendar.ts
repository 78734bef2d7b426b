/** Calendar days as `YYYY-MM-DD` for aftercare: months and years added the way a contract counts them. */

/**
 * `isoDay` plus `months` calendar months; a day the target month lacks becomes its last day (31 January
 * plus one month is 28 or 29 February; 29 February plus 12 months is 28 February).
 */
export function addMonths(isoDay: string, months: number): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth + 1).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** The Monday of the ISO week of `isoDay`. */
export function mondayOf(isoDay: string): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - weekday);
  return date.toISOString().slice(0, 10);
}
