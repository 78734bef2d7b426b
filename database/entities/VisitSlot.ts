import { defineEntity, p } from '@mikro-orm/core';
import { Order } from './Order.ts';

/** A time the installer (or staff) offers for the technical visit (issue 34); the household picks one. */
const VisitSlotSchema = defineEntity({
  name: 'VisitSlot',
  tableName: 'visit_slots',
  properties: {
    id: p.integer().primary().autoincrement(),
    order: () => p.manyToOne(Order).deleteRule('cascade').index(),
    startsAt: p.datetime().columnType('timestamptz'),
    endsAt: p.datetime().columnType('timestamptz'),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
  checks: [{ name: 'visit_slots_order_check', expression: '"ends_at" > "starts_at"' }],
});

export class VisitSlot extends VisitSlotSchema.class {}
VisitSlotSchema.setClass(VisitSlot);
