import { describe, expect, it } from 'vitest';
import { HARDNESS } from '../calculator/savings.ts';
import { calculatorStart, hardnessClass, nearestPlaces, neighbourhood, placeFaq, waterSection } from './local.ts';
import { PLACES, placeBySlug, provincePageOf } from './places.ts';
import { SOURCES } from './sources.ts';
import { WATER_FACTS } from './water-facts.ts';

const place = (slug: string) => {
  const found = placeBySlug(slug);
  if (!found) throw new Error(slug);
  return found;
};
/** Every °fH figure of a text, both ends of a range ('20 tot 22 °fH', '15 à 20 °fH') included. */
const figures = (text: string) =>
  [...text.matchAll(/(\d+)(?:\s*(?:tot|à)\s*(\d+))?\s*°fH/g)].flatMap((m) => [m[1], m[2]].filter(Boolean).map(Number));

describe('water facts', () => {
  it('belong to existing pages and rest on a source with a URL and the day it was read', () => {
    for (const [slug, facts] of Object.entries(WATER_FACTS)) {
      expect(placeBySlug(slug), slug).toBeDefined();
      for (const id of [...facts.supply.map((f) => f.source), ...(facts.hardness ? [facts.hardness.source] : [])]) {
        expect(SOURCES[id].url, `${slug}: ${id}`).toMatch(/^https?:\/\//);
        expect(SOURCES[id].read, `${slug}: ${id}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('state in their sentence exactly the hardness figures the data holds', () => {
    for (const [slug, facts] of Object.entries(WATER_FACTS)) {
      const h = facts.hardness;
      if (!h) continue;
      const allowed = [h.minFh, ...(h.maxFh === null ? [] : [h.maxFh]), ...(h.otherFh ?? [])];
      expect(figures(h.text).sort(), slug).toEqual([...new Set(allowed)].sort());
    }
  });

  it('say nothing about a supplier or a hardness where no source was found', () => {
    const mol = waterSection(place('mol'));
    expect(mol.paragraphs.map((p) => p.text).join(' ')).toContain('vonden we niet in een bron');
    expect(figures(mol.paragraphs.map((p) => p.text).join(' '))).toEqual([]);
    expect(placeFaq(place('mol'))).toEqual([]);
    expect(calculatorStart(place('mol'))).toBeNull();
  });
});

describe('hardness on the page', () => {
  it("explains a published figure with Aquaflanders' classes and the lime per cubic metre", () => {
    const text = waterSection(place('hasselt')).paragraphs.map((p) => p.text).join(' ');
    expect(text).toContain('20 tot 22 °fH');
    expect(text).toContain('middelhard water');
    expect(text).toContain('200 tot 220 gram kalk');
    expect(hardnessClass(14)).toBe('zacht');
    expect(hardnessClass(31)).toBe('hard');
  });

  it('starts the calculator at the published figure, clamped to the slider, and says where it comes from', () => {
    expect(calculatorStart(place('hasselt'))).toMatchObject({ value: 21 });
    expect(calculatorStart(place('hasselt'))?.note).toContain('Het Belang van Limburg, 19/05/2023');
    expect(calculatorStart(place('brussel'))?.value).toBe(23);
    // Charleroi: 'more than 30 °fH'; Waals-Brabant 26 to 44: both beyond the slider's end.
    for (const slug of ['charleroi', 'waals-brabant']) {
      const start = calculatorStart(place(slug));
      expect(start?.value, slug).toBe(HARDNESS.max);
      expect(start?.note, slug).toContain(`gaat maar tot ${HARDNESS.max} °fH`);
    }
  });
});

describe('neighbourhood', () => {
  it('links the nearest town and city pages and the own province page, never the page itself', () => {
    for (const p of PLACES.filter((other) => other.kind !== 'province')) {
      const area = neighbourhood(p);
      expect(area.links.map((l) => l.path), p.slug).not.toContain(p.path);
      expect(area.links.length).toBe(10);
      expect(area.province?.path).toBe(provincePageOf(p)?.path);
      expect(area.factory).toMatch(/hemelsbreed|hier in Herentals/);
    }
    expect(nearestPlaces(place('kortrijk'), 2).map((l) => l.path)).toEqual(['/menen', '/waregem']);
  });

  it('lists every town page of a province on the province page, and the provinces next to it', () => {
    const links = neighbourhood(place('limburg')).links.map((l) => l.path);
    expect(links).toEqual(['/hasselt', '/antwerpen', '/vlaams-brabant', '/luik']);
  });
});
