import type { Thing } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { SITE } from '../site.ts';
import { PLACES, placeBySlug } from './places.ts';
import { placeDescription, placeHead, placeKeywords, placeTitle } from './seo.ts';

const origin = 'https://www.voorbeeld.be';

type Node = Record<string, unknown>;
const nodes = (slug: string) => {
  const place = placeBySlug(slug);
  if (!place) throw new Error(slug);
  // Through JSON, as a crawler reads it.
  const graph = JSON.parse(JSON.stringify(placeHead(place, origin).jsonLd)) as { '@graph': Node[] };
  return graph['@graph'];
};
const ofType = (graph: Node[], type: string) => graph.find((node) => node['@type'] === type);

describe('titles and descriptions', () => {
  it('are different on every page and name the place', () => {
    const titles = PLACES.map(placeTitle);
    const descriptions = PLACES.map(placeDescription);
    expect(new Set(titles).size).toBe(PLACES.length);
    expect(new Set(descriptions).size).toBe(PLACES.length);
    for (const place of PLACES) {
      expect(placeTitle(place)).toContain(place.label);
      expect(placeDescription(place)).toContain(place.name);
    }
  });

  it('fit in search results (title up to 70, description up to 160 characters)', () => {
    for (const place of PLACES) {
      expect(placeTitle(place).length, place.slug).toBeLessThanOrEqual(70);
      expect(placeDescription(place).length, place.slug).toBeLessThanOrEqual(160);
    }
  });

  it('puts the alternate names in the keywords', () => {
    const roeselare = PLACES.find((place) => place.slug === 'roeselare');
    expect(roeselare && placeKeywords(roeselare)).toContain('waterverzachter Roulers');
  });
});

describe('head tags of a place page', () => {
  it('have the canonical URL, Open Graph and geo tags of the place', () => {
    for (const place of PLACES) {
      const tags = placeHead(place, origin);
      expect(tags.canonical).toBe(`${origin}/${place.slug}`);
      expect(tags.openGraph).toEqual({ type: 'website', url: tags.canonical, siteName: SITE.name, locale: 'nl_BE' });
      expect(tags.geo).toEqual({
        region: place.regionCode,
        placename: place.name,
        latitude: place.coordinates.latitude,
        longitude: place.coordinates.longitude,
      });
      // The robots line follows the page's facts: the place part's, not the build's head tags (issue 41).
      expect(tags.noindex, place.slug).toBeUndefined();
    }
  });
});

describe('JSON-LD of a place page', () => {
  it('describes a province as a State and a town as a City, with alternate names', () => {
    const province = nodes('luik');
    expect(ofType(province, 'State')).toMatchObject({ name: 'Luik', alternateName: 'Liège' });
    expect(ofType(province, 'City')).toBeUndefined();
    const town = nodes('roeselare');
    expect(ofType(town, 'City')).toMatchObject({
      name: 'Roeselare',
      alternateName: 'Roulers',
      containedInPlace: { '@type': 'State', name: 'West-Vlaanderen' },
    });
  });

  it('holds a WebPage about the place and an Organization, no FAQ (the place part’s) and no Product while no price is configured', () => {
    for (const place of PLACES) {
      const graph = nodes(place.slug);
      const url = `${origin}/${place.slug}`;
      const area = ofType(graph, place.kind === 'province' ? 'State' : 'City');
      expect(area?.name).toBe(place.name);
      const areaRef = { '@id': area?.['@id'] };
      expect(ofType(graph, 'WebPage')).toMatchObject({ url, about: areaRef, name: placeTitle(place) });
      // src/content/prices.ts is empty: no offer without a price (src/seo/google-rules.test.ts covers a price list).
      expect(ofType(graph, 'Product')).toBeUndefined();
      expect(ofType(graph, 'Organization')).toMatchObject({ name: SITE.name, email: SITE.email });
      expect(ofType(graph, 'FAQPage')).toBeUndefined();
    }
  });

  it('gives the breadcrumb with absolute URLs', () => {
    const crumbs = ofType(nodes('kortrijk'), 'BreadcrumbList')?.itemListElement as Thing[];
    expect(crumbs.map((crumb) => (crumb as Node).item)).toEqual([
      `${origin}/`,
      `${origin}/west-vlaanderen`,
      `${origin}/kortrijk`,
    ]);
  });
});
