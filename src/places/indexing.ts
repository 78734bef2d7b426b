/**
 * Which place pages search engines may index (issue 22). A page whose own sourced facts say too little to
 * stand apart from the other place pages carries `noindex,follow` (its canonical link still names
 * itself) and stays out of the sitemap, until research adds facts: then it becomes indexable by itself.
 * 'Its own' means facts no other place page states (a company's or a region's shared sentences do not
 * count); the threshold is what keeps the indexable pages measurably distinct (masked word 5-shingle
 * Jaccard below 0.6: tests/e2e/place-content.spec.ts, docs/public-site.md).
 */
import { LOCAL_PRODUCTION, LOCAL_WATER_STORIES, MUNICIPALITY_FACTS } from './data/area-facts.ts';
import { WATER_FACTS } from './data/water-facts.ts';
import { type Place, PLACES } from './places.ts';

/** Words of sourced prose of its own a place page needs to be indexed. */
export const INDEXABLE_FROM_WORDS = 55;

/** The sentences of a place's sourced facts about the place itself. */
function factTexts(slug: string): string[] {
  const facts = WATER_FACTS[slug];
  return [
    ...(facts?.supply.map((fact) => fact.text) ?? []),
    facts?.hardness?.text,
    facts?.hardnessNote?.text,
    facts?.softened?.text,
    LOCAL_PRODUCTION[slug]?.text,
    ...(LOCAL_WATER_STORIES[slug] ?? []).map((fact) => fact.text),
    MUNICIPALITY_FACTS[slug]?.text,
  ].filter((text): text is string => Boolean(text));
}

function countPages(): Map<string, number> {
  const pages = new Map<string, number>();
  for (const place of PLACES) for (const text of new Set(factTexts(place.slug))) pages.set(text, (pages.get(text) ?? 0) + 1);
  return pages;
}

const pagesStating = /* @__PURE__ */ countPages();

/** Words of the sourced sentences that only this place's page states. */
export function ownWords(place: Place): number {
  const own = factTexts(place.slug).filter((text) => pagesStating.get(text) === 1);
  return own.join(' ').match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}

export function isIndexable(place: Place): boolean {
  return ownWords(place) >= INDEXABLE_FROM_WORDS;
}
