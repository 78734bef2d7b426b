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
