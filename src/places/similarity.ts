/**
 * How alike two pages read (issue 22): word 5-shingles of a page's text, compared by Jaccard. `masked`
 * first replaces every capitalised word (names of places, companies, people, and sentence openings) and
 * every number by one token, so that a template with only its names and figures swapped counts as the
 * same text. The server's indexing guard (issue 41, src/places/facts/indexing.ts) and the browser test
 * that measures the build (tests/e2e/place-content.spec.ts) both use it.
 */

/** Indexable place pages of a language stay below this masked Jaccard with each other (issue 36). */
export const MAX_MASKED_JACCARD = 0.55;

/** Words: letters and digits, with inner hyphens and apostrophes. */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** The one token that stands for every capitalised word and every number. */
const MASK = '#';

function words(text: string, { masked = false } = {}): string[] {
  const all = text.match(WORD) ?? [];
  return all.map((word) => (masked && /^[\p{Lu}\p{N}]/u.test(word) ? MASK : word.toLowerCase()));
}

export function shingles(text: string, { size = 5, masked = false } = {}): Set<string> {
  const w = words(text, { masked });
  const out = new Set<string>();
  for (let i = 0; i + size <= w.length; i += 1) out.add(w.slice(i, i + size).join(' '));
  return out;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 1 : shared / union;
}

export interface PairScore {
  a: string;
  b: string;
  j: number;
}

/** Every pair of the named texts with its Jaccard, least alike first. */
export function pairScores(sets: ReadonlyArray<{ name: string; set: ReadonlySet<string> }>): PairScore[] {
  const pairs: PairScore[] = [];
  for (let i = 0; i < sets.length; i += 1) {
    for (let k = i + 1; k < sets.length; k += 1) {
      const a = sets[i];
      const b = sets[k];
      if (a && b) pairs.push({ a: a.name, b: b.name, j: jaccard(a.set, b.set) });
    }
  }
  return pairs.sort((x, y) => x.j - y.j);
}
