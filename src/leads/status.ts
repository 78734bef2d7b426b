/** Lead statuses and their Dutch labels (spec section 4). A missing status counts as 'new'. */

export const LEAD_STATUSES = ['new', 'contacted', 'followup', 'converted', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Nieuw',
  contacted: 'Gecontacteerd',
  followup: 'Follow-up',
  converted: 'Klant geworden',
  lost: 'Niet geïnteresseerd',
};

function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** The status of a stored value: unknown or missing values are treated as 'new'. */
export function normalizeStatus(value: string | null | undefined): LeadStatus {
  return isLeadStatus(value) ? value : 'new';
}

export function statusLabel(value: string | null | undefined): string {
  return LEAD_STATUS_LABELS[normalizeStatus(value)];
}
