/**
 * What a French place page shows (issue 25), as the same plain data as a Dutch one (PlacePageData), so
 * one template renders both: hero, breadcrumb, what the group purchase offers, the French pages nearby
 * (Wallonia and Brussels only, never a Flemish town), and the head tags with their hreflang twins. The
 * water, answered by the page's French facts, is the place part the server writes (issue 41).
 */
import { PLACE_TEXT_FR as T, placeBenefitLinesFr } from '../content/fr/place-page.ts';
import { FR_TEXTS } from '../i18n/fr.ts';
import { PUBLIC_URL } from '../build-env.ts';
import { absoluteUrl, alternateLinks, type HeadTags, openGraph, siteNames } from '../seo/head.ts';
import { breadcrumbNode, graph, ids, organizationNode, webPageNode, websiteNode } from '../seo/json-ld.ts';
import { distanceKm, roundKm } from './copy.ts';
import { ADJACENT_PROVINCES } from './data/places.ts';
import { type FrenchPlace, FRENCH_PLACES } from './french.ts';
import type { LinkGroup } from './local.ts';
import type { PlacePageData } from './page.ts';

const twinOf = (slug: string) => FRENCH_PLACES.find((p) => p.twin.slug === slug);
const link = (p: FrenchPlace) => ({ label: p.label, path: p.path });
/** A province by its name ('Liège', 'Namur'): in a list headed 'provinces' the name says enough. */
const provinceLink = (p: FrenchPlace) => ({ label: p.name, path: p.path });
const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'fr');

/** The French province page of a city, when there is one (Brussels has none). */
function provinceOf(place: FrenchPlace): FrenchPlace | undefined {
  if (place.twin.kind === 'province') return undefined;
  return FRENCH_PLACES.find((p) => p.twin.kind === 'province' && p.twin.regionCode === place.twin.regionCode);
}

/** The French pages nearby: a city's other cities (with their distance) and the provinces; a province's cities and neighbours. */
function frenchNeighbourhood(place: FrenchPlace): LinkGroup[] {
  const others = FRENCH_PLACES.filter((p) => p !== place);
  if (place.twin.kind === 'province') {
    const cities = others.filter((p) => p.twin.kind !== 'province' && p.twin.regionCode === place.twin.regionCode);
    const adjacent = (ADJACENT_PROVINCES[place.twin.slug] ?? []).map(twinOf).filter((p): p is FrenchPlace => p !== undefined);
    const listed = new Set([...cities, ...adjacent]);
    const more = others.filter((p) => !listed.has(p) && p.twin.kind !== 'province' && place.twin.crossLinks.includes(p.twin.slug));
    return [
      ...(cities.length > 0 ? [{ label: T.provinceTowns, links: cities.map(link).sort(byLabel) }] : []),
      { label: T.adjacentProvinces, links: adjacent.map(provinceLink).sort(byLabel) },
      ...(more.length > 0 ? [{ label: T.alsoNearby, links: more.map(link).sort(byLabel) }] : []),
    ];
  }
  // Cities by distance; provinces, which are no point on the map, by name and without a distance.
  const km = (p: FrenchPlace) => distanceKm(place.twin.coordinates, p.twin.coordinates);
  const cities = others.filter((p) => p.twin.kind !== 'province').sort((a, b) => km(a) - km(b));
  const provinces = others.filter((p) => p.twin.kind === 'province' && p !== provinceOf(place));
  return [
    { label: T.nearby, links: cities.map((p) => ({ ...link(p), km: roundKm(km(p)) })) },
    { label: T.provinces, links: provinces.map(provinceLink).sort(byLabel) },
  ];
}

function frenchBreadcrumb(place: FrenchPlace): { name: string; path: string }[] {
  const province = provinceOf(place);
  return [
    { name: T.home, path: FR_TEXTS.routes.home },
    ...(province ? [{ name: province.label, path: province.path }] : []),
    { name: place.label, path: place.path },
  ];
}

/** 'Adoucisseur d'eau à Charleroi', 'dans le Hainaut': French says where, not just the name. */
const heroTitle = (place: FrenchPlace) => `${FR_TEXTS.site.product} ${place.where}`;

function frenchTitle(place: FrenchPlace): string {
  return `${heroTitle(place)} | ${FR_TEXTS.site.name}`;
}

function frenchDescription(place: FrenchPlace): string {
  return T.description(place.where);
}

export function frenchPlacePageData(place: FrenchPlace): PlacePageData {
  return {
    slug: place.slug,
    path: place.path,
    measuredPlace: place.twin.slug,
    title: frenchTitle(place),
    description: frenchDescription(place),
    breadcrumb: frenchBreadcrumb(place),
    heroTitle: heroTitle(place),
    links: frenchNeighbourhood(place),
    benefits: placeBenefitLinesFr(),
    where: place.where,
    region: place.twin.regionCode,
    name: place.name,
    texts: {
      home: FR_TEXTS.routes.home,
      breadcrumbLabel: T.breadcrumbLabel,
      heroSubtitle: T.heroSubtitle,
      benefitsHeading: T.benefitsHeading,
      benefitsMore: T.benefitsMore,
      button: T.button,
      nearbyHeading: T.nearbyHeading,
      aboutHeading: T.aboutHeading(place.label),
      modelsHeading: T.modelsHeading,
      homeIntro: T.homeIntro,
      modelsLink: T.modelsLink,
      calculatorLink: T.calculatorLink,
      faqHeading: T.faqHeading(place.where),
      faqMoreLink: T.faqMoreLink,
      and: T.and,
      contactHeading: T.contactHeading,
    },
  };
}

/**
 * The head tags of a French place page: canonical to itself, hreflang both ways. Its robots line and its
 * FAQ's structured data follow its French facts: the place part's slot `head` (issue 41).
 */
export function frenchPlaceHead(place: FrenchPlace, origin: string = PUBLIC_URL): HeadTags {
  const url = absoluteUrl(place.path, origin);
  const title = frenchTitle(place);
  const description = frenchDescription(place);
  const crumbs = frenchBreadcrumb(place).map((crumb) => ({ name: crumb.name, url: absoluteUrl(crumb.path, origin) }));
  return {
    title,
    description,
    canonical: url,
    keywords: T.keywords(place.label).join(', '),
    openGraph: openGraph(url, 'fr', FR_TEXTS.site.name),
    alternates: alternateLinks(place.path, origin),
    geo: {
      region: place.twin.regionCode,
      placename: place.name,
      latitude: place.twin.coordinates.latitude,
      longitude: place.twin.coordinates.longitude,
    },
    jsonLd: graph([
      websiteNode(origin, siteNames('fr')),
      organizationNode(origin, siteNames('fr')),
      webPageNode({ origin, url, title, description, breadcrumb: { '@id': ids.breadcrumb(url) }, inLanguage: 'fr-BE' }),
      breadcrumbNode(url, crumbs),
    ]),
  };
}
