/**
 * The funnel (issue 24, by round since issue 35): of the households of a cohort, how many confirmed their
 * address, how many got a proposal, how many accepted one; with the conversion of each step from the one
 * before. A cohort is the month a household signed up in (Brussels time), or the round it belongs to
 * (`FUNNEL_GROUPINGS`). Counted per household, so a second proposal to the same lead does not count twice.
 * Staff may send a proposal to an unconfirmed lead (they called it), so a step can exceed the one before
 * it: the conversion then reads above 100%, which is the truth.
 */
export const FUNNEL_GROUPINGS = ['month', 'round'] as const;
export type FunnelGrouping = (typeof FUNNEL_GROUPINGS)[number];

export interface FunnelCounts {
  signups: number;
  confirmed: number;
  proposed: number;
  accepted: number;
}

export interface FunnelConversion {
  /** confirmed / signups, proposed / confirmed, accepted / proposed, accepted / signups; null when dividing by 0. */
  conversion: { confirmed: number | null; proposed: number | null; accepted: number | null; overall: number | null };
}

/** A month's cohort: 'YYYY-MM'. */
export type FunnelMonth = { month: string } & FunnelCounts & FunnelConversion;

/** A round's cohort (`roundId` null: the households in no round, waiting for the next). */
export type FunnelRound = { roundId: number | null; name: string | null } & FunnelCounts & FunnelConversion;

const ratio = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

export function withConversion<T extends FunnelCounts>(counts: T): T & FunnelConversion {
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
