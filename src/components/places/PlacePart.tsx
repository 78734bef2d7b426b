/**
 * A slot of the place part (issue 41): what the page says from its facts, written by the server from the
 * rows staff keep (server/page-parts/place-part.ts) and empty in the build, as a fresh install's pages
 * before the server has read them. The browser adopts that HTML as it is: neither the facts nor the code
 * that words them are in the page's JavaScript.
 */
import { markedPart } from '../../page-parts/markers.ts';
import { PLACE_PART, type PlacePartArgs } from '../../places/facts/facts-html.ts';
import { useStaticHtmlString } from '../static-html.ts';

export function PlacePart({ args, className }: { args: PlacePartArgs; className?: string }) {
  const html = useStaticHtmlString(import.meta.env.SSR && markedPart(PLACE_PART, args, ''));
  return <div className={className} {...html} />;
}
