/**
 * The reviews part (issue 44 item 6): the home page's testimonials and a place page's section, from the
 * reviews staff published and their households consent to show (src/aftercare/reviews.ts), of installed
 * orders only. A place page shows those of households whose address belongs to it (its municipality, or
 * its province: src/places/measured-hardness.ts). Written again by `pagesChanged(tx, 'reviews')` wherever
 * that set can change: a review published, hidden, edited or its consent taken back, a household's address
 * corrected, a household erased. It never changes by the clock alone.
 */
import type { Em } from '../../database/orm.ts';
import { isReviewsPartArgs, placeReviewsHtml, reviewSlidesHtml, type ShownReview } from '../../src/aftercare/review-html.ts';
import { reviewAuthor } from '../../src/aftercare/reviews.ts';
import { placePagesOfAddress } from '../../src/places/measured-hardness.ts';
import type { PagePart } from './page-part.ts';

/** The home page shows the newest this many; a place page this many of its own. */
const HOME_REVIEWS = 9;
const PLACE_REVIEWS = 6;

interface ReviewsData {
  all: ShownReview[];
  byPlace: Map<string, ShownReview[]>;
}

/** The SQL condition of a review the site shows (isReviewShown, of an installed order). */
export const SHOWN_REVIEW_SQL = `r."status" = 'published' and r."publish" and o."status" = 'installed'`;

async function load(em: Em): Promise<ReviewsData> {
  const rows = await em.execute<Array<{ rating: number; text: string; created_at: Date; first_name: string; last_name: string; city: string; postal_code: string; language: 'nl' | 'fr' }>>(
    `select r."rating", r."text", r."created_at", l."first_name", l."last_name", l."city", l."postal_code", l."language"
     from "reviews" r join "orders" o on o."id" = r."order_id" join "leads" l on l."id" = o."lead_id"
     where ${SHOWN_REVIEW_SQL} order by r."created_at" desc, r."id" desc`,
  );
  const byPlace = new Map<string, ShownReview[]>();
  const all = rows.map((row) => {
    const review: ShownReview = {
      rating: row.rating,
      text: row.text,
      author: reviewAuthor(row.first_name, row.last_name),
      city: row.city,
      month: `${new Date(row.created_at).toISOString().slice(0, 7)}-01`,
      language: row.language,
    };
    for (const slug of placePagesOfAddress(row.postal_code, row.city)) byPlace.set(slug, [...(byPlace.get(slug) ?? []), review]);
    return review;
  });
  return { all, byPlace };
}

export const reviewsPart: PagePart<ReviewsData> = {
  load,
  render(data, args) {
    if (!isReviewsPartArgs(args)) throw new Error(`reviews part: unexpected arguments ${JSON.stringify(args)}`);
    if (args.where === 'home') return reviewSlidesHtml(data.all.slice(0, HOME_REVIEWS), args.locale);
    return placeReviewsHtml((data.byPlace.get(args.place) ?? []).slice(0, PLACE_REVIEWS), args.locale, args.in);
  },
  nextChange: () => null,
};
