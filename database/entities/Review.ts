import { defineEntity, p } from '@mikro-orm/core';
import { ADMIN_LIMITS } from '../../src/admin/limits.ts';
import { AFTERCARE_LIMITS } from '../../src/aftercare/limits.ts';
import { REVIEW_STATUSES } from '../../src/aftercare/reviews.ts';
import { Order } from './Order.ts';

/**
 * A household's review of its installed softener (issue 44 item 6): one per order, written and edited on
 * its page, with its consent to publication (`publish`), moderated by staff. Shown on the site only while
 * published and consented (src/aftercare/reviews.ts); erased with the household, and at once when it asks
 * to erase everything.
 */
const ReviewSchema = defineEntity({
  name: 'Review',
  tableName: 'reviews',
  properties: {
    id: p.integer().primary().autoincrement(),
    order: () => p.oneToOne(Order).owner().deleteRule('cascade'),
    rating: p.integer(),
    text: p.string().length(AFTERCARE_LIMITS.reviewText),
    publish: p.boolean(),
    status: p.enum(REVIEW_STATUSES).columnType('varchar(10)').default('pending'),
    moderatedByName: p.string().length(ADMIN_LIMITS.username).nullable(),
    moderatedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ name: 'reviews_status_index', properties: ['status', 'createdAt'] }],
  checks: [{ name: 'reviews_rating_check', expression: '"rating" >= 1 and "rating" <= 5' }],
});

export class Review extends ReviewSchema.class {}
ReviewSchema.setClass(Review);
