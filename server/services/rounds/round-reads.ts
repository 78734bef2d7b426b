/** Rounds as the pages, the public API and the back office read them (issue 35). */
import { Round } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import type { RoundSummary } from '../../../src/rounds/view.ts';

/** A round's dates and area as the API carries them (instants as ISO text, days as YYYY-MM-DD). */
export function roundSummary(round: Round): RoundSummary {
  return {
    id: round.id,
    name: round.name,
    provinces: [...round.provinces],
    postalCodes: [...round.postalCodes],
    registrationOpensAt: round.registrationOpensAt.toISOString(),
    registrationClosesAt: round.registrationClosesAt.toISOString(),
    proposalsFrom: round.proposalsFrom ?? null,
    proposalsValidUntil: round.proposalsValidUntil ?? null,
    installationsDueBy: round.installationsDueBy ?? null,
  };
}

/** Every round, first opening first. */
export async function roundSummaries(em: Em): Promise<RoundSummary[]> {
  const rounds = await em.find(Round, {}, { orderBy: { registrationOpensAt: 'asc', id: 'asc' } });
  return rounds.map(roundSummary);
}
