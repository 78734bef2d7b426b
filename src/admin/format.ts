/**
 * Dates as Belgian staff read them: day/month/year, 24-hour clock, Brussels time whatever the time zone
 * of the server or the browser (numbers: src/format.ts).
 */
import { TIME_ZONE } from '../time-zone.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** Brussels' offset from UTC at an instant on a whole minute, asked of Intl (slow: cached below). */
function offsetAt(instant: number): number {
  const p: Record<string, number> = {};
  for (const part of zoneParts.formatToParts(instant)) p[part.type] = Number(part.value);
  return Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0) - instant;
}

/**
 * The offset per UTC day, or null for the two days a year when it changes (then per hour: Brussels
 * changes its clock on the hour). Formatting 100,000 dates thus asks Intl a few thousand times at most.
 * Kept because the CSV export formats every row: asking Intl per date took 1.3-2.1 s per 100,000 dates
 * against 0.1-0.3 s (docs/performance.md, "Micro-optimisations kept").
 */
const offsetByDay = new Map<number, number | null>();

function brusselsOffsetMs(utcMs: number): number {
  const day = Math.floor(utcMs / DAY_MS);
  let offset = offsetByDay.get(day);
  if (offset === undefined) {
    const start = offsetAt(day * DAY_MS);
    offset = start === offsetAt((day + 1) * DAY_MS - MINUTE_MS) ? start : null;
    if (offsetByDay.size > 50_000) offsetByDay.clear();
    offsetByDay.set(day, offset);
  }
  return offset ?? offsetAt(Math.floor(utcMs / HOUR_MS) * HOUR_MS);
}

/** The wall-clock time in Brussels, as a Date whose UTC fields read Brussels' fields. */
export function brusselsClock(value: Date | string): Date {
  const ms = (typeof value === 'string' ? new Date(value) : value).getTime();
  return new Date(ms + brusselsOffsetMs(ms));
}

const two = (n: number) => String(n).padStart(2, '0');

/** '21/11/2026' in Brussels time. */
export function formatDate(value: Date | string): string {
  const d = brusselsClock(value);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** '21/11/2026 14:05' in Brussels time. */
export function formatDateTime(value: Date | string): string {
  const d = brusselsClock(value);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** '14:05' in Brussels time. */
export function formatTime(value: Date | string): string {
  const d = brusselsClock(value);
  return `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** '2026-11-21': the calendar day in Brussels, for file names. */
export function isoDateInBrussels(value: Date | string): string {
  const d = brusselsClock(value);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`;
}

const MONTH_NAMES = [
  'januari', 'februari', 'maart', 'april', 'mei', 'juni',
  'juli', 'augustus', 'september', 'oktober', 'november', 'december',
];

/** '2026-11' -> 'november 2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  const name = MONTH_NAMES[Number(number) - 1];
  return name ? `${name} ${year}` : month;
}

const SHORT_MONTH_NAMES = ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];

/**
 * '2026-11' -> 'nov': a month's name as a chart axis shows it, above its full year ('nov 26' read as
 * a date, 26 November). The Dutch abbreviations, 'mrt' for maart.
 */
export function shortMonthName(month: string): string {
  return SHORT_MONTH_NAMES[Number(month.split('-')[1]) - 1] ?? month;
}

/** '12,5%': always one decimal, Belgian decimal comma. */
export function formatPercent(value: number): string {
  return `${value.toFixed(1).replace('.', ',')}%`;
}

/** True for a `YYYY-MM-DD` that names a day of the calendar (not 2026-02-30, not 2026-13-45). */
export function isRealDay(day: string): boolean {
  const noon = new Date(`${day}T12:00:00Z`);
  return !Number.isNaN(noon.getTime()) && noon.toISOString().startsWith(day);
}
