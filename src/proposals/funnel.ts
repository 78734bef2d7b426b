/**
 * The proposals' funnel per month (issue 24): of the households that signed up in a month (Brussels
 * time), how many confirmed their address, how many got a proposal, how many accepted one; with the
 * conversion of each step from the one before. Counted per household, so a second proposal to the same
 * lead does not count twice. Staff may send a proposal to an unconfirmed lead (they called it), so a step
 * can exceed the one before it: the conversion then reads above 100%, which is the truth.
 */
export interface FunnelCounts {
  month: string;
  signups: number;
  confirmed: number;
  proposed: number;
  accepted: number;
}

export interface FunnelMonth extends FunnelCounts {
  /** confirmed / signups, proposed / confirmed, accepted / proposed, accepted / signups; null when dividing by 0. */
  conversion: { confirmed: number | null; proposed: number | null; accepted: number | null; overall: number | null };
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

export function funnelMonth(counts: FunnelCounts): FunnelMonth {
  return {
    ...counts,
    conversion: {
      confirmed: ratio(counts.confirmed, counts.signups),
      proposed: ratio(counts.proposed, counts.confirmed),
      accepted: ratio(counts.accepted, counts.proposed),
      overall: ratio(counts.accepted, counts.signups),
    },
  };
}
