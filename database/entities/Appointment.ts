import { defineEntity, p } from '@mikro-orm/core';
import { Order } from './Order.ts';

/**
 * The technical visit booked for an order (issue 34): one per order, kept when it moves, so that its
 * iCalendar `UID` stays and its `SEQUENCE` rises with every change (RFC 5545/5546); `cancelled` when the
 * household or the installer calls it off. Erased with the order.
 */
const AppointmentSchema = defineEntity({
  name: 'Appointment',
  tableName: 'appointments',
  properties: {
    id: p.integer().primary().autoincrement(),
    order: () => p.oneToOne(Order).owner().deleteRule('cascade'),
    uid: p.string().length(100).unique(),
    sequence: p.integer().default(0),
    startsAt: p.datetime().columnType('timestamptz').index(),
    endsAt: p.datetime().columnType('timestamptz'),
    status: p.enum(['booked', 'cancelled'] as const).columnType('varchar(10)').default('booked'),
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
});

export class Appointment extends AppointmentSchema.class {}
AppointmentSchema.setClass(Appointment);
