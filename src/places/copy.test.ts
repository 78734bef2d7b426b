import { describe, expect, it } from 'vitest';
import { CLAIMS, SITE } from '../site.ts';
import { distanceKm, FACTORY_PLACE, heroTitle, inPlace, introLinks, labelInSentence, placeBenefits, placeBreadcrumb } from './copy.ts';
import { type Place, PLACES, placeBySlug, provincePageOf } from './places.ts';

const place = (slug: string): Place => {
  const found = placeBySlug(slug);
  if (!found) throw new Error(`no place ${slug}`);
  return found;
};

/** Every number a claim may show, from the one home of the claims. */
const claimNumbers = new Set(
  JSON.stringify(CLAIMS)
    .match(/\d+/g)
    ?.map(Number),
);

describe('distanceKm', () => {
  it('measures great-circle distances between the data file coordinates', () => {
    // Brussels-Antwerp is about 41 km as the crow flies; a place is 0 km from itself.
    expect(distanceKm(place('brussel').coordinates, place('antwerpen-stad').coordinates)).toBeCloseTo(41, -0.5);
    expect(distanceKm(place('gent').coordinates, place('gent').coordinates)).toBe(0);
  });
});

describe('names in headings and in running text', () => {
  it('capitalises a province label where it stands alone, and writes it in lower case in a sentence', () => {
    expect(place('antwerpen').label).toBe('Provincie Antwerpen');
    expect(labelInSentence(place('antwerpen'))).toBe('de provincie Antwerpen');
    expect(inPlace(place('namen'))).toBe('in de provincie Namen');
    expect(inPlace(place('gent'))).toBe('in Gent');
    expect(heroTitle(place('luik'))).toBe(`${SITE.product} Provincie Luik`);
    expect(placeBreadcrumb(place('liege')).map((c) => c.name)).toEqual(['Home', 'Provincie Luik', 'Luik']);
  });
});

describe('cross-links', () => {
  it('keeps the spec’s three sets, and never links a page to its own province', () => {
    expect(introLinks(place('kortrijk')).map((p) => p.slug)).toEqual(['oostende', 'roeselare', 'waregem']);
    expect(introLinks(place('sint-niklaas')).map((p) => p.slug)).toEqual(['lokeren', 'dendermonde', 'beveren']);
    expect(introLinks(place('turnhout')).map((p) => p.slug)).toEqual(['mol', 'geel', 'herentals']);
    for (const p of PLACES) expect(introLinks(p), p.slug).not.toContain(provincePageOf(p));
  });
});

describe('benefit cards', () => {
  const gent = placeBenefits(place('gent'));

  it('gives every page 8 cards in the spec order', () => {
    for (const p of PLACES) {
      expect(placeBenefits(p).map((card) => card.icon), p.slug).toEqual([
        'regional', 'belgium', 'warranty', 'maintenance', 'support', 'installation', 'salt', 'filter',
      ]);
    }
  });

  it('says only what is true everywhere: no place name pasted in, no saving without a price, no salt use', () => {
    for (const p of PLACES) {
      const cards = placeBenefits(p).filter((card) => card.icon !== 'belgium');
      const text = cards.map((card) => `${card.title} ${card.description ?? ''}`).join(' ');
      expect(text, p.slug).not.toContain(p.name);
      expect(text, p.slug).not.toMatch(/%|kg per maand|euro per toestel/);
      for (const n of text.match(/\d+/g)?.map(Number) ?? []) expect(claimNumbers.has(n), `${p.slug}: ${n}`).toBe(true);
    }
  });

  it('names the distance to the factory once, rounded to 5 km, and on the factory town says it is here', () => {
    const factory = FACTORY_PLACE;
    if (!factory) throw new Error('the factory town has no page');
    const km = Math.round(distanceKm(place('gent').coordinates, factory.coordinates) / 5) * 5;
    expect(gent[1]?.description).toBe(`Gemaakt in onze fabriek in ${SITE.factoryCity}, op zo'n ${km} km hemelsbreed van Gent.`);
    expect(placeBenefits(place('herentals'))[1]?.description).toContain(`hier in ${SITE.factoryCity}`);
    expect(placeBenefits(place('west-vlaanderen'))[1]?.description).toBe(`Gemaakt in onze eigen fabriek in ${SITE.factoryCity}.`);
  });
});

describe('breadcrumb', () => {
  it('goes home, then the province page when there is one, then the place', () => {
    expect(placeBreadcrumb(place('kortrijk')).map((c) => c.path)).toEqual(['/', '/west-vlaanderen', '/kortrijk']);
    expect(placeBreadcrumb(place('brussel')).map((c) => c.path)).toEqual(['/', '/brussel']);
    expect(placeBreadcrumb(place('limburg')).map((c) => c.path)).toEqual(['/', '/limburg']);
  });
});
