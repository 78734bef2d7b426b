import { defineEntity, p } from '@mikro-orm/core';
import { SupportRequest } from './SupportRequest.ts';

/** A time the seller offers for the visit of a request (issue 44), as VisitSlot for the technical visit; the household picks one. */
const SupportSlotSchema = defineEntity({
  name: 'SupportSlot',
  tableName: 'support_slots',
  properties: {
    id: p.integer().primary().autoincrement(),
    request: () => p.manyToOne(SupportRequest).deleteRule('cascade').index(),
    startsAt: p.datetime().columnType('timestamptz'),
    endsAt: p.datetime().columnType('timestamptz'),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
  checks: [{ name: 'support_slots_order_check', expression: '"ends_at" > "starts_at"' }],
});

export class SupportSlot extends SupportSlotSchema.class {}
SupportSlotSchema.setClass(SupportSlot);
