/**
 * A proposal's states (issue 24): `sent` waits for the household's answer; `accepted` and `declined` are
 * its answer; `expired` passed its last day unanswered; `withdrawn` was replaced by a newer proposal.
 * Only a `sent` one can still change, and only to one of the others.
 */
export const PROPOSAL_STATUSES = ['sent', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** Staff's labels (back office). The household's are in texts.ts. */
export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  sent: 'Verstuurd',
  accepted: 'Aanvaard',
  declined: 'Afgewezen',
  expired: 'Verlopen',
  withdrawn: 'Ingetrokken',
};

/**
 * Whether a proposal valid until `validUntil` (a calendar day) has ended at `today` (the calendar day in
 * Brussels, the household's time zone): it holds until the end of its last day.
 */
export function proposalEnded(validUntil: string, today: string): boolean {
  return today > validUntil;
}

/** Who a change made by the household itself is recorded as, in the lead's history (staff read it). */
export const HOUSEHOLD_ACTOR_NAME = 'Huishouden (eigen pagina)';
