/**
 * The pages' reviews follow the households (issue 44 item 6): an erasure (the household's, staff's, the
 * retention purge's) or a corrected address of a household whose review the site shows queues the page
 * part `reviews` to be written again, in the change's transaction, so that it leaves every page within the
 * job's wake-up.
 */
import type { Em } from '../../../database/orm.ts';
import { pagesChanged } from '../../page-parts/page-parts.ts';
import { SHOWN_REVIEW_SQL } from '../../page-parts/reviews-part.ts';

/** Queues the pages' rewrite if any of the leads `leadIds` has a review the site shows (before their rows change or go). */
export async function reviewsChange(tx: Em, leadIds: readonly number[]): Promise<void> {
  if (leadIds.length === 0) return;
  const rows = await tx.execute<Array<{ one: number }>>(
    `select 1 as "one" from "reviews" r join "orders" o on o."id" = r."order_id" where ${SHOWN_REVIEW_SQL} and o."lead_id" in (${leadIds.map(() => '?').join(', ')}) limit 1`,
    [...leadIds],
  );
  if (rows.length > 0) await pagesChanged(tx, 'reviews');
}
