/** Server-only: canonical, hreflang twins, Open Graph and JSON-LD of a French place page. */
import { usePageContext } from 'vike-react/usePageContext';
import { SeoHead } from '../../../../src/components/seo/SeoHead.tsx';
import { frenchPlaceHead } from '../../../../src/places/french-page.ts';
import { frenchPlaceBySlug } from '../../../../src/places/french.ts';

export default function Head() {
  const { routeParams } = usePageContext();
  const place = frenchPlaceBySlug(routeParams.slug ?? '');
  return place ? <SeoHead tags={frenchPlaceHead(place)} /> : null;
}
