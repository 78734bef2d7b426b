/**
 * The site's two languages (issue 25): Dutch for Flanders, French for Wallonia and Brussels. A page's
 * language follows from its path: French pages live under `/fr`, every other public page is Dutch.
 * One home for that rule, read by the layout (`<html lang>`), the texts a page gets, the signup and the
 * head tags.
 */
export const LOCALES = ['nl', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** The BCP 47 tag of each language as Belgian pages use it: `<html lang>`, hreflang, Intl. */
export const LANGUAGE_TAGS = { nl: 'nl-BE', fr: 'fr-BE' } as const satisfies Record<Locale, string>;

/** Open Graph's spelling of the same (`og:locale`). */
export const OG_LOCALES = { nl: 'nl_BE', fr: 'fr_BE' } as const satisfies Record<Locale, string>;

/** Where the French pages live. */
const FRENCH_PREFIX = '/fr';

/** The language of a page by its path: `/fr` and `/fr/…` are French, all else Dutch. */
export function localeOfPath(pathname: string): Locale {
  return pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`) ? 'fr' : 'nl';
}

/**
 * The site's language an `Accept-Language` header prefers (`fr-BE,fr;q=0.9,nl;q=0.5` → fr), or undefined
 * when it names neither: how an answer picks its language where no page or lead says it.
 */
export function localeOfAcceptLanguage(header: string | undefined): Locale | undefined {
  let best: { locale: Locale; q: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'nl' && primary !== 'fr') continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { locale: primary, q };
  }
  return best?.locale;
}
