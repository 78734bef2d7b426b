import { defineEntity, p } from '@mikro-orm/core';

/**
 * What erased leads contributed to the funnel (issue 33 item 10), without personal data: per cohort
 * (`grouping` 'month': the month of signup in Brussels, `cohort` YYYY-MM; a grouping per round slots in
 * beside it), how many signed up, confirmed, got a proposal, accepted, withdrew and had an order
 * cancelled. Every erasure (staff, household, retention purge) adds its leads here in the transaction
 * that erases them, so that an erasure never rewrites a past month's sales (server/services/funnel.ts).
 */
const FunnelErasureSchema = defineEntity({
  name: 'FunnelErasure',
  tableName: 'funnel_erasures',
  properties: {
    grouping: p.string().length(10).primary(),
    cohort: p.string().length(40).primary(),
    signups: p.integer().default(0),
    confirmed: p.integer().default(0),
    proposed: p.integer().default(0),
    accepted: p.integer().default(0),
    withdrawn: p.integer().default(0),
    cancelled: p.integer().default(0),
  },
});

export class FunnelErasure extends FunnelErasureSchema.class {}
FunnelErasureSchema.setClass(FunnelErasure);
