/**
 * A round of the group purchase and its phase (issue 35): the phase follows from the round's dates and the
 * clock, nothing else. Moments (registration opens and closes) are instants; the later dates are calendar
 * days in Brussels: proposals go out from the start of `proposalsFrom`, hold until the end of
 * `proposalsValidUntil`, installations are due by the end of `installationsDueBy`. A date not (yet)
 * planned is skipped: the round stays in the phase before the next date that is known.
 */
import { brusselsClock } from '../admin/format.ts';

export type RoundPhase = 'announced' | 'registration' | 'priceRound' | 'proposals' | 'installations' | 'closed';

/** A round's dates as the API carries them: instants as ISO 8601 text, days as `YYYY-MM-DD`. */
export interface RoundDates {
  registrationOpensAt: string;
  registrationClosesAt: string;
  proposalsFrom: string | null;
  proposalsValidUntil: string | null;
  installationsDueBy: string | null;
}

const DAY_MS = 86_400_000;

/**
 * The instant a wall-clock time in Brussels (`YYYY-MM-DDTHH:mm`, as a datetime-local field gives it)
 * stands for. A time the spring change skips (02:30) reads as the hour after; one the autumn change
 * repeats, as its first occurrence.
 */
export function brusselsMoment(local: string): Date {
  const wall = Date.parse(`${local.slice(0, 16)}:00Z`);
  const offsetAt = (ms: number) => brusselsClock(new Date(ms)).getTime() - ms;
  return new Date(wall - offsetAt(wall - offsetAt(wall)));
}

/** The instant a calendar day (`YYYY-MM-DD`) starts in Brussels: midnight there, whatever the season. */
export function startOfDayInBrussels(day: string): Date {
  return brusselsMoment(`${day}T00:00`);
}

/** The instant a calendar day ends in Brussels: the start of the next one (23 or 25 hours later on a DST day). */
export function endOfDayInBrussels(day: string): Date {
  const next = new Date(Date.parse(`${day}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return startOfDayInBrussels(next);
}

/** When each phase starts (null: not planned); the first phase, 'announced', has no start. */
function phaseStarts(round: RoundDates): Record<Exclude<RoundPhase, 'announced'>, Date | null> {
  return {
    registration: new Date(round.registrationOpensAt),
    priceRound: new Date(round.registrationClosesAt),
    proposals: round.proposalsFrom ? startOfDayInBrussels(round.proposalsFrom) : null,
    installations: round.proposalsValidUntil ? endOfDayInBrussels(round.proposalsValidUntil) : null,
    closed: round.installationsDueBy ? endOfDayInBrussels(round.installationsDueBy) : null,
  };
}

/** The phase of a round at `now`: the last phase whose start has passed. */
export function roundPhase(round: RoundDates, now: Date): RoundPhase {
  let phase: RoundPhase = 'announced';
  for (const [next, start] of Object.entries(phaseStarts(round)) as Array<[RoundPhase, Date | null]>) {
    if (start && now.getTime() >= start.getTime()) phase = next;
  }
  return phase;
}

/** Whether households of its area can register for the round at `now`. */
export function isRegistrationOpen(round: RoundDates, now: Date): boolean {
  return now.getTime() >= Date.parse(round.registrationOpensAt) && now.getTime() < Date.parse(round.registrationClosesAt);
}

/** The next moment after `now` at which the phase of one of `rounds` changes, or null. */
export function nextPhaseChange(rounds: readonly RoundDates[], now: Date): Date | null {
  let next: Date | null = null;
  for (const round of rounds) {
    for (const start of Object.values(phaseStarts(round))) {
      if (start && start.getTime() > now.getTime() && (!next || start.getTime() < next.getTime())) next = start;
    }
  }
  return next;
}

/** The field of each phase's start, and what is said when it comes before the start of the phase before it. */
const START_FIELDS = {
  priceRound: ['registrationClosesAt', 'Inschrijving sluit: na de opening'],
  proposals: ['proposalsFrom', 'Voorstellen vanaf: een dag na het sluiten van de inschrijving'],
  installations: ['proposalsValidUntil', 'Voorstellen geldig tot: niet voor de voorstellen vertrekken of de inschrijving sluit'],
  closed: ['installationsDueBy', 'Installaties klaar tegen: niet voor de voorstellen aflopen'],
} as const satisfies Record<Exclude<RoundPhase, 'announced' | 'registration'>, readonly [keyof RoundDates, string]>;

/**
 * Why a round's dates cannot stand, in Dutch (staff and API clients read it), keyed by field; empty when
 * they can: every planned phase starts after the one before it (the registration closes after it opens;
 * proposals may go out from the closing moment on).
 */
export function roundDateErrors(round: RoundDates): Partial<Record<keyof RoundDates, string>> {
  const errors: Partial<Record<keyof RoundDates, string>> = {};
  const starts = phaseStarts(round);
  let previous = starts.registration;
  for (const [phase, [field, message]] of Object.entries(START_FIELDS) as Array<[keyof typeof START_FIELDS, readonly [keyof RoundDates, string]]>) {
    const start = starts[phase];
    if (!start) continue;
    // The price round may follow the registration at once; every later phase must last.
    const tooEarly = phase === 'proposals' ? start.getTime() < (previous?.getTime() ?? 0) : start.getTime() <= (previous?.getTime() ?? 0);
    if (tooEarly) errors[field] = message;
    previous = start;
  }
  return errors;
}
