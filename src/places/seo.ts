/**
 * SEO of a place page as pure functions of the place: title, description, keywords, canonical URL,
 * Open Graph, geo tags and the JSON-LD graph (WebPage about the place, the place as State or City,
 * the product with an offer serving the place, the organisation, the breadcrumb; the FAQ is the place part's).
 */
import type { AdministrativeArea, Country, IdReference } from 'schema-dts';
import { PUBLIC_URL } from '../build-env.ts';
import { SAVINGS } from '../content/prices.ts';
import { SITE } from '../site.ts';
import { type HeadTags, absoluteUrl, alternateLinks, openGraph, siteNames } from '../seo/head.ts';
import {
  breadcrumbNode,
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
  return `${heroTitle(place)} | Groepsaankoop${SAVINGS ? ` tot ${SAVINGS.percentMax}% korting` : ' waterverzachters'}`;
}

export function placeDescription(place: Place): string {
  return (
    `Groepsaankoop waterverzachters ${inPlace(place)}: gratis installatie, een persoonlijk voorstel, ` +
    'en wat we weten over het kraanwater.'
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

/**
 * Every head tag of a place page that does not come from its facts: its robots line and its FAQ's
 * structured data follow the facts and are the place part's slot `head` (issue 41, PlacePart.tsx).
 */
export function placeHead(place: Place, origin: string = PUBLIC_URL): HeadTags {
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
    alternates: alternateLinks(place.path, origin),
    geo: {
      region: place.regionCode,
      placename: place.name,
      latitude: place.coordinates.latitude,
      longitude: place.coordinates.longitude,
    },
    jsonLd: graph([
      websiteNode(origin, siteNames('nl')),
      organizationNode(origin, siteNames('nl')),
      webPageNode({ origin, url, title, description, about: placeRef, breadcrumb: { '@id': ids.breadcrumb(url) } }),
      servedArea(place, url),
      breadcrumbNode(url, crumbs),
      productNode(origin, url, placeRef),
    ]),
  };
}
