/**
 * Lead statuses and their Dutch labels (spec section 4). The database holds one of these for every lead
 * (a CHECK constraint; a new lead is 'new'), so no stored value needs reading as another.
 */

export const LEAD_STATUSES = ['new', 'contacted', 'followup', 'converted', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Nieuw',
  contacted: 'Gecontacteerd',
  followup: 'Follow-up',
  converted: 'Klant geworden',
  lost: 'Niet geïnteresseerd',
};

export function statusLabel(status: LeadStatus): string {
  return LEAD_STATUS_LABELS[status];
}
