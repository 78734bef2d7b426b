/**
 * Every place page in both languages (issue 41): the 62 Dutch pages and the 8 French twins, as the facts,
 * the indexing rule, the sitemap and the back office's tab name them. A French page is keyed by its own
 * path and slug; its measured hardness and its kind come from its Dutch twin.
 */
import type { Locale } from '../i18n/locale.ts';
import { FRENCH_PLACES } from './french.ts';
import type { PlaceKind } from './data/places.ts';
import { PLACES } from './places.ts';
import { inPlace } from './copy.ts';

export interface PlacePageRef {
  /** '/gent', '/fr/bruxelles'. */
  path: string;
  /** The page's own slug ('gent', 'bruxelles'). */
  slug: string;
  language: Locale;
  /** The Dutch place: its slug (the measured hardness of the place, issue 34) and its kind. */
  dutchSlug: string;
  kind: PlaceKind;
  /** How the page names itself standing alone ('Provincie Antwerpen', 'Province de Liège'). */
  label: string;
  /** The place in a sentence: 'in Gent', 'à Liège'. */
  where: string;
}

function buildPlacePages(): readonly PlacePageRef[] {
  return [
    ...PLACES.map((place) => ({
      path: place.path,
      slug: place.slug,
      language: 'nl' as const,
      dutchSlug: place.slug,
      kind: place.kind,
      label: place.label,
      where: inPlace(place),
    })),
    ...FRENCH_PLACES.map((place) => ({
      path: place.path,
      slug: place.slug,
      language: 'fr' as const,
      dutchSlug: place.twin.slug,
      kind: place.twin.kind,
      label: place.label,
      where: place.where,
    })),
  ];
}

/** The 70 place pages: the Dutch ones in the route table's order, then the French ones. */
export const PLACE_PAGES: readonly PlacePageRef[] = /* @__PURE__ */ buildPlacePages();

export function placePageAt(path: string): PlacePageRef | undefined {
  return PLACE_PAGES.find((page) => page.path === path);
}

/**
 * The page an API path names: `slug` with `language` (a French page by its own slug, 'bruxelles', or by
 * its Dutch twin's, 'brussel').
 */
export function placePageOf(slug: string, language: Locale): PlacePageRef | undefined {
  const pages = PLACE_PAGES.filter((page) => page.language === language);
  return pages.find((page) => page.slug === slug) ?? pages.find((page) => page.dutchSlug === slug);
}
