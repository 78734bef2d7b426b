import { defineEntity, p } from '@mikro-orm/core';
import { ADMIN_LIMITS } from '../../src/admin/limits.ts';
import { CANCEL_REASONS, ORDER_ACTORS, ORDER_STATUSES } from '../../src/orders/lifecycle.ts';
import { PROPOSAL_LIMITS } from '../../src/proposals/schema.ts';
import { Order } from './Order.ts';

/** One step of an order: from what to what, who took it (its kind and name), why, when. Erased with the order. */
const OrderEventSchema = defineEntity({
  name: 'OrderEvent',
  tableName: 'order_events',
  properties: {
    id: p.integer().primary().autoincrement(),
    order: () => p.manyToOne(Order).deleteRule('cascade').index(),
    /** Null for the order's creation (the acceptance). */
    fromStatus: p.enum(ORDER_STATUSES).columnType('varchar(20)').nullable(),
    toStatus: p.enum(ORDER_STATUSES).columnType('varchar(20)'),
    actorKind: p.enum(ORDER_ACTORS).columnType('varchar(10)'),
    actorName: p.string().length(ADMIN_LIMITS.username),
    reason: p.enum(CANCEL_REASONS).columnType('varchar(30)').nullable(),
    note: p.string().length(PROPOSAL_LIMITS.note).nullable(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});

export class OrderEvent extends OrderEventSchema.class {}
OrderEventSchema.setClass(OrderEvent);
