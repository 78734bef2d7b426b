import { defineEntity, p } from '@mikro-orm/core';
import { SELLER_TERMS_LIMITS as L, type SellerTerms as Terms } from '../../src/seller-terms/schema.ts';
import { Installer } from './Installer.ts';
import { staffChangeProperties } from './staff-change.ts';

/**
 * A seller's terms (issue 42 item 1, decision 057): one record per installer company, what its proposals
 * state and what the public pages may promise (src/seller-terms/schema.ts says what each group holds).
 * The groups are JSON, validated by the one zod schema before they are written; `null` where the seller
 * promises nothing of the kind. Who last changed them and when; every change is in the audit log.
 */
const SellerTermsSchema = defineEntity({
  name: 'SellerTerms',
  tableName: 'seller_terms',
  properties: {
    id: p.integer().primary().autoincrement(),
    installer: () => p.oneToOne(Installer).owner().deleteRule('cascade'),
    source: p.string().length(L.source),
    manufacturer: p.json<Terms['manufacturer']>().nullable(),
    guarantee: p.json<Terms['guarantee']>().nullable(),
    service: p.json<Terms['service']>().nullable(),
    servicingIntervalMonths: p.integer().nullable(),
    salt: p.json<Terms['salt']>().nullable(),
    pfasFilter: p.json<Terms['pfasFilter']>().nullable(),
    payment: p.json<Terms['payment']>().nullable(),
    ...staffChangeProperties(),
    updatedAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  checks: [{ name: 'seller_terms_servicing_interval_months_check', expression: `"servicing_interval_months" >= 1 and "servicing_interval_months" <= ${L.monthsMax}` }],
});

export class SellerTerms extends SellerTermsSchema.class {}
SellerTermsSchema.setClass(SellerTerms);
