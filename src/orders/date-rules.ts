/**
 * The days an order's dates may take (issue 43): the seller's dates decide the household's rights (the
 * withdrawal period runs from the installation), so none may fall outside the order's life. A visit,
 * a plan and an installation come on or after the acceptance, the installation on or after the visit;
 * what records the past (visited, installed, collected) is not in the future; a plan is from today up
 * to a sane horizon. One pure function, read by the services (the answer names the range) and the
 * installer's forms (the date pickers' bounds).
 */
import { addDays } from './dates.ts';

/** The days an order records or plans: the visit, the installation's plan, the installation, the collection. */
export type OrderDateField = 'visitedOn' | 'plannedOn' | 'installedOn' | 'collectedOn';

/** How far ahead a visit's slot or an installation may be planned (days). */
export const PLANNING_HORIZON_DAYS = 180;

/** What an order's dates are now (`YYYY-MM-DD`, Brussels). */
export interface OrderDates {
  acceptedOn: string;
  visitedOn: string | null;
  installedOn: string | null;
  /** The day of the withdrawal, if withdrawn. */
  withdrawnOn: string | null;
}

export interface DayRange {
  earliest: string;
  latest: string;
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The days `field` may take on `today`, given the order's other dates. */
export function allowedDays(field: OrderDateField, dates: OrderDates, today: string): DayRange {
  switch (field) {
    case 'visitedOn':
      // A correction of the visit cannot move it after the installation.
      return { earliest: dates.acceptedOn, latest: earlier(today, dates.installedOn ?? today) };
    case 'plannedOn':
      return { earliest: later(today, dates.visitedOn ?? dates.acceptedOn), latest: addDays(today, PLANNING_HORIZON_DAYS) };
    case 'installedOn':
      return { earliest: later(dates.acceptedOn, dates.visitedOn ?? dates.acceptedOn), latest: today };
    case 'collectedOn':
      return { earliest: dates.withdrawnOn ?? dates.installedOn ?? dates.acceptedOn, latest: today };
  }
}

/** The allowed range when `day` falls outside it, else null. */
export function dayOutOfRange(field: OrderDateField, day: string, dates: OrderDates, today: string): DayRange | null {
  const range = allowedDays(field, dates, today);
  return day < range.earliest || day > range.latest ? range : null;
}
