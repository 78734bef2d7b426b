/**
 * Maximum lengths of the lead's text fields. One home for them: the zod schema of the signup form
 * and the database columns (entities and migrations) both read these numbers.
 */
export const LEAD_LIMITS = {
  firstName: 100,
  lastName: 100,
  phone: 30,
  email: 254,
  street: 200,
  houseNumber: 20,
  postalCode: 4,
  city: 100,
  waterSoftenerType: 20,
  sourceUrl: 2000,
  status: 20,
  utm: 200,
  landingPage: 2000,
  /** The privacy statement's version date (src/site.ts), e.g. '15/10/2019'. */
  privacyVersion: 20,
} as const;
