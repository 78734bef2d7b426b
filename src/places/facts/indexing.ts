/**
 * Which place pages search engines may index (issue 41, decision 056; it replaces decision 042's count of
 * words): derived from the page's facts and our measurements, never typed in. A page is indexable when
 *
 * 1. it states who supplies its place (a 'supplier' fact: every fact has its source), and
 * 2. it answers how hard the water is there: a published figure for the municipality or its supply zone
 *    (for a province's page: for the province), central softening, or the median our installers measured
 *    at MIN_ADDRESSES or more addresses (decision 053);
 * 3. and it stays distinct: among the indexable pages of its language, no two have a masked 5-shingle
 *    Jaccard of MAX_MASKED_JACCARD or more (issue 36). Of two pages too alike, the one alike to fewer
 *    others keeps its place (ties: the route table's order); the other stays `noindex,follow`, and its
 *    reason names the page it is too alike to.
 *
 * Every other page stays reachable and linked with `noindex,follow`. One line says why, for the tab.
 */
import type { Locale } from '../../i18n/locale.ts';
import { formatNumberIn } from '../../i18n/format.ts';
import { MIN_ADDRESSES } from '../measured-hardness.ts';
import { jaccard, MAX_MASKED_JACCARD } from '../similarity.ts';
import { answeringScopes, type PlaceFactFields } from './fact.ts';

/** What the rule reads of one page. */
export interface PageEvidence {
  path: string;
  language: Locale;
  isProvince: boolean;
  facts: readonly Pick<PlaceFactFields, 'kind' | 'hardnessFH' | 'scope'>[];
  /** Addresses our installers measured in its place, counted once each (0 below MIN_ADDRESSES: no figure). */
  measuredAddresses: number;
}

type IndexingRule = 'indexable' | 'noSupplier' | 'noHardness' | 'tooAlike';

export interface PageIndexing {
  indexable: boolean;
  rule: IndexingRule;
  /** One line for the tab, in Dutch. */
  reason: string;
  /** The page it is too alike to, and how alike (rule 'tooAlike'). */
  alike?: { page: string; jaccard: number };
}

/** How the page answers the hardness question, or null. */
function hardnessAnswer(page: PageEvidence): string | null {
  const scopes = answeringScopes(page.isProvince);
  if (page.facts.some((f) => f.kind === 'hardness' && f.hardnessFH !== null && f.scope !== null && scopes.includes(f.scope))) {
    return page.isProvince ? 'gepubliceerd cijfer voor de provincie' : 'gepubliceerd cijfer voor de gemeente of haar zone';
  }
  if (page.facts.some((f) => f.kind === 'softening')) return 'centrale ontharding';
  if (page.measuredAddresses >= MIN_ADDRESSES) return `mediaan gemeten op ${page.measuredAddresses} adressen`;
  return null;
}

/** Rules 1 and 2: what the page's facts and our measurements say, without comparing pages. */
export function factRule(page: PageEvidence): PageIndexing {
  if (!page.facts.some((f) => f.kind === 'supplier')) {
    return { indexable: false, rule: 'noSupplier', reason: 'Niet indexeerbaar: geen leverancier met bron.' };
  }
  const answer = hardnessAnswer(page);
  if (!answer) {
    const figure = page.isProvince ? 'voor de provincie' : 'voor de gemeente of haar zone';
    return {
      indexable: false,
      rule: 'noHardness',
      reason: `Niet indexeerbaar: geen hardheid (geen gepubliceerd cijfer ${figure}, geen centrale ontharding, geen ${MIN_ADDRESSES} gemeten adressen).`,
    };
  }
  return { indexable: true, rule: 'indexable', reason: `Indexeerbaar: leverancier en hardheid (${answer}).` };
}

/**
 * Every page's indexing: rules 1 and 2 per page, then rule 3 among the pages of a language whose text is
 * known (`mains`: by path, the masked 5-shingles of the visible text of its `<main>`, `shingles(text,
 * { masked: true })`; a page without, as in a server without the build, is judged on its facts alone).
 */
export function placeIndexing(pages: readonly PageEvidence[], mains: ReadonlyMap<string, ReadonlySet<string>>): Map<string, PageIndexing> {
  const result = new Map(pages.map((page) => [page.path, factRule(page)]));
  for (const language of ['nl', 'fr'] as const) {
    const candidates = pages.filter((page) => page.language === language && result.get(page.path)?.indexable && mains.has(page.path));
    const sets = new Map(candidates.map((page) => [page.path, mains.get(page.path) ?? new Set<string>()]));
    const alike = new Map<string, Array<{ page: string; jaccard: number }>>(candidates.map((page) => [page.path, []]));
    for (let i = 0; i < candidates.length; i += 1) {
      for (let k = i + 1; k < candidates.length; k += 1) {
        const a = candidates[i]?.path ?? '';
        const b = candidates[k]?.path ?? '';
        const j = jaccard(sets.get(a) ?? new Set(), sets.get(b) ?? new Set());
        if (j < MAX_MASKED_JACCARD) continue;
        alike.get(a)?.push({ page: b, jaccard: j });
        alike.get(b)?.push({ page: a, jaccard: j });
      }
    }
    const order = candidates.map((page, index) => ({ path: page.path, index, conflicts: alike.get(page.path)?.length ?? 0 }));
    order.sort((x, y) => x.conflicts - y.conflicts || x.index - y.index);
    const kept = new Set<string>();
    for (const { path } of order) {
      const closest = (alike.get(path) ?? []).filter((other) => kept.has(other.page)).sort((x, y) => y.jaccard - x.jaccard)[0];
      if (!closest) {
        kept.add(path);
        continue;
      }
      const score = (Math.floor(closest.jaccard * 100) / 100).toFixed(2).replace('.', ',');
      result.set(path, {
        indexable: false,
        rule: 'tooAlike',
        reason: `Niet indexeerbaar: te gelijk aan ${closest.page} (${score}; grens ${formatNumberIn('nl', MAX_MASKED_JACCARD)}).`,
        alike: closest,
      });
    }
  }
  return result;
}
