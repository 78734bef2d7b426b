/**
 * A lead's values, field by field: the shape that browser and server code share (the back office's list
 * and CSV, the household's page, the mails, the API). The table itself is defined once, by the entity
 * database/entities/Lead.ts; database/lead-record.ts checks at compile time that the entity holds exactly
 * these fields with these types, so that the two cannot drift: a field added to the entity is added here
 * too, where the compiler says (docs/architecture.md, "Adding a field to the lead").
 */
import type { Locale } from '../i18n/locale.ts';
import type { LeadStatus } from './status.ts';

/** A lead's values as stored: strings, numbers, booleans, Dates, and null or undefined where nullable. */
export interface LeadValues {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  street: string | null | undefined;
  houseNumber: string | null | undefined;
  postalCode: string;
  city: string;
  waterSoftenerType: string;
  hasWifi: boolean;
  sourceUrl: string | null | undefined;
  status: LeadStatus;
  utmSource: string | null | undefined;
  utmMedium: string | null | undefined;
  utmCampaign: string | null | undefined;
  landingPage: string | null | undefined;
  privacyVersion: string;
  language: Locale;
  /** The phone number in E.164, written by PostgreSQL (database/lead-phone.ts). */
  phoneE164: string | null | undefined;
  createdAt: Date;
  /** The latest of the signup, a status change and a staff note: the retention period counts from here. */
  lastContactAt: Date;
  /** When the household first opened its own page (double opt-in); null until then. */
  confirmedAt: Date | null | undefined;
  /** When the household asked for no more mail; null: mail as usual. */
  mailStoppedAt: Date | null | undefined;
  /**
   * When the household asked to erase everything while an order had to be kept for the seller's legal
   * duties (decision 046): what was not needed was erased then; null otherwise.
   */
  erasureRequestedAt: Date | null | undefined;
  /** Raised by every status change and staff note: the REST `ETag`. */
  version: number;
}

/** The name of each field of a lead. */
export type LeadField = keyof LeadValues;

/** A value as the JSON of the API carries it: a time as ISO 8601 text (UTC), absent as null. */
type JsonValue<T> = T extends Date ? string : T extends undefined ? null : T;

/** A lead as JSON (every API answer about a lead is a subset of this). */
export type LeadJson = { [K in LeadField]: JsonValue<LeadValues[K]> };
