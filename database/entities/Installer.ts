import { defineEntity, p } from '@mikro-orm/core';
import { INSTALLER_LIMITS as L } from '../../src/installers/schema.ts';

/**
 * An installer company (issue 33, decision 043): the seller every proposal names, the party the
 * household's contract is with. Where it works (postal codes and/or provinces as ISO 3166-2 codes), and
 * the terms its proposals state (deposit, payment days, what a return after withdrawal costs). Never
 * deleted (proposals and orders keep pointing at it): staff deactivate it.
 */
const InstallerSchema = defineEntity({
  name: 'Installer',
  tableName: 'installers',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(L.name),
    /** KBO/BCE, as 0123.456.749 (src/installers/company-number.ts); one installer per company. */
    companyNumber: p.string().length(12),
    address: p.string().length(L.address),
    /** E.164. */
    phone: p.string().length(L.phone),
    email: p.string().length(L.email),
    postalCodes: p.json<string[]>(),
    /** ISO 3166-2:BE codes (BE-VOV, BE-BRU ...), the place pages' geo.region. */
    provinces: p.json<string[]>(),
    active: p.boolean().default(true),
    depositPercent: p.integer().default(0),
    paymentDays: p.integer().default(14),
    returnCostEuro: p.integer().default(0),
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
  uniques: [{ name: 'installers_company_number_unique', properties: ['companyNumber'] }],
  checks: [
    { name: 'installers_deposit_percent_check', expression: `"deposit_percent" >= 0 and "deposit_percent" <= ${L.depositPercentMax}` },
    { name: 'installers_payment_days_check', expression: `"payment_days" >= 0 and "payment_days" <= ${L.paymentDaysMax}` },
    { name: 'installers_return_cost_euro_check', expression: `"return_cost_euro" >= 0 and "return_cost_euro" <= ${L.returnCostEuroMax}` },
  ],
});

export class Installer extends InstallerSchema.class {}
InstallerSchema.setClass(Installer);
