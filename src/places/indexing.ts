/**
 * Which place pages search engines may index (issues 22 and 36). A page whose own sourced facts say too
 * little to stand apart from the other place pages carries `noindex,follow` (its canonical link still
 * names itself) and stays out of the sitemap, until research adds facts: then it becomes indexable by
 * itself. 'Its own' means facts no other page of its language states (a company's or a region's shared
 * sentences do not count), and only facts that bear on a household deciding about a softener: who
 * supplies the water, where it comes from, how hard it is, whether it is softened centrally. Production
 * sites and the municipality's deelgemeenten stay on the page but count for nothing. The threshold is
 * what keeps the indexable pages measurably distinct (masked word 5-shingle Jaccard below 0.6:
 * tests/e2e/place-content.spec.ts, docs/public-site.md). A French page counts its own French facts.
 */
import { FRENCH_PLACE_ENTRIES } from './data/french-places.ts';
import type { Fact } from './data/water-facts.ts';
import { WATER_FACTS } from './data/water-facts.ts';
import type { Place } from './places.ts';
import { PLACES } from './places.ts';

/**
 * Words of sourced prose of its own a place page needs to be indexed, per language: each language's pages
 * are compared among themselves, with their own template (the French pages' differs, and French says a
 * fact in more words). Each is the smallest round figure that keeps the worst pair of indexable pages
 * under 0.55 with a margin in the build (decision 042): Dutch 80 (14 pages, worst 0.52), French 55
 * (7 of 8 pages, worst 0.53). Check the test's figures after adding or removing facts.
 */
export const INDEXABLE_FROM_WORDS = { nl: 80, fr: 55 } as const;

const texts = (facts: readonly (Fact | undefined)[]) => facts.filter((fact): fact is Fact => Boolean(fact)).map((fact) => fact.text);

/** The sentences of a Dutch page's facts that matter to a household deciding about a softener. */
function dutchFactTexts(slug: string): string[] {
  const facts = WATER_FACTS[slug];
  if (!facts) return [];
  return texts([...facts.supply, facts.hardness, ...(facts.hardnessNotes ?? []), facts.softened]);
}

/** The sentences of a French page's facts (by its slug under /fr/). */
function frenchFactTexts(slug: string): string[] {
  const entry = FRENCH_PLACE_ENTRIES.find((candidate) => candidate.slug === slug);
  if (!entry) return [];
  return texts([...entry.supply, entry.hardness, ...(entry.hardnessNotes ?? [])]);
}

/** How many pages of a language state each sentence. */
function countPages(slugs: readonly string[], factTexts: (slug: string) => string[]): Map<string, number> {
  const pages = new Map<string, number>();
  for (const slug of slugs) for (const text of new Set(factTexts(slug))) pages.set(text, (pages.get(text) ?? 0) + 1);
  return pages;
}

const dutchPagesStating = /* @__PURE__ */ countPages(
  PLACES.map((place) => place.slug),
  dutchFactTexts,
);
const frenchPagesStating = /* @__PURE__ */ countPages(
  FRENCH_PLACE_ENTRIES.map((entry) => entry.slug),
  frenchFactTexts,
);

function wordsOfOwn(own: readonly string[]): number {
  return own.join(' ').match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}

/** Words of the sourced sentences that only this Dutch place page states. */
export function ownWords(place: Place): number {
  return wordsOfOwn(dutchFactTexts(place.slug).filter((text) => dutchPagesStating.get(text) === 1));
}

export function isIndexable(place: Place): boolean {
  return ownWords(place) >= INDEXABLE_FROM_WORDS.nl;
}

/** Words of the sourced sentences that only this French place page states, among the French pages. */
export function ownFrenchWords(frenchSlug: string): number {
  return wordsOfOwn(frenchFactTexts(frenchSlug).filter((text) => frenchPagesStating.get(text) === 1));
}

/** A French page is indexed on its own French facts, whatever its Dutch twin's. */
export function isFrenchIndexable(frenchSlug: string): boolean {
  return ownFrenchWords(frenchSlug) >= INDEXABLE_FROM_WORDS.fr;
}
