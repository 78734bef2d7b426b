/**
 * The parts of a place page worded from the place's data (spec section 2): hero title, breadcrumb, the
 * cross-links, distances. The texts themselves are in src/content/place-page.ts.
 */
import { PLACE_TEXT } from '../content/place-page.ts';
import { ROUTES } from '../routes.ts';
import { SITE } from '../site.ts';
import { type Place, placeBySlug, provincePageOf } from './places.ts';

/** The label as running text says it: 'Gent', 'de provincie Antwerpen'. */
export function labelInSentence(place: Place): string {
  return place.label === place.name ? place.label : `de ${place.label.charAt(0).toLowerCase()}${place.label.slice(1)}`;
}

/** 'in Gent', 'in de provincie Antwerpen'. */
export function inPlace(place: Place): string {
  return `in ${labelInSentence(place)}`;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: Place['coordinates'], b: Place['coordinates']): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Distances are rounded to 5 km, never below 5 (the data file's coordinates are approximate). */
export const roundKm = (km: number) => Math.max(5, Math.round(km / 5) * 5);

export function heroTitle(place: Place): string {
  return `${SITE.product} ${place.label}`;
}

/**
 * The spec's cross-links of a page (Kortrijk: Oostende, Roeselare, Waregem), first among the pages its
 * intro line links; never the place's own province (the breadcrumb links it).
 */
export function introLinks(place: Place): Place[] {
  const ownProvince = provincePageOf(place);
  return place.crossLinks
    .map((slug) => {
      const target = placeBySlug(slug);
      if (!target) throw new Error(`place ${place.slug}: cross-link to unknown place ${slug}`);
      return target;
    })
    .filter((target) => target !== ownProvince);
}

/** The breadcrumb trail: home, the province page (when there is one), the place itself. */
export function placeBreadcrumb(place: Place): { name: string; path: string }[] {
  const province = provincePageOf(place);
  return [
    { name: PLACE_TEXT.home, path: ROUTES.home },
    ...(province ? [{ name: province.label, path: province.path }] : []),
    { name: place.label, path: place.path },
  ];
}
