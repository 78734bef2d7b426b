/**
 * SEO of a place page as pure functions of the place: title, description, keywords, canonical URL,
 * Open Graph, geo tags and the JSON-LD graph (WebPage about the place, the place as State or City,
 * the product with an offer serving the place, the organisation, the breadcrumb and the FAQ).
 */
import type { AdministrativeArea, Country, IdReference } from 'schema-dts';
import { PUBLIC_URL } from '../build-env.ts';
import { CLAIMS, SITE } from '../site.ts';
import { type HeadTags, absoluteUrl, openGraph } from '../seo/head.ts';
import {
  breadcrumbNode,
  type FaqEntry,
  faqPageNode,
  graph,
  ids,
  organizationNode,
  productNode,
  type ServedArea,
  webPageNode,
  websiteNode,
} from '../seo/json-ld.ts';
import { heroTitle, inPlace, placeBreadcrumb } from './copy.ts';
import type { Place } from './places.ts';

export function placeTitle(place: Place): string {
  return `${heroTitle(place)} | Groepsaankoop tot ${CLAIMS.savingsPercentMax}% korting`;
}

export function placeDescription(place: Place): string {
  return (
    `Doe mee met de groepsaankoop waterverzachters ${inPlace(place)}: tot ${CLAIMS.savingsPercentMax}% korting, ` +
    `gratis installatie, ${CLAIMS.freeSaltYears} jaar gratis zout en een gratis PFAS-filter.`
  );
}

export function placeKeywords(place: Place): string[] {
  const names = [place.label, ...place.alternateNames];
  return [
    `waterverzachter ${place.label}`,
    `groepsaankoop waterverzachter ${place.label}`,
    `waterontharder ${place.label}`,
    `kalkfilter ${place.label}`,
    ...names.slice(1).map((name) => `waterverzachter ${name}`),
    ...(place.kind === 'province' ? [] : [`waterverzachter ${place.province}`]),
  ];
}

/** The place as schema.org sees it: a province is a State, every other page a City. */
function servedArea(place: Place, pageUrl: string): ServedArea {
  const country: Country = { '@type': 'Country', name: SITE.country };
  const region: AdministrativeArea =
    place.kind === 'province'
      ? country
      : place.regionCode === 'BE-BRU'
        ? { '@type': 'AdministrativeArea', name: place.province, containedInPlace: country }
        : { '@type': 'State', name: place.province, containedInPlace: country };
  // Typed as a City without its @type so that unknown properties fail here too (State has the same ones).
  const common: Omit<Exclude<ServedArea, string>, '@type'> = {
    '@id': ids.place(pageUrl),
    name: place.name,
    alternateName:
      place.alternateNames.length > 1 ? [...place.alternateNames] : place.alternateNames[0],
    geo: {
      '@type': 'GeoCoordinates',
      latitude: place.coordinates.latitude,
      longitude: place.coordinates.longitude,
    },
    containedInPlace: region,
  };
  return place.kind === 'province' ? { '@type': 'State', ...common } : { '@type': 'City', ...common };
}

/** Every head tag of a place page. `faq` is the FAQ the page shows (src/content/faq.ts). */
export function placeHead(place: Place, faq: readonly FaqEntry[], origin: string = PUBLIC_URL): HeadTags {
  const url = absoluteUrl(place.path, origin);
  const title = placeTitle(place);
  const description = placeDescription(place);
  const placeRef: IdReference = { '@id': ids.place(url) };
  const crumbs = placeBreadcrumb(place).map((crumb) => ({ name: crumb.name, url: absoluteUrl(crumb.path, origin) }));
  return {
    title,
    description,
    canonical: url,
    keywords: placeKeywords(place).join(', '),
    openGraph: openGraph(url),
    geo: {
      region: place.regionCode,
      placename: place.name,
      latitude: place.coordinates.latitude,
      longitude: place.coordinates.longitude,
    },
    jsonLd: graph([
      websiteNode(origin),
      organizationNode(origin),
      webPageNode({ origin, url, title, description, about: placeRef, breadcrumb: { '@id': ids.breadcrumb(url) } }),
      servedArea(place, url),
      breadcrumbNode(url, crumbs),
      productNode(origin, url, placeRef),
      faqPageNode(url, faq),
    ]),
  };
}
