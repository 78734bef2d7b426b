import { defineEntity, p } from '@mikro-orm/core';
import { CANCEL_REASONS, ORDER_STATUSES } from '../../src/orders/lifecycle.ts';
import { ORDER_NOTE_MAX } from '../../src/orders/schema.ts';
import { PROPOSAL_LIMITS } from '../../src/proposals/schema.ts';
import { Installer } from './Installer.ts';
import { Lead } from './Lead.ts';
import { Proposal } from './Proposal.ts';

/**
 * What an accepted proposal becomes (issue 33): a sales contract between the household and the seller
 * (an installer), with its lifecycle (src/orders/lifecycle.ts; every change through `transition()`,
 * which writes an OrderEvent). One per accepted proposal. Kept with its lead for the seller's legal
 * duties after the household asks to erase everything (decision 046); erased with the lead after that.
 */
const OrderSchema = defineEntity({
  name: 'Order',
  tableName: 'orders',
  properties: {
    id: p.integer().primary().autoincrement(),
    lead: () => p.manyToOne(Lead).deleteRule('cascade').index(),
    proposal: () => p.oneToOne(Proposal).owner().deleteRule('cascade'),
    installer: () => p.manyToOne(Installer).deleteRule('restrict').index(),
    status: p.enum(ORDER_STATUSES).columnType('varchar(20)').default('accepted'),
    acceptedAt: p.datetime().columnType('timestamptz'),
    /** The day the softener was installed: the withdrawal period runs 14 days from it. */
    installedOn: p.string().columnType('date').nullable(),
    withdrawnAt: p.datetime().columnType('timestamptz').nullable(),
    cancelledAt: p.datetime().columnType('timestamptz').nullable(),
    cancelReason: p.enum(CANCEL_REASONS).columnType('varchar(30)').nullable(),
    cancelNote: p.string().length(PROPOSAL_LIMITS.note).nullable(),
    /** Staff's notes for the installer (what it needs to know at the door); erased with the lead. */
    installerNote: p.string().length(ORDER_NOTE_MAX).nullable(),
    /** What the technical visit found (issue 34): its day, the measured hardness, whether it can go ahead and if not why. */
    visitedOn: p.string().columnType('date').nullable(),
    hardnessFh: p.decimal('number').columnType('numeric(4,1)').nullable(),
    suitable: p.boolean().nullable(),
    unsuitableReason: p.enum(CANCEL_REASONS).columnType('varchar(30)').nullable(),
    installationPlannedOn: p.string().columnType('date').nullable(),
    serialNumber: p.string().length(60).nullable(),
    /** The household asked for other times than the slots offered, with its message. */
    otherTimesAskedAt: p.datetime().columnType('timestamptz').nullable(),
    otherTimesNote: p.string().length(500).nullable(),
    /** How many times the household asked for other times on `otherTimesDay` (Brussels): a few a day (issue 43). */
    otherTimesDay: p.string().columnType('date').nullable(),
    otherTimesCount: p.smallint().default(0),
    /** After a withdrawal of an installed softener: the day the installer took it back (issue 43). */
    collectedOn: p.string().columnType('date').nullable(),
    /** The service levels whose breach staff were already mailed about (server/services/orders/deadlines.ts). */
    breachesMailed: p.json<string[]>().default('[]'),
    /** The installer's first contact: slots offered, or the visit booked or recorded (the first service level). */
    firstContactAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
  indexes: [
    { name: 'orders_status_index', properties: ['status'] },
    { name: 'orders_installer_status_index', properties: ['installer', 'status'] },
    {
      name: 'orders_open_accepted_index',
      expression: `create index "orders_open_accepted_index" on "orders" ("accepted_at", "id") where "status" in ('accepted', 'visit_planned', 'visited', 'installation_planned')`,
    },
  ],
  checks: [{ name: 'orders_hardness_fh_check', expression: '"hardness_fh" >= 0 and "hardness_fh" <= 100' }],
});

export class Order extends OrderSchema.class {}
OrderSchema.setClass(Order);
