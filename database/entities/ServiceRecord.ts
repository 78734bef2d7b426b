import { defineEntity, p } from '@mikro-orm/core';
import { ADMIN_LIMITS } from '../../src/admin/limits.ts';
import { Order } from './Order.ts';

/** A service of an installed softener (issue 44 item 4), recorded by the installer or staff: the next date runs from it. Kept with the order. */
const ServiceRecordSchema = defineEntity({
  name: 'ServiceRecord',
  tableName: 'service_records',
  properties: {
    id: p.integer().primary().autoincrement(),
    order: () => p.manyToOne(Order).deleteRule('cascade'),
    servicedOn: p.string().columnType('date'),
    note: p.string().length(500).nullable(),
    recordedByName: p.string().length(ADMIN_LIMITS.username + 20),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
  indexes: [{ name: 'service_records_order_serviced_on_index', properties: ['order', 'servicedOn'] }],
});

export class ServiceRecord extends ServiceRecordSchema.class {}
ServiceRecordSchema.setClass(ServiceRecord);
