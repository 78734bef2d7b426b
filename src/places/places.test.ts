import { describe, expect, it } from 'vitest';
import { PLACE_KINDS, REGIONS } from './data/places.ts';
import { PLACES, placeBySlug, provincePageOf } from './places.ts';

const slugs = PLACES.map((place) => place.slug);

describe('the place data file', () => {
  it('holds the 62 pages of the spec: 10 provinces, 12 cities, 40 towns', () => {
    expect(PLACES).toHaveLength(62);
    const count = (kind: string) => PLACES.filter((place) => place.kind === kind).length;
    expect([count('province'), count('city'), count('town')]).toEqual([10, 12, 40]);
    expect(PLACES.every((place) => (PLACE_KINDS as readonly string[]).includes(place.kind))).toBe(true);
  });

  it('has unique, URL-safe slugs, each page at /{slug}', () => {
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const place of PLACES) {
      expect(place.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(place.path).toBe(`/${place.slug}`);
      expect(placeBySlug(place.slug)).toBe(place);
    }
  });

  it('gives every page a label no other page has (titles and headings stay distinct)', () => {
    const labels = PLACES.map((place) => place.label);
    expect(new Set(labels).size).toBe(labels.length);
    // Antwerpen and Luik are both a province and a city page: the province says so.
    expect(placeBySlug('antwerpen')?.label).toBe('Provincie Antwerpen');
    expect(placeBySlug('antwerpen-stad')?.label).toBe('Antwerpen');
  });

  it('uses valid ISO 3166-2:BE region codes, and each province page has its own', () => {
    for (const place of PLACES) {
      expect(place.regionCode).toMatch(/^BE-[A-Z]{3}$/);
      expect(Object.keys(REGIONS)).toContain(place.regionCode);
      expect(place.province).toBe(REGIONS[place.regionCode]);
    }
    const provinces = PLACES.filter((place) => place.kind === 'province');
    expect(new Set(provinces.map((p) => p.regionCode)).size).toBe(provinces.length);
    expect(provinces.every((p) => p.name === REGIONS[p.regionCode])).toBe(true);
  });

  it('assigns the region codes the spec names, and the real province where it is silent', () => {
    const code = (slug: string) => placeBySlug(slug)?.regionCode;
    const expected: Record<string, string[]> = {
      'BE-VWV': ['west-vlaanderen', 'brugge', 'oostende', 'kortrijk', 'roeselare', 'ieper', 'veurne'],
      'BE-VOV': ['oost-vlaanderen', 'gent', 'aalst', 'wetteren', 'zottegem', 'deinze', 'ninove', 'sint-niklaas', 'lokeren', 'dendermonde', 'eeklo', 'oudenaarde', 'geraardsbergen', 'beveren', 'temse'],
      'BE-VAN': ['antwerpen', 'antwerpen-stad', 'mechelen', 'turnhout', 'mol', 'herentals', 'geel', 'lier', 'heist-op-den-berg', 'westerlo', 'brecht', 'hoogstraten', 'kasterlee', 'olen', 'vorselaar'],
      'BE-VLI': ['limburg', 'hasselt'],
      'BE-VBR': ['vlaams-brabant', 'leuven', 'vilvoorde', 'asse', 'dilbeek', 'halle', 'zaventem', 'grimbergen'],
      'BE-WBR': ['waals-brabant'],
      'BE-WHT': ['henegouwen', 'charleroi'],
      'BE-WLG': ['luik', 'liege'],
      'BE-WNA': ['namen'],
      'BE-WLX': ['luxemburg'],
      'BE-BRU': ['brussel'],
    };
    for (const [region, pages] of Object.entries(expected)) {
      for (const slug of pages) expect(code(slug), slug).toBe(region);
    }
  });

  it('cross-links every page to 2 or 3 existing other pages, as the spec fixes for three of them', () => {
    for (const place of PLACES) {
      expect(place.crossLinks.length, place.slug).toBeGreaterThanOrEqual(2);
      expect(place.crossLinks.length, place.slug).toBeLessThanOrEqual(3);
      expect(new Set(place.crossLinks).size).toBe(place.crossLinks.length);
      for (const target of place.crossLinks) {
        expect(placeBySlug(target), `${place.slug} -> ${target}`).toBeDefined();
        expect(target).not.toBe(place.slug);
      }
    }
    expect(placeBySlug('kortrijk')?.crossLinks).toEqual(['oostende', 'roeselare', 'waregem']);
    expect(placeBySlug('sint-niklaas')?.crossLinks).toEqual(['lokeren', 'dendermonde', 'beveren']);
    expect(placeBySlug('turnhout')?.crossLinks).toEqual(['mol', 'geel', 'herentals']);
  });

  it('leaves no page an orphan: each is cross-linked from at least one other page', () => {
    const linked = new Set(PLACES.flatMap((place) => place.crossLinks));
    expect(slugs.filter((slug) => !linked.has(slug))).toEqual([]);
  });

  it('links every town and city to its province page, except Brussels (no province)', () => {
    for (const place of PLACES.filter((p) => p.kind !== 'province')) {
      expect(provincePageOf(place)?.regionCode ?? 'BE-BRU', place.slug).toBe(place.regionCode);
    }
  });

  it('knows the alternate names the spec lists', () => {
    const alternates = (slug: string) => placeBySlug(slug)?.alternateNames;
    const spec: Record<string, string> = {
      roeselare: 'Roulers',
      ieper: 'Ypres',
      menen: 'Menin',
      veurne: 'Furnes',
      'sint-niklaas': 'Saint-Nicolas',
      dendermonde: 'Termonde',
      oudenaarde: 'Audenarde',
      geraardsbergen: 'Grammont',
      liege: 'Liège',
      luik: 'Liège',
      namen: 'Namur',
    };
    for (const [slug, name] of Object.entries(spec)) expect(alternates(slug), slug).toContain(name);
  });

  it('has coordinates inside Belgium for every page', () => {
    for (const place of PLACES) {
      const { latitude, longitude } = place.coordinates;
      expect(latitude, place.slug).toBeGreaterThan(49.49);
      expect(latitude, place.slug).toBeLessThan(51.51);
      expect(longitude, place.slug).toBeGreaterThan(2.54);
      expect(longitude, place.slug).toBeLessThan(6.41);
    }
  });

  it('labels Namen and Luxemburg as provinces, with a capital where the label stands alone', () => {
    expect(placeBySlug('namen')?.label).toBe('Provincie Namen');
    expect(placeBySlug('luxemburg')?.label).toBe('Provincie Luxemburg');
  });
});
