/**
 * The funnel (issues 24 and 33): of the households of one cohort (the month they signed up, Brussels
 * time; a round's cohort slots in beside it, issue 35), how many got a proposal, how many accepted one,
 * and of those how many withdrew or had their order cancelled. Each step is a part of the step before
 * (a proposal needs a signup, an acceptance a proposal, a withdrawal an acceptance), so no step ever
 * reads above 100 % of the one before. Whether the address was confirmed is a side figure, a share of
 * the signups, not a step: staff may send a proposal to a household they called without its confirmation.
 * Counted per household; erased households still count (server/services/funnel.ts keeps their numbers).
 */
export interface FunnelCounts {
  /** The cohort: YYYY-MM of the signups. */
  month: string;
  signups: number;
  confirmed: number;
  proposed: number;
  accepted: number;
  withdrawn: number;
  cancelled: number;
}

export interface FunnelMonth extends FunnelCounts {
  /** Percentages, null when dividing by 0: each step of the step before; `confirmed` and `overall` of the signups. */
  conversion: {
    confirmed: number | null;
    proposed: number | null;
    accepted: number | null;
    overall: number | null;
    withdrawn: number | null;
    cancelled: number | null;
  };
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

export function funnelMonth(counts: FunnelCounts): FunnelMonth {
  return {
    ...counts,
    conversion: {
      confirmed: ratio(counts.confirmed, counts.signups),
      proposed: ratio(counts.proposed, counts.signups),
      accepted: ratio(counts.accepted, counts.proposed),
      overall: ratio(counts.accepted, counts.signups),
      withdrawn: ratio(counts.withdrawn, counts.accepted),
      cancelled: ratio(counts.cancelled, counts.accepted),
    },
  };
}
