/**
 * The place part of the place pages (issue 41, decision 056): what a page says from its facts (the rows
 * staff keep) and whether search engines may index it, written into the pre-rendered pages again when a
 * fact changes (`pagesChanged(tx, 'place')`), when a measurement changes (every part is read again with
 * any part's change) and at every start-up. Its four slots: src/places/facts/facts-html.ts.
 *
 * Indexing is derived (src/places/facts/indexing.ts): the facts and the measurements give each page's
 * state when the part is read; once every page is written, `settle` compares the visible text of the
 * indexable pages of a language (the guard against pages too alike) and the head slot is written again.
 */
import type { Em } from '../../database/orm.ts';
import { PlaceFact as PlaceFactRow } from '../../database/entities/index.ts';
import { aboutHtml, faqJsonLd, hintHtml, isPlacePartArgs, NOINDEX_FOLLOW, waterHtml } from '../../src/places/facts/facts-html.ts';
import type { PlaceFact } from '../../src/places/facts/fact.ts';
import { factRule, type PageEvidence, type PageIndexing, placeIndexing } from '../../src/places/facts/indexing.ts';
import { aboutFacts, calculatorHint, factQuestions, type PageFactsContext } from '../../src/places/facts/page-facts.ts';
import { type MeasuredHardness, measuredHardnessByPlace } from '../../src/places/measured-hardness.ts';
import { PLACE_PAGES, placePageAt, type PlacePageRef } from '../../src/places/place-pages.ts';
import { isoTime } from '../services/lead-query.ts';
import { measurements } from './hardness-part.ts';
import { shingles } from '../../src/places/similarity.ts';
import { mainText } from './main-text.ts';
import type { PagePart } from './page-part.ts';

export interface PlacePartData {
  /** Every page's facts, by its path, in the page's order. */
  facts: Map<string, PlaceFact[]>;
  /** Our installers' figure per Dutch place (five addresses or more). */
  measured: Map<string, MeasuredHardness>;
  evidence: PageEvidence[];
  /** Every page's indexing, by path: from the facts alone until `settle` has compared the pages. */
  indexing: Map<string, PageIndexing>;
  /** Each slot's HTML once written from these data (a page is written twice per refresh, and the head on every change). */
  written: Map<string, string>;
}

/** A stored fact as pages, the tab and the API see it. */
function placeFactView(row: PlaceFactRow): PlaceFact {
  return {
    id: row.id,
    page: row.page,
    language: row.language,
    kind: row.kind,
    text: row.text,
    linkUrl: row.linkUrl ?? null,
    linkLabel: row.linkLabel ?? null,
    sourceUrl: row.sourceUrl,
    sourceTitle: row.sourceTitle,
    sourceDate: row.sourceDate ?? null,
    sourceReadOn: row.sourceReadOn ?? null,
    quote: row.quote ?? null,
    hardnessFH: row.hardnessFh === null || row.hardnessFh === undefined ? null : Number(row.hardnessFh),
    hardnessMaxFH: row.hardnessMaxFh === null || row.hardnessMaxFh === undefined ? null : Number(row.hardnessMaxFh),
    hardnessAbove: row.hardnessAbove,
    scope: row.scope ?? null,
    period: row.period ?? null,
    position: row.position,
    createdBy: row.createdBy,
    createdAt: isoTime(row.createdAt),
    updatedBy: row.updatedBy,
    updatedAt: isoTime(row.updatedAt),
  };
}

/** Every fact, by page, in the pages' order. */
export async function factsByPage(em: Em): Promise<Map<string, PlaceFact[]>> {
  const rows = await em.find(PlaceFactRow, {}, { orderBy: { page: 'asc', position: 'asc', id: 'asc' } });
  const byPage = new Map<string, PlaceFact[]>(PLACE_PAGES.map((page) => [page.path, []]));
  for (const row of rows) byPage.get(row.page)?.push(placeFactView(row));
  return byPage;
}

export function pageContext(page: PlacePageRef): PageFactsContext {
  return { language: page.language, isProvince: page.kind === 'province', where: page.where };
}

/** What the indexing rule reads of every page. */
function evidenceOf(facts: Map<string, PlaceFact[]>, measured: Map<string, MeasuredHardness>): PageEvidence[] {
  return PLACE_PAGES.map((page) => ({
    path: page.path,
    language: page.language,
    isProvince: page.kind === 'province',
    facts: facts.get(page.path) ?? [],
    measuredAddresses: measured.get(page.dutchSlug)?.addresses ?? 0,
  }));
}

export const placePart: PagePart<PlacePartData> = {
  async load(em) {
    const facts = await factsByPage(em);
    const measured = measuredHardnessByPlace(await measurements(em));
    const evidence = evidenceOf(facts, measured);
    return { facts, measured, evidence, indexing: placeIndexing(evidence, new Map()), written: new Map() };
  },
  render(data, args) {
    if (!isPlacePartArgs(args)) throw new Error(`place part: unexpected arguments ${JSON.stringify(args)}`);
    const page = placePageAt(args.page);
    if (!page) throw new Error(`place part: no place page ${args.page}`);
    const facts = data.facts.get(page.path) ?? [];
    const context = pageContext(page);
    const once = (html: () => string) => {
      const key = JSON.stringify(args);
      const known = data.written.get(key);
      if (known !== undefined) return known;
      const written = html();
      data.written.set(key, written);
      return written;
    };
    switch (args.slot) {
      case 'water':
        return once(() => waterHtml(factQuestions(facts, context)));
      case 'about':
        return once(() => aboutHtml(args.heading, aboutFacts(facts, page.language)));
      case 'hint':
        return once(() => hintHtml(calculatorHint(facts, context)));
      case 'head':
        // The robots line follows the indexing, which `settle` may change after the first writing.
        return (data.indexing.get(page.path)?.indexable ? '' : NOINDEX_FOLLOW) + once(() => faqJsonLd({ url: args.url, language: page.language, questions: factQuestions(facts, context) }));
    }
  },
  nextChange: () => null,
  settle(data, pages) {
    // Only the pages the facts make indexable are compared; each page's text is parsed again only when
    // its <main> changed (a rewrite runs beside the requests it must not hold up).
    const mains = new Map<string, ReadonlySet<string>>();
    for (const evidence of data.evidence) {
      const html = pages.get(evidence.path);
      if (html !== undefined && factRule(evidence).indexable) mains.set(evidence.path, shinglesOfMain(evidence.path, html));
    }
    data.indexing = placeIndexing(data.evidence, mains);
  },
};

/** The last `<main>` read of each page and the masked shingles of its visible text. */
const mainsRead = new Map<string, { html: string; shingles: ReadonlySet<string> }>();

function shinglesOfMain(path: string, page: string): ReadonlySet<string> {
  const html = page.slice(page.indexOf('<main'), page.indexOf('</main>') + '</main>'.length);
  const known = mainsRead.get(path);
  if (known?.html === html) return known.shingles;
  const read = { html, shingles: shingles(mainText(html), { masked: true }) };
  mainsRead.set(path, read);
  return read.shingles;
}
