import { describe, expect, it } from 'vitest';
import { CLAIMS, SITE } from '../site.ts';
import { placeBenefitLines } from '../content/place-page.ts';
import { placeBenefitLinesFr } from '../content/fr/place-page.ts';
import { distanceKm, heroTitle, inPlace, introLinks, labelInSentence, placeBreadcrumb } from './copy.ts';
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
    expect(placeBreadcrumb(place('liege')).map((c) => c.name)).toEqual(['Start', 'Provincie Luik', 'Luik']);
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

describe('what the group purchase offers', () => {
  it('says, in both languages, only what is true everywhere: a line each, no saving without a price, no empty line', () => {
    // The sellers' promises (salt, the filter, a guarantee) are no longer fixed lines: the page part `promises` writes them (decision 057).
    for (const lines of [placeBenefitLines(), placeBenefitLinesFr()]) {
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.join(' ')).not.toMatch(/garantie|zout|\bsel\b|PFAS/i);
      for (const line of lines) expect(line.trim().split(/\s+/).length, line).toBeGreaterThanOrEqual(3);
      const text = lines.join(' ');
      expect(text).not.toMatch(/%|kg per maand|euro per toestel|Made in/);
      for (const n of text.match(/\d+/g)?.map(Number) ?? []) expect(claimNumbers.has(n), `${n}`).toBe(true);
    }
  });
});

describe('breadcrumb', () => {
  it('goes home, then the province page when there is one, then the place', () => {
    expect(placeBreadcrumb(place('kortrijk')).map((c) => c.path)).toEqual(['/', '/west-vlaanderen', '/kortrijk']);
    expect(placeBreadcrumb(place('brussel')).map((c) => c.path)).toEqual(['/', '/brussel']);
    expect(placeBreadcrumb(place('limburg')).map((c) => c.path)).toEqual(['/', '/limburg']);
  });
});
