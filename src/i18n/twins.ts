/**
 * Which Dutch page and which French page say the same (issue 25): the home pages, the privacy
 * statements, the thank-you pages and the eight places of Wallonia and Brussels. One list, read by the
 * hreflang links, the sitemap and the header's language switch. Server-side only (pages use it in
 * `+Head` and static markup).
 */
import { FRENCH_PLACES } from '../places/french.ts';
import { FR_TEXTS } from './fr.ts';
import { localeOfPath } from './locale.ts';
import { NL_TEXTS } from './nl.ts';

export interface TwinPair {
  nl: string;
  fr: string;
  /**
   * The page for readers of neither language (hreflang x-default): the French one for a place in Wallonia
   * or Brussels (a German- or English-speaking reader there reads French sooner than Dutch), else the Dutch.
   */
  byDefault: 'nl' | 'fr';
}

function twinPairs(): TwinPair[] {
  return [
    { nl: NL_TEXTS.routes.home, fr: FR_TEXTS.routes.home, byDefault: 'nl' },
    { nl: NL_TEXTS.routes.privacy, fr: FR_TEXTS.routes.privacy, byDefault: 'nl' },
    { nl: NL_TEXTS.routes.thanks, fr: FR_TEXTS.routes.thanks, byDefault: 'nl' },
    ...FRENCH_PLACES.map((place): TwinPair => ({ nl: place.twin.path, fr: place.path, byDefault: 'fr' })),
  ];
}

// Pure: the language switch uses it in server-rendered markup only, and the browser build drops it.
export const TWIN_PAIRS: readonly TwinPair[] = /* @__PURE__ */ twinPairs();

/** The pair a path belongs to, or undefined for a page without a twin. */
export function twinPair(path: string): TwinPair | undefined {
  return TWIN_PAIRS.find((pair) => pair.nl === path || pair.fr === path);
}

/** Where the language switch leads: the twin, or else the other language's home page. */
export function twinPath(path: string): string {
  const pair = twinPair(path);
  const other = localeOfPath(path) === 'fr' ? 'nl' : 'fr';
  return pair ? pair[other] : (other === 'fr' ? FR_TEXTS : NL_TEXTS).routes.home;
}
