/**
 * The parts of a place page worded from the place's data (spec section 2): hero title, breadcrumb,
 * the cross-links, the 8 benefit cards (true everywhere; the factory's distance is the one local figure
 * among them). The texts themselves are in src/content/place-page.ts.
 */
import type { BenefitCard } from '../content/benefits.ts';
import { distanceText, placeBenefitCards } from '../content/place-page.ts';
import { ROUTES } from '../routes.ts';
import { SITE } from '../site.ts';
import { type Place, PLACES, placeBySlug, provincePageOf } from './places.ts';

/** The label as running text says it: 'Gent', 'de provincie Antwerpen'. */
export function labelInSentence(place: Place): string {
  return place.label === place.name ? place.label : `de ${place.label.charAt(0).toLowerCase()}${place.label.slice(1)}`;
}

/** 'in Gent', 'in de provincie Antwerpen'. */
export function inPlace(place: Place): string {
  return `in ${labelInSentence(place)}`;
}

/** The place where the softeners are made (SITE.factoryCity), which has its own page. */
export const FACTORY_PLACE: Place | undefined = PLACES.find(
  (place) => place.kind !== 'province' && place.name === SITE.factoryCity,
);

function isFactoryTown(place: Place): boolean {
  return place === FACTORY_PLACE;
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

/** The 8 benefit cards of a place page, in the spec's order. */
export function placeBenefits(place: Place): BenefitCard[] {
  if (!FACTORY_PLACE || isFactoryTown(place)) return placeBenefitCards({ inFactoryTown: true });
  const km = roundKm(distanceKm(place.coordinates, FACTORY_PLACE.coordinates));
  // From a province's middle the distance says little: its page names the factory town only.
  if (place.kind === 'province') return placeBenefitCards({ inFactoryTown: false, distance: null });
  return placeBenefitCards({ inFactoryTown: false, distance: distanceText(km), from: place.name });
}

/** The breadcrumb trail: home, the province page (when there is one), the place itself. */
export function placeBreadcrumb(place: Place): { name: string; path: string }[] {
  const province = provincePageOf(place);
  return [
    { name: 'Home', path: ROUTES.home },
    ...(province ? [{ name: province.label, path: province.path }] : []),
    { name: place.label, path: place.path },
  ];
}
