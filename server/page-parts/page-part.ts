/**
 * A part of the pre-rendered pages whose content comes from the database (decision 048): the round a
 * place is in (issue 35), a place's measured hardness (issue 34) and its facts and indexing (issue 41). The build writes each part as its
 * data is on a fresh install, between markers (src/page-parts/markers.ts); the server writes it again
 * from the data: at start-up, when the data changes (`pagesChanged`, page-parts.ts), and when it would
 * read otherwise by the clock alone (`nextChange`, e.g. a round's registration closing).
 */
import type { Em } from '../../database/orm.ts';

export interface PagePart<Data> {
  /** Reads what the part shows, for every page at once. */
  load(em: Em): Promise<Data>;
  /** The part's HTML on one page (its arguments are those its marker carries), at `now`. No script. */
  render(data: Data, args: unknown, now: Date): string;
  /** The next moment after `now` at which `render` gives other HTML without a change of data, or null. */
  nextChange(data: Data, now: Date): Date | null;
  /**
   * Optional: what the part learns from every page as written (`pages`, HTML by path), before the pages
   * are written once more (the place part: which pages are too alike to be indexed). May change `data`.
   */
  settle?(data: Data, pages: ReadonlyMap<string, string>): void;
}
