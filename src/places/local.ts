/**
 * The place's own parts that do not come from its facts: its neighbourhood (nearby place pages, the
 * province page), and the shapes its sourced sentences take on the page (the sentences themselves are
 * rows, issue 41: src/places/facts/). Distances are great-circle distances, rounded to 5 km and called
 * 'hemelsbreed'.
 */
import { PLACE_TEXT } from '../content/place-page.ts';
import { ADJACENT_PROVINCES } from './data/places.ts';
import { distanceKm, introLinks, roundKm } from './copy.ts';
import { type Place, PLACES } from './places.ts';

/** A sentence, with the source it rests on when it states a fact, and the web address it leads to, if any. */
export interface SourcedText {
  text: string;
  /** The address the sentence names (a company's lookup), shown as a link after the text. */
  link?: { label: string; url: string };
  /** `prefix`: the words before the source ('Bron:' unless given; French pages: 'Source :'). */
  source?: { label: string; url: string; prefix?: string };
}

/** A link to another place page, with its distance where it reads naturally. */
interface PlaceLink {
  label: string;
  path: string;
  km?: number;
}

/** A question about the place's water, answered by its sourced facts (src/places/facts/page-facts.ts). */
export interface PlaceQuestion {
  /** The whole question, the place named (the FAQPage structured data). */
  question: string;
  /** The same under the section's heading, which names the place. */
  heading: string;
  paragraphs: SourcedText[];
}

/** A question whole (with the place) and as a heading under the place's name. */
export function asked(question: (where?: string) => string, where: string): Pick<PlaceQuestion, 'question' | 'heading'> {
  return { question: question(where), heading: question() };
}

/** The nearest town and city pages (never a province, nor the spec's cross-links), nearest first. */
function nearestPlaces(place: Place, count: number): (PlaceLink & { km: number; exact: number })[] {
  const excluded = new Set(introLinks(place));
  return PLACES.filter((other) => other !== place && other.kind !== 'province' && !excluded.has(other))
    .map((other) => ({ other, km: distanceKm(place.coordinates, other.coordinates) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count)
    .map(({ other, km }) => ({ label: other.label, path: other.path, km: roundKm(km), exact: km }));
}

/** The place pages a page links in its section 'In de buurt', in groups: towns by distance, provinces by name. */
export interface LinkGroup {
  label: string;
  links: PlaceLink[];
}

/** How many town and city pages a town or city page links: the spec's cross-links, then the nearest others. */
const NEARBY_COUNT = 6;

/** A province by its name ('Limburg', 'Antwerpen'): in a list headed 'provincies' the name says enough. */
const provinceLink = (p: Place): PlaceLink => ({ label: p.name, path: p.path });

const byName = (a: PlaceLink, b: PlaceLink) => a.label.localeCompare(b.label, 'nl');

export function neighbourhood(place: Place): LinkGroup[] {
  if (place.kind === 'province') {
    const inProvince = PLACES.filter((p) => p.kind !== 'province' && p.regionCode === place.regionCode);
    const adjacent = (ADJACENT_PROVINCES[place.slug] ?? []).flatMap((slug) => PLACES.filter((p) => p.slug === slug));
    const listed = new Set([...inProvince, ...adjacent]);
    const more = introLinks(place).filter((p) => !listed.has(p));
    return [
      ...(inProvince.length > 0 ? [{ label: PLACE_TEXT.provinceTowns, links: inProvince.map((p) => ({ label: p.label, path: p.path })).sort(byName) }] : []),
      { label: PLACE_TEXT.adjacentProvinces, links: adjacent.map(provinceLink).sort(byName) },
      ...(more.length > 0 ? [{ label: PLACE_TEXT.alsoNearby, links: more.map((p) => ({ label: p.label, path: p.path })).sort(byName) }] : []),
    ];
  }
  // The spec's cross-links and the nearest others, one list in order of distance; a province is no
  // point on the map, so it is named apart, without a distance.
  const cross = introLinks(place);
  const towns = cross.filter((p) => p.kind !== 'province').map((p) => ({ label: p.label, path: p.path, km: distanceKm(place.coordinates, p.coordinates) }));
  const nearest = nearestPlaces(place, Math.max(0, NEARBY_COUNT - towns.length));
  const links = [...towns.map((t) => ({ ...t, km: roundKm(t.km), exact: t.km })), ...nearest.map((n) => ({ ...n, exact: n.exact }))]
    .sort((a, b) => a.exact - b.exact)
    .map(({ exact: _exact, ...link }) => link);
  const provinces = cross.filter((p) => p.kind === 'province').map(provinceLink);
  return [
    { label: PLACE_TEXT.nearby, links },
    ...(provinces.length > 0 ? [{ label: PLACE_TEXT.provinces, links: provinces }] : []),
  ];
}
