import { defineEntity, p } from '@mikro-orm/core';
import { CANCEL_REASONS, ORDER_STATUSES } from '../../src/orders/lifecycle.ts';
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
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
  indexes: [{ name: 'orders_status_index', properties: ['status'] }],
});

export class Order extends OrderSchema.class {}
OrderSchema.setClass(Order);
