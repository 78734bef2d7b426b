/**
 * Reviews of households of the page's place (issue 44 item 6): the page part `reviews`. The build writes
 * it empty; the server writes the published, consented reviews of households there
 * (server/page-parts/reviews-part.ts). The browser adopts that HTML as it is.
 */
import type { ReviewsPartArgs } from '../../aftercare/review-html.ts';
import { markedPart } from '../../page-parts/markers.ts';
import { useStaticHtmlString } from '../static-html.ts';

export function PlaceReviews({ args }: { args: ReviewsPartArgs }) {
  const html = useStaticHtmlString(import.meta.env.SSR && markedPart('reviews', args, ''));
  return (
    <div className="container">
      <div className="place-reviews-part" {...html} />
    </div>
  );
}
