/**
 * The place landing pages (spec section 2), built from their data (src/places/data/places.ts): the page
 * template (its data hook answers 404 for any other slug), the pre-rendered path list, the SEO tags, the
 * sitemap and the tests all read this file. It stays on the server: the route is the string `/@slug`.
 */
import { PLACE_ENTRIES, type PlaceEntry, type PlaceKind, REGIONS, type RegionCode } from './data/places.ts';

export interface Place {
  slug: string;
  /** The canonical path of the page: `/${slug}`. */
  path: string;
  /** The Dutch name (a province's comes from REGIONS). */
  name: string;
  /**
   * The name as headings, titles, links and the breadcrumb use it: a province that shares its name with
   * a city page reads 'Provincie Antwerpen', so that the two pages never carry the same title (running
   * text says 'de provincie Antwerpen': labelInSentence).
   */
  label: string;
  kind: PlaceKind;
  regionCode: RegionCode;
  /** Name of the province (or Brussels region) the place lies in. */
  province: string;
  /** Slugs of nearby place pages, linked from the intro line (spec: Kortrijk, Sint-Niklaas, Turnhout). */
  crossLinks: readonly string[];
  /** Other names of the place (French, or the Dutch name of a Walloon place). */
  alternateNames: readonly string[];
  coordinates: { latitude: number; longitude: number };
}

function toPlace(entry: PlaceEntry, sameNamed: (name: string) => boolean): Place {
  const name = entry.kind === 'province' ? REGIONS[entry.regionCode] : entry.name;
  if (!name) throw new Error(`place ${entry.slug}: a ${entry.kind} needs a name`);
  return {
    slug: entry.slug,
    path: `/${entry.slug}`,
    name,
    label: entry.kind === 'province' && (sameNamed(name) || entry.ambiguousName) ? `Provincie ${name}` : name,
    kind: entry.kind,
    regionCode: entry.regionCode,
    province: REGIONS[entry.regionCode],
    crossLinks: entry.crossLinks,
    alternateNames: entry.alternateNames ?? [],
    coordinates: { latitude: entry.lat, longitude: entry.lng },
  };
}

function buildPlaces(): readonly Place[] {
  const nonProvinceNames = new Set(PLACE_ENTRIES.filter((e) => e.kind !== 'province').map((e) => e.name));
  return PLACE_ENTRIES.map((entry) => toPlace(entry, (name) => nonProvinceNames.has(name)));
}

// Built by calls marked pure, so that browser code importing this module only for server-rendered
// markup (the home page's place list, src/components/PlaceDirectory.tsx) ships none of the data.
/** All place pages, in the spec's route-table order (provinces, cities, towns). */
export const PLACES: readonly Place[] = /* @__PURE__ */ buildPlaces();

function indexBySlug(places: readonly Place[]): Map<string, Place> {
  return new Map(places.map((place) => [place.slug, place]));
}

const bySlug = /* @__PURE__ */ indexBySlug(PLACES);

export function placeBySlug(slug: string): Place | undefined {
  return bySlug.get(slug);
}

/** The province page a place belongs to (none for Brussels, nor for a province itself). */
export function provincePageOf(place: Place): Place | undefined {
  if (place.kind === 'province') return undefined;
  return PLACES.find((p) => p.kind === 'province' && p.regionCode === place.regionCode);
}
