import type { LeadStatus } from '../leads/status.ts';

/** A lead as the list, the CSV and the REST API show it: the spec's fields (section 7). */
export interface LeadRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postalCode: string;
  city: string;
  waterSoftenerType: string;
  status: LeadStatus;
  /** ISO 8601, UTC. */
  createdAt: string;
}
