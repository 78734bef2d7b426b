/** Calendar days as `YYYY-MM-DD`: adding days without a clock or a time zone. */

/** `isoDay` plus `days` calendar days. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
