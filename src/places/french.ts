/**
 * The French place pages (issue 25), built from their data (src/places/data/french-places.ts): each is
 * the French twin of a Dutch page about a place in Wallonia or Brussels.
 */
import { typesetFrench } from '../i18n/typography.ts';
import { FRENCH_PLACE_ENTRIES, type FrenchPlaceEntry } from './data/french-places.ts';
import { type Place, placeBySlug } from './places.ts';

export interface FrenchPlace extends Omit<FrenchPlaceEntry, 'twinSlug'> {
  path: string;
  /** The Dutch twin (its kind, region, coordinates and indexing come from there). */
  twin: Place;
}

function toFrenchPlace(entry: FrenchPlaceEntry): FrenchPlace {
  const twin = placeBySlug(entry.twinSlug);
  if (!twin) throw new Error(`French page ${entry.slug}: no Dutch page ${entry.twinSlug}`);
  const { twinSlug: _twin, ...rest } = entry;
  return { ...rest, path: `/fr/${entry.slug}`, twin };
}

// Pure: a browser bundle that imports this module for server-rendered markup only drops it.
export const FRENCH_PLACES: readonly FrenchPlace[] = /* @__PURE__ */ FRENCH_PLACE_ENTRIES.map((entry) => toFrenchPlace(typesetFrench(entry)));

export function frenchPlaceBySlug(slug: string): FrenchPlace | undefined {
  return FRENCH_PLACES.find((place) => place.slug === slug);
}
