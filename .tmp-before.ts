import { PLACES } from '/work/wt/i41/src/places/places.ts';
import { FRENCH_PLACES } from '/work/wt/i41/src/places/french.ts';
import { isIndexable, ownWords, isFrenchIndexable, ownFrenchWords, INDEXABLE_FROM_WORDS } from '/work/wt/i41/src/places/indexing.ts';
for (const p of PLACES) console.log(`${p.path}\t${isIndexable(p) ? 'indexable' : `noindex: ${ownWords(p)} own words of ${INDEXABLE_FROM_WORDS.nl}`}`);
for (const p of FRENCH_PLACES) console.log(`${p.path}\t${isFrenchIndexable(p.slug) ? 'indexable' : `noindex: ${ownFrenchWords(p.slug)} own words of ${INDEXABLE_FROM_WORDS.fr}`}`);
