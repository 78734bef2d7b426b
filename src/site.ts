/**
 * Business constants and brand settings: one home for every claim, number, name and address shown to
 * visitors (spec sections 1 and 9). Change a value here and it changes everywhere; tests import it too.
 * Brand, product name, addresses and e-mail are placeholders until the client supplies the real ones.
 */

export const SITE = {
  /** Name of the site as shown in the header, footer, titles and e-mails. */
  name: 'Groepsaankoop Waterverzachters',
  tagline: 'Samen kopen, slim besparen op zacht water',
  /** The product as named in page titles and the place heroes ('{product} {place}'). */
  product: 'Waterverzachter',
  /** The manufacturer's brand label, shown after each size (e.g. '25L HydroBel'). Placeholder. */
  brand: 'HydroBel',
  email: 'info@groepsaankoop-waterverzachters.be',
  headOffice: { label: 'Hoofdkantoor', street: 'Industrieweg 12', postalCode: '2200', city: 'Herentals' },
  warehouse: { label: 'Magazijn', street: 'Atealaan 48', postalCode: '2200', city: 'Herentals' },
  /** The factory where the softeners are made ('Made in Belgium'). */
  factoryCity: 'Herentals',
  country: 'België',
  currency: 'EUR',
} as const;

/** The claims repeated across the marketing pages (spec section 1 and 9). */
export const CLAIMS = {
  savingsPerUnitEuro: { min: 400, max: 500 },
  savingsPercentMax: 40,
  warrantyYears: 20,
  maintenanceIntervalYears: 2,
  /** Online support through wifi and the app. */
  supportHours: '24/7',
  freeSaltYears: 2,
  saltUseKgPerMonth: { min: 1, max: 2 },
  pfasFilterValueEuro: 200,
  callWithinWorkingDays: 2,
  deliveryWeeks: { min: 2, max: 3 },
  hardnessThresholdDh: 15,
  roundIntervalMonths: { min: 2, max: 3 },
} as const;

/** Date of the privacy statement's version (spec section 2). */
export const PRIVACY_VERSION_DATE = '15/10/2019';
