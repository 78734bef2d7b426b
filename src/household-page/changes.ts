/**
 * What a household can change on its own page (issue 23), shared by the database entity, the server and
 * the back office's history: its contact fields, and its choice about mail.
 */

/** The fields a household may correct itself: its phone number and its address. */
export const CONTACT_FIELDS = ['phone', 'street', 'houseNumber', 'postalCode', 'city'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** A correction: each changed field with its value before and after. */
export type ContactChanges = Partial<Record<ContactField, { from: string | null; to: string }>>;

export const HOUSEHOLD_CHANGE_KINDS = ['contact', 'mail-stopped', 'mail-resumed'] as const;
export type HouseholdChangeKind = (typeof HOUSEHOLD_CHANGE_KINDS)[number];
