/**
 * The place pages' route: exactly the slugs of the data file (`/gent`, `/kortrijk`, ...). Any other
 * path falls through to the other pages or the 404 page.
 */
import { placeBySlug } from '../../../src/places/places.ts';

export default function route(pageContext: { urlPathname: string }) {
  const slug = pageContext.urlPathname.slice(1);
  return placeBySlug(slug) ? { routeParams: { slug } } : false;
}
