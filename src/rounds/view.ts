/**
 * Which rounds matter to a place at a moment (issue 35), as pure functions: what the public pages and
 * `GET /api/rounds/current` say about a place, and what the home page says about the whole country.
 */
import type { RegionCode } from '../places/data/places.ts';
import { coversPostalCode, coversRegion, isEverywhere, postalCodesIn, type RoundArea } from './area.ts';
import { isRegistrationOpen, type RoundDates, type RoundPhase, roundPhase } from './phase.ts';

/** A round as the API and the pages carry it. */
export interface RoundSummary extends RoundDates, RoundArea {
  id: number;
  name: string;
}

/** What matters to one place (or, without one, to the whole country) at a moment. */
export interface PlaceRounds {
  /** The round whose registration is open for the whole place. */
  open: RoundSummary | null;
  /** Without an open one: the latest round of the whole place past its registration and not yet closed. */
  running: RoundSummary | null;
  /** Rounds open for a part of the place only (some postal codes; for the country: some provinces). */
  partial: RoundSummary[];
  /** The next round announced for the place (or a part of it): the one that opens first. */
  next: RoundSummary | null;
}

const NO_ROUNDS: PlaceRounds = { open: null, running: null, partial: [], next: null };

/** `region` null: the whole country (the home page). */
export function placeRounds(rounds: readonly RoundSummary[], region: RegionCode | null, now: Date): PlaceRounds {
  if (rounds.length === 0) return NO_ROUNDS;
  const whole = (round: RoundSummary) => (region === null ? isEverywhere(round) : coversRegion(round, region));
  const part = (round: RoundSummary) => !whole(round) && (region === null || postalCodesIn(round, region).length > 0);
  const at = now.getTime();
  const open = rounds.filter((round) => isRegistrationOpen(round, now));
  const running = rounds
    .filter((round) => whole(round) && Date.parse(round.registrationClosesAt) <= at && roundPhase(round, now) !== 'closed')
    .sort((a, b) => Date.parse(b.registrationClosesAt) - Date.parse(a.registrationClosesAt));
  const next = rounds
    .filter((round) => (whole(round) || part(round)) && Date.parse(round.registrationOpensAt) > at)
    .sort((a, b) => Date.parse(a.registrationOpensAt) - Date.parse(b.registrationOpensAt));
  const openWhole = open.find(whole) ?? null;
  return {
    open: openWhole,
    running: openWhole ? null : (running[0] ?? null),
    partial: open.filter(part),
    next: next[0] ?? null,
  };
}

/** The phase the place is in: that of its open or running round, 'announced' when only a next one is planned. */
export function placePhase(rounds: PlaceRounds, now: Date): RoundPhase | null {
  const current = rounds.open ?? rounds.running;
  if (current) return roundPhase(current, now);
  return rounds.next ? 'announced' : null;
}

/**
 * The round a signup with this postal code joins at `now`: the one whose registration is open there,
 * else the next one announced there (the first to open), else none. `submit_lead` decides the same in
 * SQL (decision 049); this is its rule in TypeScript, which a test holds the function to.
 */
export function signupRound(rounds: readonly RoundSummary[], postalCode: string, now: Date): RoundSummary | null {
  const there = rounds.filter((round) => coversPostalCode(round, postalCode) && Date.parse(round.registrationClosesAt) > now.getTime());
  const open = there.filter((round) => isRegistrationOpen(round, now));
  const pool = open.length > 0 ? open : there;
  return [...pool].sort((a, b) => Date.parse(a.registrationOpensAt) - Date.parse(b.registrationOpensAt) || a.id - b.id)[0] ?? null;
}
