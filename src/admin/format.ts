/**
 * Dates and numbers as Belgian staff read them: day/month/year, 24-hour clock, Brussels time whatever
 * the time zone of the server or the browser. Built from `formatToParts` so that the result does not
 * depend on how a given ICU version punctuates 'nl-BE'.
 */
export const TIME_ZONE = 'Europe/Brussels';

const dateTimeParts = new Intl.DateTimeFormat('nl-BE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(value: Date | string): Record<string, string> {
  const date = typeof value === 'string' ? new Date(value) : value;
  const parts: Record<string, string> = {};
  for (const part of dateTimeParts.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** '21/11/2026 14:05' in Brussels time. */
export function formatDateTime(value: Date | string): string {
  const p = partsOf(value);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** '21/11/2026' in Brussels time. */
export function formatDate(value: Date | string): string {
  const p = partsOf(value);
  return `${p.day}/${p.month}/${p.year}`;
}

/** '2026-11-21': the calendar day in Brussels, for file names. */
export function isoDateInBrussels(value: Date | string): string {
  const p = partsOf(value);
  return `${p.year}-${p.month}-${p.day}`;
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

/** '12,5%': one decimal, Belgian decimal comma. */
export function formatPercent(value: number): string {
  return `${value.toFixed(1).replace('.', ',')}%`;
}

const integer = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0 });

/** '100.000': thousands with a dot, as in Belgium. */
export function formatCount(value: number): string {
  return integer.format(value);
}
