/** A household's own review (issue 44 item 6), as its page shows it. */
import { Review } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import type { ReviewStatus } from '../../../src/aftercare/reviews.ts';

export interface HouseholdReview {
  id: number;
  rating: number;
  text: string;
  publish: boolean;
  status: ReviewStatus;
  updatedAt: string;
}

export async function reviewOfOrder(em: Em, orderId: number): Promise<HouseholdReview | null> {
  const review = await em.findOne(Review, { order: orderId }, { refresh: true });
  return review ? { id: review.id, rating: review.rating, text: review.text, publish: review.publish, status: review.status, updatedAt: review.updatedAt.toISOString() } : null;
}
