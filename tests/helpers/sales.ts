/**
 * Fixtures of the sales tests (issue 33): an installer company written through the ORM, and the terms of
 * a proposal with an installation window a few weeks ahead (whatever the day the tests run).
 */
import { Installer } from '../../database/entities/index.ts';
import type { Database } from '../../database/orm.ts';
import { isoDateInBrussels } from '../../src/admin/format.ts';
import type { InstallerInput } from '../../src/installers/schema.ts';
import { REGIONS } from '../../src/places/data/places.ts';

const DAY_MS = 86_400_000;

/** The calendar day (Brussels) `days` from now. */
const daysAhead = (days: number) => isoDateInBrussels(new Date(Date.now() + days * DAY_MS));

/** A seller as staff enter one: a company number that passes the KBO checksum. */
export const SELLER: InstallerInput = {
  name: 'Waterwerken Peeters bv',
  companyNumber: '0123.456.749',
  address: 'Industrieweg 14, 2200 Herentals',
  phone: '+3214123456',
  email: 'verkoop@waterwerken-peeters.example',
  postalCodes: [],
  provinces: Object.keys(REGIONS) as InstallerInput['provinces'],
  active: true,
  depositPercent: 0,
  paymentDays: 14,
  returnCostEuro: 0,
};

/** Writes an installer (by default one that serves all of Belgium). */
export async function addInstaller(db: Database, fields: Partial<InstallerInput> = {}): Promise<Installer> {
  const em = db.orm.em.fork();
  const installer = em.create(Installer, { ...SELLER, ...fields });
  await em.flush();
  return installer;
}

/** The least a proposal needs: model, price, last day and installation window (its seller by default). */
export const TERMS = {
  model: '18L',
  priceEuro: 1890,
  validUntil: daysAhead(30),
  installationFrom: daysAhead(45),
  installationTo: daysAhead(59),
} as const;
