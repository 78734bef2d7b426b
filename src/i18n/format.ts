/**
 * Numbers, prices and dates as a Belgian reader of each language expects them, with Intl (`nl-BE`,
 * `fr-BE`): '1.800' and '€ 690' in Dutch, '1 800' and '690 €' in French. The formatters are made once per
 * language (making one costs a hundred times more than using it). Server (Node's full ICU) and browser
 * (Chromium's) print the same for these formats; a test pins the output.
 */
import { TIME_ZONE } from '../time-zone.ts';
import { LANGUAGE_TAGS, type Locale } from './locale.ts';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n:${locale}:${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(LANGUAGE_TAGS[locale], options)));
  return format;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d:${locale}:${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { timeZone: TIME_ZONE, ...options })));
  return format;
}

/** 1800 → '1.800' (nl) or '1 800' (fr, with a narrow no-break space). */
export function formatNumberIn(locale: Locale, value: number): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** Whole euros: 690 → '€ 690' (nl) or '690 €' (fr). */
export function formatEuroIn(locale: Locale, value: number): string {
  return numberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value);
}

/**
 * French writes the hours with an h, no-break spaces around it: '14 h 05', '9 h', '14 h' (the visit's
 * slots too, src/visits/texts.ts); Intl's fr-BE gives '14:05', '09:00'. Dutch keeps '14:05'.
 */
export function frenchClock(text: string): string {
  return text.replace(/\b(\d{1,2}):(\d{2})\b/g, (_, hours: string, minutes: string) => `${Number(hours)}\u00a0h${minutes === '00' ? '' : `\u00a0${minutes}`}`);
}

/**
 * French writes the first day of a month as an ordinal: « le 1er décembre », « mardi 1er décembre » (the
 * French reader, 2026-11-28, L1); Intl's fr-BE writes '1 décembre'.
 */
export function frenchFirst(text: string): string {
  return text.replace(/(^|[^\d])1 (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\b/g, '$11er $2');
}

const clockIn = (locale: Locale, text: string) => (locale === 'fr' ? frenchClock(frenchFirst(text)) : text);

/** A calendar day ('2027-01-15') written out: '15 januari 2027' / '15 janvier 2027', '1er décembre 2026'. */
export function formatDayIn(locale: Locale, isoDay: string): string {
  return clockIn(locale, dateFormat(locale, { dateStyle: 'long' }).format(new Date(`${isoDay}T12:00:00Z`)));
}

/** A day and time in Belgian time: '21 november 2026 om 14:05' / '21 novembre 2026 à 14 h 05'. */
export function formatDateTimeIn(locale: Locale, date: Date): string {
  return clockIn(locale, dateFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date));
}

/** A moment with its weekday, in Belgian time: 'zaterdag 12 december 2026 om 23:59' / 'samedi 12 décembre 2026 à 23 h 59'. */
export function formatMomentIn(locale: Locale, date: Date): string {
  return clockIn(locale, dateFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date));
}

/** The day of a moment with its weekday, in Belgian time: 'zaterdag 12 december 2026' / 'samedi 12 décembre 2026'. */
export function formatDateIn(locale: Locale, date: Date): string {
  return clockIn(locale, dateFormat(locale, { dateStyle: 'full' }).format(date));
}

/** A time of day in Belgian time: '14:05' / '14 h 05'. */
export function formatTimeIn(locale: Locale, date: Date): string {
  return clockIn(locale, dateFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date));
}
