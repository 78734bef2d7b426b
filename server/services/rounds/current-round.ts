/**
 * Where the round stands for a place, for anyone (issue 35): `GET /api/rounds/current?place=<slug>`.
 * The same answer the pages' round part is written from (src/rounds/view.ts), as data.
 */
import type { Em } from '../../../database/orm.ts';
import type { RegionCode } from '../../../src/places/data/places.ts';
import { frenchPlaceBySlug } from '../../../src/places/french.ts';
import { placeBySlug } from '../../../src/places/places.ts';
import { type RoundPhase, roundPhase } from '../../../src/rounds/phase.ts';
import { placePhase, placeRounds, type RoundSummary } from '../../../src/rounds/view.ts';
import { DomainError } from '../domain-error.ts';
import { roundSummaries } from './round-reads.ts';

type PublicRound = RoundSummary & { phase: RoundPhase };

export interface CurrentRound {
  /** The place asked about, or null: the whole country. */
  place: string | null;
  /** Where the place stands: its open or running round's phase, 'announced' when only a next one is planned, or null. */
  phase: RoundPhase | null;
  /** The round open for the whole place, else the one past its registration and not yet closed. */
  round: PublicRound | null;
  /** Rounds open for a part of the place only (some postal codes; for the country: some provinces). */
  partial: PublicRound[];
  /** The next round planned there. */
  next: PublicRound | null;
}

/** The province of a place page's slug, Dutch (`gent`) or French (`hainaut`). */
function regionOfPlace(slug: string): RegionCode | undefined {
  return placeBySlug(slug)?.regionCode ?? frenchPlaceBySlug(slug)?.twin.regionCode;
}

export async function currentRound(em: Em, place: string | undefined, now: Date): Promise<CurrentRound> {
  const region = place === undefined ? null : regionOfPlace(place);
  if (region === undefined) throw new DomainError('placeNotFound', { place: place ?? '' });
  const rounds = placeRounds(await roundSummaries(em), region, now);
  const shown = (round: RoundSummary | null): PublicRound | null => (round ? { ...round, phase: roundPhase(round, now) } : null);
  return {
    place: place ?? null,
    phase: placePhase(rounds, now),
    round: shown(rounds.open ?? rounds.running),
    partial: rounds.partial.map((round) => ({ ...round, phase: roundPhase(round, now) })),
    next: shown(rounds.next),
  };
}
