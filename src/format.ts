/**
 * Number formats of the Dutch (Belgian) pages. Written out by hand rather than with Intl so that the
 * server's and the browser's output are byte-identical (no hydration mismatch from differing ICU data).
 */

/** 1800 → '1.800' (thousands separated by points). */
export function formatNumber(value: number): string {
  const [whole = '0', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** 690 → '€ 690' (with a no-break space, so the sign never ends a line on its own). */
export function formatEuro(value: number): string {
  return `€\u00a0${formatNumber(value)}`;
}

/** A range as the claims state it: (400, 500) → '400 tot 500'. */
export function formatRange(range: { min: number; max: number }, unit = ''): string {
  return `${formatNumber(range.min)} tot ${formatNumber(range.max)}${unit ? `\u00a0${unit}` : ''}`;
}

/** A wait in whole minutes, rounded up, at least one: 30 → '1 minuut', 900 → '15 minuten'. */
export function formatWaitMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minuut' : 'minuten'}`;
}
