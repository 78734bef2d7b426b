import { describe, expect, it } from 'vitest';
import { PLACE_TEXT } from '../content/place-page.ts';
import { neighbourhood } from './local.ts';
import { PLACES, placeBySlug } from './places.ts';

const place = (slug: string) => {
  const found = placeBySlug(slug);
  if (!found) throw new Error(slug);
  return found;
};

describe('links to nearby pages', () => {
  it('list a town’s nearby town and city pages nearest first, the spec’s cross-links among them, provinces apart and without distance', () => {
    for (const p of PLACES.filter((other) => other.kind !== 'province')) {
      const [towns, provinces] = neighbourhood(p);
      const links = towns?.links ?? [];
      expect(links.map((l) => l.path), p.slug).not.toContain(p.path);
      expect(links.length, p.slug).toBeGreaterThanOrEqual(6);
      const km = links.map((l) => l.km ?? -1);
      expect(km, p.slug).toEqual([...km].sort((a, b) => a - b));
      for (const link of links) expect(link.km, p.slug).toBeGreaterThanOrEqual(5);
      for (const link of provinces?.links ?? []) {
        expect(link.km, p.slug).toBeUndefined();
        expect(placeBySlug(link.path.slice(1))?.kind, p.slug).toBe('province');
      }
      for (const link of links) expect(placeBySlug(link.path.slice(1))?.kind, p.slug).not.toBe('province');
    }
    expect(neighbourhood(place('kortrijk'))[0]?.links.map((l) => l.path)).toEqual(expect.arrayContaining(['/oostende', '/roeselare', '/waregem']));
    // Luik's cross-link to the province of Namur is named as a province, without a distance.
    expect(neighbourhood(place('liege'))[1]).toEqual({ label: PLACE_TEXT.provinces, links: [{ label: 'Namen', path: '/namen' }] });
  });

  it('list every town page of a province on the province page, and the provinces next to it by name', () => {
    const groups = neighbourhood(place('limburg'));
    // Limburg's spec-era cross-links outside the province (Mol, Leuven) follow as 'Ook in de buurt'.
    expect(groups.map((g) => g.links.map((l) => l.path))).toEqual([['/hasselt'], ['/antwerpen', '/luik', '/vlaams-brabant'], ['/leuven', '/mol']]);
    expect(groups[1]?.links.map((l) => l.label)).toEqual(['Antwerpen', 'Luik', 'Vlaams-Brabant']);
  });
});
