/** How a place page names a source (the sources themselves: src/places/data/sources.ts). */
import { SOURCES, type SourceId } from './data/sources.ts';

/** 'HLN, 26/07/2019' or 'Aquaflanders, ongedateerd': how a page names a source. */
export function sourceLabel(id: SourceId): string {
  const { publisher, published } = SOURCES[id];
  if (!published) return `${publisher}, ongedateerd`;
  const [year, month, day] = published.split('-');
  return `${publisher}, ${[day, month, year].filter(Boolean).join('/')}`;
}
