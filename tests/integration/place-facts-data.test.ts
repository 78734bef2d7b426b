/**
 * The place facts of a fresh install (issue 41): the first rows (the code's facts) and the research of
 * 2026-11-28, as the migrations write them on a real database. What the types of the old data files
 * checked, and what a test must refuse: every page has facts with a source, figures named in their
 * sentence, no note to ourselves (both readers' phrasings), 'factuur' only of the SWDE, the research's
 * suppliers and contradictions in, each new fact with its quote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factsByPage, pageContext } from '../../server/page-parts/place-part.ts';
import type { PlaceFact } from '../../src/places/facts/fact.ts';
import { waterHtml } from '../../src/places/facts/facts-html.ts';
import { factQuestions } from '../../src/places/facts/page-facts.ts';
import { wholeFact } from '../../src/places/facts/schema.ts';
import { PLACE_PAGES } from '../../src/places/place-pages.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { notesIn } from '../helpers/notes-to-ourselves.ts';

let t: TestApp;
let facts: Map<string, PlaceFact[]>;
const all = () => [...facts.values()].flat();
const textOf = (path: string) => {
  const page = PLACE_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(path);
  return waterHtml(factQuestions(facts.get(path) ?? [], pageContext(page))).replace(/<[^>]+>/g, ' ');
};

beforeAll(async () => {
  t = await createTestApp();
  facts = await factsByPage(t.db.orm.em.fork());
});
afterAll(async () => {
  await t.close();
});

describe('the place facts of a fresh install', () => {
  it('every one of the 70 pages states who supplies its water and where a household finds its own figure, each fact with a source', () => {
    expect(facts.size).toBe(70);
    for (const page of PLACE_PAGES) {
      const own = facts.get(page.path) ?? [];
      expect(own.some((f) => f.kind === 'supplier'), page.path).toBe(true);
      expect(own.some((f) => f.kind === 'lookup' && f.linkUrl !== null), page.path).toBe(true);
      for (const f of own) {
        expect(f.language, page.path).toBe(page.language);
        expect(f.sourceUrl, page.path).toMatch(/^https?:\/\/[^\s]+$/);
        if (f.linkUrl) expect(f.linkUrl, page.path).toMatch(/^https?:\/\/[^\s]+$/);
      }
    }
  });

  it('pass the rules of a new fact (dates, a figure named in its sentence, its scope), a missing quote aside', () => {
    const withoutQuote = all().filter((f) => f.quote === null);
    for (const f of all()) {
      const checked = wholeFact.safeParse({ ...f, quote: f.quote ?? 'x' });
      expect(checked.success ? [] : checked.error.issues.map((i) => i.message), `${f.page}: ${f.text}`).toEqual([]);
    }
    process.stdout.write(`place facts: ${all().length}, of which ${withoutQuote.length} without a quote (the code's rows the research did not read again)\n`);
    expect(all().length - withoutQuote.length).toBeGreaterThan(100);
  });

  it('hold no note to ourselves (issue 36, the readers of 2026-11-28), no leak nor tower, no crowd', () => {
    for (const page of PLACE_PAGES) expect(notesIn(page.path, textOf(page.path))).toEqual([]);
    for (const f of all()) {
      expect(f.text, f.page).not.toMatch(/\b(?:lek|lekken|waterlek|watertoren|bruin water|zinkgat|ondrinkbaar|kookadvies|fuite|château d'eau)\b/iu);
      expect(f.text, f.page).not.toMatch(/grootste|honderden|populair|duizenden\s+(?:[\p{L}-]+\s+)?(?:gezinnen|huishoudens)/iu);
      if (/factuur|\bfacture\b/i.test(f.text)) expect(f.text, f.page).toMatch(/SWDE/);
    }
    // Farys buys most of its water: still said of the company on its other pages, not on Oostende's.
    expect(textOf('/gent')).toContain('Farys koopt zijn water grotendeels aan');
  });

  it('apply the research: the suppliers of the fourteen towns and Herentals, from the companies’ own lists, each with its quote', () => {
    const companies: Record<string, string> = {
      menen: 'De Watergroep', oudenburg: 'De Watergroep', lokeren: 'De Watergroep', temse: 'De Watergroep', geraardsbergen: 'De Watergroep', ninove: 'De Watergroep',
      oudenaarde: 'Farys', wetteren: 'Farys',
      mol: 'Pidpa', geel: 'Pidpa', 'heist-op-den-berg': 'Pidpa', westerlo: 'Pidpa', brecht: 'Pidpa', vorselaar: 'Pidpa', herentals: 'Pidpa',
    };
    for (const [slug, company] of Object.entries(companies)) {
      const supplier = (facts.get(`/${slug}`) ?? []).find((f) => f.kind === 'supplier' && f.sourceReadOn === '2026-11-28');
      expect(supplier?.text, slug).toContain(company);
      expect(supplier?.quote, slug).toBeTruthy();
      // The province's sentence, which did not say who serves the town, is gone.
      expect(textOf(`/${slug}`), slug).not.toMatch(/In (?:West|Oost)-Vlaanderen leveren|delen vooral Farys en De Watergroep|In 2019 leverde Pidpa het drinkwater in 64/);
    }
    expect(textOf('/mol')).toContain('zoekt u op straatnaam op Pidpa');
  });

  it('apply the contradictions: all of Aalst is Farys, Oostende and Beveren have two suppliers, Oupeye’s newer figure, Brussels’ distribution', () => {
    expect(textOf('/aalst')).toContain('Farys levert het drinkwater in heel Aalst');
    expect(textOf('/oostende')).toContain('Ook De Watergroep noemt Stene en Zandvoorde');
    expect(textOf('/beveren')).toContain('Zwijndrecht, nu ook deel van de gemeente, krijgt zijn water van water-link.');
    expect(textOf('/waregem')).toContain('De Watergroep levert het drinkwater in heel Waregem');
    expect(textOf('/luik')).toContain('28,5\u00a0°fH');
    expect(textOf('/fr/province-de-liege')).toContain('28,5\u00a0°f');
    expect(textOf('/brussel')).toContain('HYDROBRU');
    expect(textOf('/fr/bruxelles')).toMatch(/Dureté et composition de l’eau\s*»\s*\.\s*\(Source\s*:\s*Vivaqua, non daté\s*\)/);
    expect(textOf('/fr/hainaut')).toMatch(/www\.aquawal\.be\s*\.\s*\(Source\s*:\s*Aquawal, non daté\s*\)/);
  });
});
