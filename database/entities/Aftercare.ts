import { defineEntity, p } from '@mikro-orm/core';
import type { SellerTerms } from '../../src/seller-terms/schema.ts';
import { Order } from './Order.ts';

/**
 * An installed softener's aftercare record (issue 44): created in the installation's transaction, it
 * registers the warranty and keeps the seller's terms as they stood that day (a later change of terms
 * takes nothing from a household: the guarantee, the servicing interval, the salt allowance and the
 * filter it was sold with), whether the PFAS filter was handed over (the installer ticks it; the
 * household may say it did not get it), and which reminders went out, so that each goes once. The
 * serial number and the installation day stay the order's. Kept and erased with the order.
 */
const AftercareSchema = defineEntity({
  name: 'Aftercare',
  tableName: 'aftercare',
  properties: {
    id: p.integer().primary().autoincrement(),
    order: () => p.oneToOne(Order).owner().deleteRule('cascade'),
    /** The seller's terms on the installation day (src/seller-terms/schema.ts), or null when none were recorded. */
    terms: p.json<SellerTerms>().nullable(),
    /** Months between two services: the terms' interval, else the spec's 24 (src/aftercare/servicing.ts). */
    serviceIntervalMonths: p.integer(),
    registeredAt: p.datetime().columnType('timestamptz'),
    filterHandedOverAt: p.datetime().columnType('timestamptz').nullable(),
    /** The household said on its page that it did not get the filter. */
    filterMissingAt: p.datetime().columnType('timestamptz').nullable(),
    /** The service date whose six-week reminder went out (each date is reminded of once). */
    serviceRemindedFor: p.string().columnType('date').nullable(),
    /** The invitation to write a review (once). */
    reviewInvitedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
  checks: [{ name: 'aftercare_service_interval_months_check', expression: '"service_interval_months" >= 1 and "service_interval_months" <= 120' }],
});

export class Aftercare extends AftercareSchema.class {}
AftercareSchema.setClass(Aftercare);
