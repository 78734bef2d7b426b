/**
 * The place pages as staff see them in the tab 'Plaatsen' (issue 41): every Dutch and French page with
 * whether search engines may index it (or why not, in one line), its facts with their sources, and for
 * one page the history of its facts and a preview of what a household reads. The state is the pages'
 * own: read from the place part as the server last wrote the pages (server/page-parts/place-part.ts),
 * after making sure the part holds the latest change.
 */
import { PlaceFactChange } from '../../../database/entities/index.ts';
import type { PlaceFactFieldChanges } from '../../../database/entities/PlaceFactChange.ts';
import type { Em } from '../../../database/orm.ts';
import type { Locale } from '../../../src/i18n/locale.ts';
import type { PlaceFact } from '../../../src/places/facts/fact.ts';
import { aboutHtml, hintHtml, waterHtml } from '../../../src/places/facts/facts-html.ts';
import { aboutFacts, calculatorHint, factQuestions } from '../../../src/places/facts/page-facts.ts';
import { measuredHardnessHtml } from '../../../src/places/measured-hardness.ts';
import { PLACE_PAGES, type PlacePageRef } from '../../../src/places/place-pages.ts';
import { PLACE_TEXT_FR } from '../../../src/content/fr/place-page.ts';
import { PLACE_TEXT } from '../../../src/content/place-page.ts';
import type { LivePages } from '../../page-parts/live-pages.ts';
import { pageContext, type PlacePartData } from '../../page-parts/place-part.ts';
import { isoTime } from '../lead-query.ts';
import { pageOf } from './place-fact-changes.ts';

export interface StaffPlacePage {
  slug: string;
  language: Locale;
  path: string;
  label: string;
  kind: PlacePageRef['kind'];
  indexable: boolean;
  /** One line: why it is indexable, or why not. */
  reason: string;
  /** The page it is too alike to, and how alike (masked 5-shingle Jaccard). */
  alike: { page: string; jaccard: number } | null;
  /** Our installers' figure for the place, when five or more addresses were measured. */
  measured: { addresses: number; medianFh: number } | null;
  facts: PlaceFact[];
}

interface PlaceFactHistoryEntry {
  id: number;
  factId: number;
  action: 'added' | 'changed' | 'removed';
  changes: PlaceFactFieldChanges;
  note: string | null;
  changedBy: string;
  createdAt: string;
}

export interface StaffPlacePageDetail extends StaffPlacePage {
  /** Newest first. */
  history: PlaceFactHistoryEntry[];
  /** What a household reads of the page's facts, as the page shows it (HTML from the same functions). */
  preview: { heading: string; water: string; measured: string; about: string; hint: string };
}

async function partData(pages: LivePages): Promise<PlacePartData> {
  await pages.upToDate();
  const data = pages.partData('place');
  if (!data) throw new Error('the place part was not read');
  return data;
}

function staffPage(page: PlacePageRef, data: PlacePartData): StaffPlacePage {
  const indexing = data.indexing.get(page.path);
  const measured = data.measured.get(page.dutchSlug);
  return {
    slug: page.slug,
    language: page.language,
    path: page.path,
    label: page.label,
    kind: page.kind,
    indexable: indexing?.indexable ?? false,
    reason: indexing?.reason ?? '',
    alike: indexing?.alike ?? null,
    measured: measured ? { addresses: measured.addresses, medianFh: measured.medianFh } : null,
    facts: data.facts.get(page.path) ?? [],
  };
}

/** The 70 place pages: the Dutch ones in the route table's order, then the French ones. */
export async function listPlacePages(pages: LivePages): Promise<StaffPlacePage[]> {
  const data = await partData(pages);
  return PLACE_PAGES.map((page) => staffPage(page, data));
}

export async function placePageDetail(em: Em, pages: LivePages, slug: string, language: Locale): Promise<StaffPlacePageDetail> {
  const page = pageOf(slug, language);
  const data = await partData(pages);
  const facts = data.facts.get(page.path) ?? [];
  const context = pageContext(page);
  const rows = await em.find(PlaceFactChange, { page: page.path }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 200 });
  const t = page.language === 'fr' ? PLACE_TEXT_FR : PLACE_TEXT;
  const home = page.language === 'fr' ? '/fr/' : '/';
  return {
    ...staffPage(page, data),
    history: rows.map((row) => ({
      id: row.id,
      factId: row.factId,
      action: row.action,
      changes: row.changes,
      note: row.note ?? null,
      changedBy: row.changedByName,
      createdAt: isoTime(row.createdAt),
    })),
    preview: {
      heading: t.faqHeading(page.where),
      water: waterHtml(factQuestions(facts, context)),
      measured: measuredHardnessHtml(data.measured.get(page.dutchSlug), { locale: page.language, place: page.dutchSlug, home }),
      about: aboutHtml(t.aboutHeading(page.label), aboutFacts(facts, page.language)),
      hint: hintHtml(calculatorHint(facts, context)),
    },
  };
}
