import type { LeadJson } from '../leads/lead-values.ts';

/**
 * The fields of a lead in the list, the CSV and the spec's `GET /api/admin/leads` (spec section 7, in
 * its order), and when the household confirmed its address (issue 23: ISO 8601, or null). Their types
 * come from src/leads/lead-values.ts, which the entity (database/entities/Lead.ts) is checked against.
 */
export const LEAD_ROW_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'postalCode',
  'city',
  'waterSoftenerType',
  'status',
  'createdAt',
  'confirmedAt',
  // Beyond the spec (issue 25): the language the household signed up in, which its mails are written in.
  'language',
  // Issue 35: the round it belongs to (null: waiting for the next round).
  'roundId',
] as const satisfies ReadonlyArray<keyof LeadJson>;

export type LeadRowField = (typeof LEAD_ROW_FIELDS)[number];

/** A lead as the list, the CSV and the REST API show it (times as ISO 8601 text, UTC). */
export type LeadRow = Pick<LeadJson, LeadRowField>;
