import { describe, expect, it } from 'vitest';
import { HARDNESS } from '../calculator/savings.ts';
import { PLACE_TEXT } from '../content/place-page.ts';
import { COMPANY_FACTS, LOCAL_PRODUCTION, LOCAL_WATER_STORIES, MUNICIPALITY_FACTS, PROVINCE_SUPPLIERS, REGION_FACTS } from './data/area-facts.ts';
import { SOURCES, type SourceId } from './data/sources.ts';
import { type Fact, WATER_FACTS } from './data/water-facts.ts';
import { INDEXABLE_FROM_WORDS, isIndexable, ownWords } from './indexing.ts';
import { calculatorStart, hardnessClass, nearestPlaces, neighbourhood, placeFaqEntries, placeQuestions } from './local.ts';
import { PLACES, placeBySlug } from './places.ts';

const place = (slug: string) => {
  const found = placeBySlug(slug);
  if (!found) throw new Error(slug);
  return found;
};
/** Every °fH figure of a text, both ends of a range ('20 tot 22 °fH', '15 à 20 °fH') included. */
const figures = (text: string) =>
  [...text.matchAll(/(\d+)(?:\s*(?:tot|à)\s*(\d+))?\s*°fH/g)].flatMap((m) => [m[1], m[2]].filter(Boolean).map(Number));
const answers = (slug: string) => placeQuestions(place(slug)).flatMap((q) => q.paragraphs.map((p) => p.text)).join(' ');

/** Every fact of the data files, with the page it belongs to. */
function allFacts(): Array<[string, Fact]> {
  const out: Array<[string, Fact]> = [];
  for (const [slug, f] of Object.entries(WATER_FACTS)) {
    for (const fact of [...f.supply, f.hardness, f.hardnessNote, f.softened]) if (fact) out.push([slug, fact]);
  }
  for (const [slug, fact] of Object.entries(LOCAL_PRODUCTION)) out.push([slug, fact]);
  for (const [slug, facts] of Object.entries(LOCAL_WATER_STORIES)) for (const fact of facts) out.push([slug, fact]);
  for (const [slug, fact] of Object.entries(MUNICIPALITY_FACTS)) out.push([slug, fact]);
  for (const [company, byQuestion] of Object.entries(COMPANY_FACTS)) for (const fact of Object.values(byQuestion).flat()) out.push([company, fact]);
  for (const [code, byQuestion] of Object.entries(REGION_FACTS)) for (const fact of Object.values(byQuestion ?? {}).flat()) out.push([code, fact]);
  for (const [code, fact] of Object.entries(PROVINCE_SUPPLIERS)) if (fact) out.push([code, fact]);
  return out;
}

describe('local facts', () => {
  it('rest on a source with a URL, its date or null, and the day it was read', () => {
    const facts = allFacts();
    expect(facts.length).toBeGreaterThan(100);
    for (const [owner, fact] of facts) {
      const source = SOURCES[fact.source as SourceId];
      expect(source, `${owner}: ${fact.source}`).toBeDefined();
      expect(source.url, owner).toMatch(/^https?:\/\//);
      expect(source.read, owner).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (source.published) expect(source.published, owner).toMatch(/^\d{4}(-\d{2}){0,2}$/);
    }
    for (const slug of [...Object.keys(WATER_FACTS), ...Object.keys(LOCAL_PRODUCTION), ...Object.keys(MUNICIPALITY_FACTS)]) {
      expect(placeBySlug(slug), slug).toBeDefined();
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

  it('never say "grootste", nor a crowd of households', () => {
    for (const [owner, fact] of allFacts()) {
      expect(fact.text, owner).not.toMatch(/grootste|honderden|populair|duizenden\s+(?:[\p{L}-]+\s+)?(?:gezinnen|huishoudens)/iu);
    }
  });
});

describe('the FAQ of a place page', () => {
  it('says once that no source was found, and names no supplier or figure then', () => {
    const text = answers('geel');
    expect(text).toContain('daarvoor vonden we geen bron');
    expect(figures(text)).toEqual([]);
    expect(calculatorStart(place('geel'))).toBeNull();
    expect(placeQuestions(place('geel')).map((q) => q.question)).toEqual([PLACE_TEXT.questionSupplier('in Geel')]);
  });

  it("explains a published figure with Aquaflanders' class and the lime per cubic metre, each with its source", () => {
    const hasselt = placeQuestions(place('hasselt'));
    expect(hasselt.map((q) => q.question)).toEqual([
      PLACE_TEXT.questionSupplier('in Hasselt'),
      PLACE_TEXT.questionHardness('in Hasselt'),
    ]);
    const text = answers('hasselt');
    expect(text).toContain('20 tot 22 °fH');
    expect(text).toContain('middelhard water volgens Aquaflanders: 200 tot 220 gram kalk');
    // Every sentence names its source, but for the page's own advice where the water is softened centrally.
    for (const p of hasselt.flatMap((q) => q.paragraphs)) if (p.text !== PLACE_TEXT.softenedCaveat) expect(p.source, p.text).toBeDefined();
    expect(hardnessClass(14)).toBe('zacht');
    expect(hardnessClass(31)).toBe('hard');
  });

  it('says where the water is softened centrally, and that a softener then matters less', () => {
    const text = answers('waregem');
    expect(text).toContain('15 °fH');
    expect(text).toContain(PLACE_TEXT.softenedCaveat);
  });

  it('tells what the water company asks of an installation: Pidpa’s keerklep, the Walloon terugslagklep', () => {
    expect(placeQuestions(place('mechelen')).at(-1)?.paragraphs[0]?.text).toContain('keerklep van het type EA');
    expect(placeQuestions(place('charleroi')).at(-1)?.paragraphs[0]?.text).toContain('terugslagklep verplicht');
  });

  it('gives the FAQPage structured data the same answers, each source named', () => {
    const entries = placeFaqEntries(placeQuestions(place('ieper')));
    expect(entries[0]?.answer).toContain('(Bron: Het Nieuwsblad, 23/07/2011)');
  });

  it('does not present one address in Elsene as the hardness of Brussels', () => {
    expect(answers('brussel')).toContain('een cijfer voor heel Brussel is dat dus niet');
    expect(calculatorStart(place('brussel'))).toBeNull();
  });
});

describe('the calculator link', () => {
  it('starts the home page calculator at a published figure for the place, clamped to the slider', () => {
    expect(calculatorStart(place('hasselt'))).toBe(21);
    expect(calculatorStart(place('ieper'))).toBe(22);
    // Charleroi: 'more than 30 °fH'; Waals-Brabant 26 to 44: both beyond the slider's end.
    expect(calculatorStart(place('charleroi'))).toBe(HARDNESS.max);
    expect(calculatorStart(place('waals-brabant'))).toBe(HARDNESS.max);
    // Oostende's figure is an expectation, not a measurement.
    expect(calculatorStart(place('oostende'))).toBeNull();
  });
});

describe('links to nearby pages', () => {
  it('link the spec’s cross-links first, then the nearest town and city pages, never the page itself', () => {
    for (const p of PLACES.filter((other) => other.kind !== 'province')) {
      const links = neighbourhood(p).flatMap((group) => group.links);
      expect(links.map((l) => l.path), p.slug).not.toContain(p.path);
      expect(links).toHaveLength(6);
      for (const link of links) expect(link.km, p.slug).toBeGreaterThanOrEqual(5);
    }
    expect(neighbourhood(place('kortrijk'))[0]?.links.slice(0, 3).map((l) => l.path)).toEqual(['/oostende', '/roeselare', '/waregem']);
    // The intro's cross-links (Oostende, Roeselare, Waregem) are not repeated among the nearest.
    expect(nearestPlaces(place('kortrijk'), 2).map((l) => l.path)).toEqual(['/menen', '/tielt']);
  });

  it('list every town page of a province on the province page, and the provinces next to it', () => {
    const groups = neighbourhood(place('limburg'));
    // Limburg's spec-era cross-links outside the province (Mol, Leuven) follow as 'Ook in de buurt'.
    expect(groups.map((g) => g.links.map((l) => l.path))).toEqual([['/hasselt'], ['/antwerpen', '/vlaams-brabant', '/luik'], ['/mol', '/leuven']]);
  });
});

describe('indexing', () => {
  it('indexes a page only with enough sourced prose of its own; the others carry noindex,follow', () => {
    expect(ownWords(place('geel'))).toBe(0);
    expect(isIndexable(place('geel'))).toBe(false);
    expect(isIndexable(place('antwerpen-stad'))).toBe(true);
    for (const p of PLACES) expect(isIndexable(p), p.slug).toBe(ownWords(p) >= INDEXABLE_FROM_WORDS);
  });
});
