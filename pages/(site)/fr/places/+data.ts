import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { frenchPlacePageData } from '../../../../src/places/french-page.ts';
import { frenchPlaceBySlug } from '../../../../src/places/french.ts';
import type { PlacePageData } from '../../../../src/places/page.ts';

export default function data(pageContext: PageContextServer): PlacePageData {
  const place = frenchPlaceBySlug(pageContext.routeParams.slug ?? '');
  if (!place) throw render(404);
  return frenchPlacePageData(place);
}
