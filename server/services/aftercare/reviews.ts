/**
 * Reviews from real households only (issue 44 item 6): a household whose softener is installed writes
 * one on its page (409 before), and edits it there; an edited text waits for staff again. Staff publish
 * or hide it; the site shows it only while published and consented to (src/aftercare/reviews.ts), through
 * the page part `reviews`, written again in the change's transaction wherever what is shown changes.
 */
import { Review } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import type { ReviewInput } from '../../../src/aftercare/household-schema.ts';
import { isReviewShown, reviewAuthor, type ReviewStatus } from '../../../src/aftercare/reviews.ts';
import { pagesChanged } from '../../page-parts/page-parts.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';
import { HOUSEHOLD_ACTOR } from '../household-page/household-erasure.ts';
import { householdSoftener } from './household-softener.ts';

/** The household writes or edits its review: `created` tells which (201 or 200). */
export function writeReview(em: Em, input: ReviewInput, now = new Date()): Promise<{ created: boolean; id: number }> {
  return em.transactional(async (tx) => {
    const { order } = await householdSoftener(tx, input.token, { lock: true });
    const existing = await tx.findOne(Review, { order: order.id });
    const wasShown = existing ? isReviewShown(existing) : false;
    let review: Review;
    if (existing) {
      // A new text or rating is read by staff again; taking consent back or giving it changes only what may be shown.
      if (existing.text !== input.text || existing.rating !== input.rating) existing.status = 'pending';
      Object.assign(existing, { rating: input.rating, text: input.text, publish: input.publish, updatedAt: now });
      review = existing;
    } else {
      review = tx.create(Review, { order, rating: input.rating, text: input.text, publish: input.publish, status: 'pending', createdAt: now, updatedAt: now });
    }
    await tx.flush();
    if (wasShown || isReviewShown(review)) await pagesChanged(tx, 'reviews');
    recordAudit(tx, { action: 'review.written', actor: HOUSEHOLD_ACTOR, leadId: order.lead.id, details: { reviewId: review.id, rating: input.rating, publish: input.publish, edited: Boolean(existing) } });
    await tx.flush();
    return { created: !existing, id: review.id };
  });
}

/** Staff publish (only with the household's consent: 409 without) or hide review `id`. */
export function moderateReview(em: Em, staff: string, id: number, to: 'published' | 'hidden', now = new Date()): Promise<{ id: number; status: ReviewStatus }> {
  return em.transactional(async (tx) => {
    const review = await tx.findOne(Review, { id }, { populate: ['order'] });
    if (!review) throw new DomainError('reviewNotFound');
    if (to === 'published' && !review.publish) throw new DomainError('reviewNotConsented');
    const wasShown = isReviewShown(review);
    review.status = to;
    review.moderatedByName = staff;
    review.moderatedAt = now;
    await tx.flush();
    if (wasShown !== isReviewShown(review)) await pagesChanged(tx, 'reviews');
    recordAudit(tx, { action: to === 'published' ? 'review.published' : 'review.hidden', actor: staff, leadId: review.order.lead.id, details: { reviewId: id } });
    await tx.flush();
    return { id, status: review.status };
  });
}

/** Every review for staff (of one status, or all), the newest first, as the site would name it. */
export async function reviewList(em: Em, status: ReviewStatus | null) {
  const rows = await em.execute<Array<{ id: number; order_id: number; lead_id: number; rating: number; text: string; publish: boolean; status: ReviewStatus; created_at: Date; updated_at: Date; moderated_by_name: string | null; first_name: string; last_name: string; city: string; installer_name: string; order_status: string }>>(
    `select r."id", r."order_id", o."lead_id", r."rating", r."text", r."publish", r."status", r."created_at", r."updated_at", r."moderated_by_name",
       l."first_name", l."last_name", l."city", i."name" as "installer_name", o."status" as "order_status"
     from "reviews" r join "orders" o on o."id" = r."order_id" join "leads" l on l."id" = o."lead_id" join "installers" i on i."id" = o."installer_id"
     ${status ? 'where r."status" = ?' : ''} order by r."updated_at" desc, r."id" desc limit 500`,
    status ? [status] : [],
  );
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      leadId: row.lead_id,
      rating: row.rating,
      text: row.text,
      publish: row.publish,
      status: row.status,
      shown: isReviewShown(row) && row.order_status === 'installed',
      author: reviewAuthor(row.first_name, row.last_name),
      city: row.city,
      installerName: row.installer_name,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
      moderatedBy: row.moderated_by_name,
    })),
  };
}
