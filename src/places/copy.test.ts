import { describe, expect, it } from 'vitest';
import { CLAIMS, SITE } from '../site.ts';
import {
  benefitsButtonLabel,
  benefitsHeading,
  distanceKm,
  FACTORY_PLACE,
  heroSubtitle,
  heroTitle,
  inPlace,
  introLine,
  localHouseholds,
  joinDutch,
  placeBenefits,
  placeBreadcrumb,
} from './copy.ts';
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

describe('joinDutch', () => {
  it.each([
    [[], ''],
    [['Gent'], 'Gent'],
    [['Gent', 'Aalst'], 'Gent en Aalst'],
    [['Gent', 'Aalst', 'Lier'], 'Gent, Aalst en Lier'],
  ])('%j -> %s', (items, expected) => {
    expect(joinDutch(items)).toBe(expected);
  });
});

describe('distanceKm', () => {
  it('measures great-circle distances between the data file coordinates', () => {
    // Brussels-Antwerp is about 41 km as the crow flies; a place is 0 km from itself.
    expect(distanceKm(place('brussel').coordinates, place('antwerpen-stad').coordinates)).toBeCloseTo(41, -0.5);
    expect(distanceKm(place('gent').coordinates, place('gent').coordinates)).toBe(0);
  });
});

describe('hero, heading, button', () => {
  it('follows the spec templates with the place and its adjective', () => {
    for (const p of PLACES) {
      expect(heroTitle(p)).toBe(`${SITE.product} ${p.label}`);
      expect(benefitsHeading(p)).toBe(`Waarom is onze groepsaankoop ${inPlace(p)} zo populair bij ${p.households}?`);
      expect(benefitsButtonLabel(p)).toBe(
        p.adjective ? `Profiteer nu van deze ${p.adjective} voordelen` : `Profiteer nu van deze voordelen ${inPlace(p)}`,
      );
      expect(heroSubtitle(p)).toContain('grootste groepsaankoop');
      expect(heroSubtitle(p)).toContain(`honderden ${localHouseholds(p)}`);
    }
    expect(benefitsHeading(place('antwerpen-stad'))).toBe(
      'Waarom is onze groepsaankoop in Antwerpen zo populair bij stadsgezinnen?',
    );
    expect(benefitsHeading(place('antwerpen'))).toBe(
      'Waarom is onze groepsaankoop in de provincie Antwerpen zo populair bij gezinnen?',
    );
    // No French adjective where Dutch has none of its own.
    expect(benefitsButtonLabel(place('charleroi'))).toBe('Profiteer nu van deze voordelen in Charleroi');
    expect(heroSubtitle(place('charleroi'))).toContain('honderden gezinnen uit Charleroi');
  });
});

describe('intro line', () => {
  it('names the local places and links the cross-links in order, with their labels', () => {
    for (const p of PLACES) {
      const parts = introLine(p);
      const text = parts.map((part) => part.text).join('');
      for (const name of p.localNames) expect(text, p.slug).toContain(name);
      const links = parts.filter((part) => 'href' in part);
      // Never 'Ook in {its own province}': the breadcrumb and the neighbourhood section link it.
      const targets = p.crossLinks.filter((slug) => place(slug) !== provincePageOf(p));
      expect(links.map((link) => link.href)).toEqual(targets.map((slug) => `/${slug}`));
      expect(links.map((link) => link.text)).toEqual(targets.map((slug) => place(slug).label));
      expect(text).toMatch(/loopt de groepsaankoop\.$/);
    }
  });

  it('reads as Dutch sentences for each kind of page', () => {
    const text = (slug: string) =>
      introLine(place(slug))
        .map((part) => part.text)
        .join('');
    expect(text('kortrijk')).toBe(
      'Van Heule, Bissegem, Marke, Aalbeke en Bellegem tot het centrum: in elke wijk van Kortrijk doen gezinnen mee. ' +
        'Ook in Oostende, Roeselare en Waregem loopt de groepsaankoop.',
    );
    expect(text('brecht')).toContain('Ook in Hoogstraten en Antwerpen loopt');
    // Two items are joined with 'en', never with a comma.
    expect(text('lier')).toMatch(/^In Lier en Koningshooikt schreven/);
    expect(text('oostende')).toContain('Ook in Oudenburg en Brugge loopt');
  });
});

describe('benefit cards', () => {
  const order = ['regional', 'belgium', 'warranty', 'maintenance', 'support', 'installation', 'salt', 'filter'];

  it('gives every page 8 cards in the spec order', () => {
    for (const p of PLACES) {
      const cards = placeBenefits(p);
      expect(cards.map((card) => card.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(cards.map((card) => card.icon)).toEqual(order);
      expect(cards[1]?.title).toBe('Made in Belgium');
    }
  });

  it('words the cards locally: a set of cards no other page has, most cards naming the place', () => {
    const sets = PLACES.map((p) => JSON.stringify(placeBenefits(p)));
    expect(new Set(sets).size).toBe(PLACES.length);
    for (const p of PLACES) {
      const local = placeBenefits(p).filter((card) =>
        [p.name, p.label, p.adjective ?? p.name, p.adjectiveNeuter ?? p.name].some((word) => `${card.title} ${card.description}`.includes(word)),
      );
      expect(local.length, p.slug).toBeGreaterThanOrEqual(6);
    }
  });

  it('only shows numbers of the claims (and the distance to the factory)', () => {
    for (const p of PLACES) {
      for (const card of placeBenefits(p)) {
        const numbers = `${card.title} ${card.description}`.match(/\d+/g)?.map(Number) ?? [];
        const allowed = card.icon === 'belgium' ? numbers.filter((n) => n % 5 !== 0) : numbers;
        for (const n of allowed) expect(claimNumbers.has(n), `${p.slug} card ${card.id}: ${n}`).toBe(true);
      }
    }
    const gent = placeBenefits(place('gent'));
    expect(gent[0]?.description).toContain(`${CLAIMS.savingsPerUnitEuro.min} tot ${CLAIMS.savingsPerUnitEuro.max} euro`);
    expect(gent[2]?.title).toBe(`${CLAIMS.warrantyYears} jaar garantie`);
    expect(gent[6]?.title).toBe(`${CLAIMS.freeSaltYears} jaar gratis zout`);
    expect(gent[7]?.description).toContain(`${CLAIMS.pfasFilterValueEuro} euro`);
  });

  it('tells each town how far the factory is, rounded to 5 km', () => {
    const factory = FACTORY_PLACE;
    if (!factory) throw new Error('the factory town has no page');
    const gent = place('gent');
    const km = Math.round(distanceKm(gent.coordinates, factory.coordinates) / 5) * 5;
    expect(placeBenefits(gent)[1]?.description).toContain(`op zo'n ${km} km hemelsbreed van Gent`);
  });

  it('stresses direct factory service on the Herentals page only', () => {
    expect(FACTORY_PLACE?.name).toBe(SITE.factoryCity);
    const factoryCopy = (p: Place) =>
      [heroSubtitle(p), ...placeBenefits(p).map((card) => card.description)].filter((t) => t.includes('fabriek'));
    const herentals = place('herentals');
    expect(factoryCopy(herentals).length).toBeGreaterThanOrEqual(5);
    expect(placeBenefits(herentals)[1]?.description).toContain('rechtstreeks van de fabriek');
    for (const p of PLACES.filter((other) => other !== herentals)) {
      expect(factoryCopy(p), p.slug).toHaveLength(1);
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
