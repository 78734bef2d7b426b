/** Server-only (vike-react renders +Head on the server): the SEO code never reaches the browser. */
import { usePageContext } from 'vike-react/usePageContext';
import { SeoHead } from '../../../src/components/seo/SeoHead.tsx';
import { placeBySlug } from '../../../src/places/places.ts';
import { placeHead } from '../../../src/places/seo.ts';

export default function Head() {
  const { routeParams } = usePageContext();
  const place = placeBySlug(routeParams.slug ?? '');
  return place ? <SeoHead tags={placeHead(place)} /> : null;
}
