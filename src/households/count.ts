/**
 * How the number of households that signed up is shown (decision 022): only from a threshold on, and
 * rounded down, so a page never claims more than the leads prove, nor a crowd of a handful.
 */

/** Below this many households no page mentions a number. */
export const HOUSEHOLDS_SHOWN_FROM = 50;

/** The figure a page may show for `count` households (rounded down), or null below the threshold. */
export function shownHouseholdCount(count: number): number | null {
  if (!Number.isFinite(count) || count < HOUSEHOLDS_SHOWN_FROM) return null;
  const step = count < 1000 ? 10 : count < 10_000 ? 100 : 1000;
  return Math.floor(count / step) * step;
}

/** The answer of `GET /api/households` and of the procedure `households.count`. */
export interface HouseholdCount {
  /** The figure to show (already rounded down), or null: show none. */
  households: number | null;
}

export const HOUSEHOLD_COUNT_PATH = '/api/households';
