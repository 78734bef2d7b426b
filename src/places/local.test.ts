import { describe, expect, it } from 'vitest';
import { PLACE_TEXT } from '../content/place-page.ts';
import {
  COMPANY_FACTS,
  GENERAL_FACTS,
  LOCAL_PRODUCTION,
  MUNICIPALITY_FACTS,
  PROVINCE_SUPPLIERS,
  REGION_FACTS,
  WAYS_TO_FIGURE,
  WAYS_TO_FIGURE_BY_REGION,
} from './data/area-facts.ts';
import { FRENCH_PLACE_ENTRIES } from './data/french-places.ts';
import { SOURCES, type SourceId } from './data/sources.ts';
import { type Fact, WATER_FACTS } from './data/water-facts.ts';
import { INDEXABLE_FROM_WORDS, isFrenchIndexable, isIndexable, ownFrenchWords, ownWords } from './indexing.ts';
import { companiesOf, hardnessClass, neighbourhood, placeFaqEntries, placeQuestions, publishedHardness } from './local.ts';
import { PLACES, placeBySlug } from './places.ts';

const place = (slug: string) => {
  const found = placeBySlug(slug);
  if (!found) throw new Error(slug);
  return found;
};
/** Every °fH figure of a text, both ends of a range ('20 tot 22 °fH', '15 à 20 °fH') included. */
const figures = (text: string) =>
  [...text.matchAll(/(\d+)(?:\s*(?:tot|à)\s*(\d+))?\s*°fH/g)].flatMap((m) => [m[1], m[2]].filter(Boolean).map(Number));
/** The same for °f ('de 20 à 44 °f', 'plus de 30 °f'). */
const frenchFigures = (text: string) =>
  [...text.replace(/\u00a0|\u202f/g, ' ').matchAll(/(\d+)(?:\s*à\s*(\d+))?\s*°f\b/g)].flatMap((m) => [m[1], m[2]].filter(Boolean).map(Number));
const answers = (slug: string) => placeQuestions(place(slug)).flatMap((q) => q.paragraphs.map((p) => p.text)).join(' ');

/** Every fact of the data files, with the page it belongs to. */
function allFacts(): Array<[string, Fact]> {
  const out: Array<[string, Fact]> = [];
  for (const [slug, f] of Object.entries(WATER_FACTS)) {
    for (const fact of [...f.supply, f.hardness, ...(f.hardnessNotes ?? []), f.softened]) if (fact) out.push([slug, fact]);
  }
  for (const entry of FRENCH_PLACE_ENTRIES) {
    for (const fact of [...entry.supply, entry.hardness, ...(entry.hardnessNotes ?? []), entry.about]) if (fact) out.push([`fr/${entry.slug}`, fact]);
  }
  for (const [slug, fact] of Object.entries(LOCAL_PRODUCTION)) out.push([slug, fact]);
  for (const [company, byLocale] of Object.entries(WAYS_TO_FIGURE)) for (const fact of Object.values(byLocale).flat()) out.push([company, fact]);
  for (const [code, region] of Object.entries(WAYS_TO_FIGURE_BY_REGION)) for (const fact of Object.values(region?.ways ?? {}).flat()) out.push([code, fact]);
  for (const [slug, fact] of Object.entries(MUNICIPALITY_FACTS)) out.push([slug, fact]);
  for (const [company, byQuestion] of Object.entries(COMPANY_FACTS)) for (const fact of Object.values(byQuestion).flat()) out.push([company, fact]);
  for (const [code, byQuestion] of Object.entries(REGION_FACTS)) for (const fact of Object.values(byQuestion ?? {}).flat()) out.push([code, fact]);
  for (const [code, fact] of Object.entries(PROVINCE_SUPPLIERS)) if (fact) out.push([code, fact]);
  out.push(['general', { text: '', source: GENERAL_FACTS.hardnessClasses.source }]);
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
    for (const [owner, fact] of facts) if (fact.link) expect(fact.link.url, owner).toMatch(/^https?:\/\//);
  });

  it('cite every source they list, and every source they cite is listed', () => {
    const cited = new Set(allFacts().map(([, fact]) => fact.source));
    expect(Object.keys(SOURCES).filter((id) => !cited.has(id as SourceId))).toEqual([]);
  });

  it('say nothing a softener does not change, and no note to ourselves (issue 36)', () => {
    for (const [owner, fact] of allFacts()) {
      expect(fact.text, owner).not.toMatch(/\b(?:lek|lekken|waterlek|watertoren|bruin water|zinkgat|ondrinkbaar|kookadvies|fuite|château d'eau)\b/iu);
      expect(fact.text, owner).not.toMatch(/vonden we|zegt de bron niet|hebben we niet|nous n.avons pas|toestand 20/iu);
    }
  });

  it('say "factuur" / « facture » only of the SWDE, the one company a source says prints the hardness on its bill', () => {
    for (const [owner, fact] of allFacts()) {
      if (/factuur|\bfacture\b/i.test(fact.text)) expect(fact.text, owner).toMatch(/SWDE/);
    }
  });

  it('state in their sentence exactly the hardness figures the data holds, in both languages', () => {
    const french = FRENCH_PLACE_ENTRIES.map((entry) => [`fr/${entry.slug}`, entry.hardness] as const);
    for (const [slug, h] of [...Object.entries(WATER_FACTS).map(([key, facts]) => [key, facts.hardness] as const), ...french]) {
      if (!h) continue;
      const allowed = [h.minFh, ...(h.maxFh === null ? [] : [h.maxFh]), ...(h.otherFh ?? [])];
      const found = slug.startsWith('fr/') ? frenchFigures(h.text) : figures(h.text);
      expect(found.sort(), slug).toEqual([...new Set(allowed)].sort());
    }
  });

  it('never say "grootste", nor a crowd of households', () => {
    for (const [owner, fact] of allFacts()) {
      expect(fact.text, owner).not.toMatch(/grootste|honderden|populair|duizenden\s+(?:[\p{L}-]+\s+)?(?:gezinnen|huishoudens)/iu);
    }
  });
});

describe('the water questions of a place page', () => {
  const allText = (slug: string) =>
    placeQuestions(place(slug))
      .flatMap((q) => q.paragraphs.map((p) => `${p.text} ${p.link?.url ?? ''}`))
      .join(' ');

  it('without a source for the place: the province’s suppliers and the way to the household’s own figure', () => {
    const geel = placeQuestions(place('geel'));
    expect(geel.map((q) => q.question)).toEqual([PLACE_TEXT.questionSupplier('in Geel'), PLACE_TEXT.questionHardness('in Geel')]);
    expect(geel.map((q) => q.heading)).toEqual([PLACE_TEXT.questionSupplier(), PLACE_TEXT.questionHardness()]);
    expect(answers('geel')).toContain('Pidpa');
    expect(allText('geel')).toContain('https://www.aquaflanders.be/mijn-waterhardheid.aspx');
    expect(figures(answers('geel'))).toEqual([]);
    expect(publishedHardness(place('geel'))).toBeNull();
  });

  it("explains a published figure with Aquaflanders' class and the lime per m³, each sentence with its source", () => {
    const hasselt = placeQuestions(place('hasselt'));
    const text = answers('hasselt');
    expect(text).toContain('20 tot 22 °fH');
    expect(text).toContain('middelhard water volgens Aquaflanders: 200 tot 220 gram kalk per m³');
    // Every sentence names its source, but for the page's own advice where the water is softened centrally.
    for (const p of hasselt.flatMap((q) => q.paragraphs)) if (p.text !== PLACE_TEXT.softenedCaveat) expect(p.source, p.text).toBeDefined();
    expect(hardnessClass(14)).toBe('zacht');
    expect(hardnessClass(31)).toBe('hard');
  });

  it("sends every household to its company's own hardness information where a source names it, else to the sector's", () => {
    expect(allText('hasselt')).toContain('https://www.dewatergroep.be/jouw-drinkwater');
    expect(allText('hasselt')).not.toContain('aquaflanders.be/mijn-waterhardheid');
    expect(allText('brussel')).toContain('https://www.vivaqua.be/nl/klantenhoek/hardheid-en-samenstelling-van-het-water');
    expect(allText('gent')).toContain('https://www.aquaflanders.be/mijn-waterhardheid.aspx');
    for (const slug of ['charleroi', 'namen', 'liege']) {
      expect(allText(slug), slug).toContain('http://environnement.wallonie.be/de/eso/eau_distribution/index.htm');
      expect(allText(slug), slug).toContain('https://www.aquawal.be');
    }
    expect(answers('charleroi')).toContain('jaarfactuur');
    expect(answers('liege')).not.toMatch(/factuur/);
    for (const p of PLACES) {
      const ways = placeQuestions(p).flatMap((q) => q.paragraphs).filter((paragraph) => paragraph.link);
      expect(ways.length, p.slug).toBeGreaterThan(0);
    }
    expect(companiesOf('antwerpen')).toEqual(['Pidpa', 'water-link']);
  });

  it('says where the water is softened centrally, and that a softener then matters less', () => {
    const text = answers('waregem');
    expect(text).toContain('15 °fH');
    expect(text).toContain(PLACE_TEXT.softenedCaveat);
    expect(PLACE_TEXT.softenedCaveat).toContain('vóór u beslist');
  });

  it('tells what the water company asks of an installation: Pidpa’s keerklep, the Walloon terugslagklep', () => {
    expect(placeQuestions(place('mechelen')).at(-1)?.paragraphs[0]?.text).toContain('keerklep van het type EA');
    expect(placeQuestions(place('charleroi')).at(-1)?.paragraphs[0]?.text).toContain('terugslagklep verplicht');
  });

  it('gives the FAQPage structured data the whole questions and the same answers, each source and link named', () => {
    const entries = placeFaqEntries(placeQuestions(place('ieper')));
    expect(entries[0]?.question).toBe(PLACE_TEXT.questionSupplier('in Ieper'));
    expect(entries[0]?.answer).toContain('(Bron: Het Nieuwsblad, 23/07/2011)');
    expect(entries[1]?.answer).toContain('www.dewatergroep.be/jouw-drinkwater.');
  });

  it('does not present one address in Elsene as the hardness of Brussels', () => {
    expect(answers('brussel')).toContain('een cijfer voor heel Brussel is dat dus niet');
    expect(publishedHardness(place('brussel'))).toBeNull();
  });
});

describe('the calculator hint', () => {
  it('names the published figure for the place as published: one value, a range, or more than', () => {
    expect(publishedHardness(place('hasselt'))).toEqual({ minFh: 20, maxFh: 22 });
    expect(publishedHardness(place('waals-brabant'))).toEqual({ minFh: 20, maxFh: 44 });
    expect(publishedHardness(place('charleroi'))).toEqual({ minFh: 30, maxFh: null });
    expect(PLACE_TEXT.calculatorHint({ minFh: 30, maxFh: null })).toContain('meer dan 30 °fH');
    expect(PLACE_TEXT.calculatorHint({ minFh: 19, maxFh: 19 })).toContain('op 19 °fH, het gepubliceerde cijfer');
    // Oostende's figure is an expectation, a province's may describe a part only.
    expect(publishedHardness(place('oostende'))).toBeNull();
    expect(publishedHardness(place('henegouwen'))).toBeNull();
  });
});

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

describe('indexing', () => {
  it('indexes a page only with enough sourced prose of its own that matters to a household; the others carry noindex,follow', () => {
    expect(ownWords(place('geel'))).toBe(0);
    expect(isIndexable(place('geel'))).toBe(false);
    expect(isIndexable(place('antwerpen-stad'))).toBe(true);
    // Gent's leak and brown water are gone: one sentence about its supplier is not enough.
    expect(isIndexable(place('gent'))).toBe(false);
    for (const p of PLACES) expect(isIndexable(p), p.slug).toBe(ownWords(p) >= INDEXABLE_FROM_WORDS.nl);
  });

  it('indexes a French page on its own French facts: at least 7 of 8', () => {
    const indexable = FRENCH_PLACE_ENTRIES.filter((entry) => isFrenchIndexable(entry.slug));
    expect(indexable.length).toBeGreaterThanOrEqual(7);
    for (const entry of FRENCH_PLACE_ENTRIES) expect(isFrenchIndexable(entry.slug), entry.slug).toBe(ownFrenchWords(entry.slug) >= INDEXABLE_FROM_WORDS.fr);
  });
});
