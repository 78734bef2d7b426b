import { defineEntity, p } from '@mikro-orm/core';
import { SALT_DELIVERY_STATUSES } from '../../src/aftercare/salt.ts';
import { Order } from './Order.ts';

/**
 * Salt of the allowance (issue 44 item 5): asked for by the household (how much, the week that suits,
 * as its Monday), confirmed by the seller, delivered (the day and what was brought). Kept with the order.
 */
const SaltDeliverySchema = defineEntity({
  name: 'SaltDelivery',
  tableName: 'salt_deliveries',
  properties: {
    id: p.integer().primary().autoincrement(),
    order: () => p.manyToOne(Order).deleteRule('cascade').index(),
    kg: p.integer(),
    week: p.string().columnType('date'),
    status: p.enum(SALT_DELIVERY_STATUSES).columnType('varchar(10)').default('asked'),
    askedAt: p.datetime().columnType('timestamptz'),
    confirmedAt: p.datetime().columnType('timestamptz').nullable(),
    deliveredOn: p.string().columnType('date').nullable(),
    updatedAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    {
      name: 'salt_deliveries_open_index',
      expression: `create index "salt_deliveries_open_index" on "salt_deliveries" ("week", "id") where "status" in ('asked', 'confirmed')`,
    },
  ],
  checks: [{ name: 'salt_deliveries_kg_check', expression: '"kg" > 0' }],
});

export class SaltDelivery extends SaltDeliverySchema.class {}
SaltDeliverySchema.setClass(SaltDelivery);
