import { describe, expect, it } from 'vitest';
import { FR_PAGE_TEXTS, FR_TEXTS } from './fr.ts';
import { FR_VALIDATION } from './fr-validation.ts';
import { formatDateIn, formatDateTimeIn, formatDayIn, formatEuroIn, formatNumberIn, formatTimeIn, frenchClock, frenchFirst } from './format.ts';
import { localeOfAcceptLanguage, localeOfPath } from './locale.ts';
import { NL_PAGE_TEXTS, NL_TEXTS } from './nl.ts';
import { NL_VALIDATION } from './nl-validation.ts';

/** Every key path of a dictionary, arrays by index ('nextSteps.0.title'); a function counts as a leaf. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key));
}

/** Every leaf's text: strings as they are, functions called with sample arguments. */
function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String((value as (...args: unknown[]) => unknown)('X', 3))];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(leaves);
}

const PAIRS = [
  ['client dictionary', NL_TEXTS, FR_TEXTS],
  ['server-rendered texts and mails', NL_PAGE_TEXTS, FR_PAGE_TEXTS],
  ['validation messages', NL_VALIDATION, FR_VALIDATION],
] as const;

describe('the two languages', () => {
  it.each(PAIRS)('have the same keys: %s', (_name, nl, fr) => {
    expect(keyPaths(fr).sort()).toEqual(keyPaths(nl).sort());
  });

  it.each(PAIRS)('leave no text empty and no Dutch text untranslated: %s', (_name, nl, fr) => {
    for (const text of leaves(fr)) expect(text.trim(), text).not.toBe('');
    // The same word in both languages only where it is a name or shared ('Contact', 'Cookies', 'Wifi', ...).
    const same = leaves(fr).filter((text) => leaves(nl).includes(text) && /\s/.test(text) && !/^(Made in Belgium|Menu)$/.test(text));
    expect(same.filter((text) => !text.startsWith('/') && text !== 'Made in Belgium')).toEqual([]);
  });

  it('knows the language an Accept-Language header prefers, among the site’s two', () => {
    expect(localeOfAcceptLanguage('fr-BE,fr;q=0.9,nl;q=0.5')).toBe('fr');
    expect(localeOfAcceptLanguage('en-US,en;q=0.9,nl-BE;q=0.8,fr;q=0.7')).toBe('nl');
    expect(localeOfAcceptLanguage('de-DE, en;q=0.5')).toBeUndefined();
    expect(localeOfAcceptLanguage(undefined)).toBeUndefined();
    expect(formatTimeIn('fr', new Date('2026-07-01T12:05:00Z'))).toBe('14\u00a0h\u00a005');
    expect(formatTimeIn('nl', new Date('2026-07-01T12:05:00Z'))).toBe('14:05');
  });

  it('knows a page’s language from its path', () => {
    expect(['/', '/charleroi', '/privacy', '/france', '/frites'].map(localeOfPath)).toEqual(['nl', 'nl', 'nl', 'nl', 'nl']);
    expect(['/fr', '/fr/charleroi', '/fr/merci'].map(localeOfPath)).toEqual(['fr', 'fr', 'fr']);
  });
});

describe('Intl formats of Belgian readers', () => {
  it('write numbers, prices and dates as nl-BE and fr-BE do', () => {
    expect(formatNumberIn('nl', 1800)).toBe('1.800');
    expect(formatNumberIn('fr', 1800)).toBe('1\u202f800');
    expect(formatEuroIn('nl', 690)).toBe('€\u00a0690');
    expect(formatEuroIn('fr', 690)).toBe('690\u00a0€');
    const july = new Date('2026-07-01T12:05:00Z');
    expect(formatDateTimeIn('nl', july)).toBe('1 juli 2026 om 14:05');
    // French writes the first of the month as an ordinal (issue 42, L1); not the 11th, 21st or 31st.
    expect(formatDateTimeIn('fr', july)).toBe('1er juillet 2026 à 14\u00a0h\u00a005');
    expect(formatDayIn('fr', '2026-12-01')).toBe('1er décembre 2026');
    expect(formatDateIn('fr', new Date('2026-12-01T12:00:00Z'))).toBe('mardi 1er décembre 2026');
    expect(['11 mai', '21 mai', '31 mai', 'le 1 mai', '1 mai'].map(frenchFirst)).toEqual(['11 mai', '21 mai', '31 mai', 'le 1er mai', '1er mai']);
    expect(['09:00', '14:00', '9:30', 'à 23:59'].map(frenchClock)).toEqual(['9\u00a0h', '14\u00a0h', '9\u00a0h\u00a030', 'à 23\u00a0h\u00a059']);
  });
});
