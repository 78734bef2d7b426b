import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { type PlacePageData, placePageData } from '../../../src/places/page.ts';
import { placeBySlug } from '../../../src/places/places.ts';

export default function data(pageContext: PageContextServer): PlacePageData {
  const place = placeBySlug(pageContext.routeParams.slug ?? '');
  if (!place) throw render(404);
  return placePageData(place);
}
