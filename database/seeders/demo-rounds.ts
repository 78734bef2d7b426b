/**
 * Demo rounds (issue 35) for `npm run db:seed`: one closed, one open and one announced, around the
 * moment of seeding, and the demo leads spread over them by the rule a signup follows (the round open for
 * its place when it signed up, else the next one announced there: src/rounds/view.ts, `signupRound`).
 */
import { Round, RoundChange } from '../entities/index.ts';
import type { Em } from '../orm.ts';
import type { RegionCode } from '../../src/places/data/places.ts';
import { isoDateInBrussels } from '../../src/admin/format.ts';
import { signupRound } from '../../src/rounds/view.ts';
import { roundSummary } from '../../server/services/rounds/round-reads.ts';

const DAY_MS = 86_400_000;

/** The three rounds, in days from now. */
function demoRounds(now: number): Array<{ name: string; provinces: RegionCode[]; postalCodes: string[]; registrationOpensAt: Date; registrationClosesAt: Date; proposalsFrom: string | null; proposalsValidUntil: string | null; installationsDueBy: string | null }> {
  const at = (days: number) => new Date(now + days * DAY_MS);
  const day = (days: number) => isoDateInBrussels(at(days));
  return [
    {
      name: 'Voorjaar (demo, afgelopen)',
      provinces: [],
      postalCodes: [],
      registrationOpensAt: at(-240),
      registrationClosesAt: at(-180),
      proposalsFrom: day(-170),
      proposalsValidUntil: day(-140),
      installationsDueBy: day(-60),
    },
    {
      name: 'Najaar Antwerpen en Oost-Vlaanderen (demo)',
      provinces: ['BE-VAN', 'BE-VOV'],
      postalCodes: [],
      registrationOpensAt: at(-30),
      registrationClosesAt: at(20),
      proposalsFrom: day(30),
      proposalsValidUntil: day(60),
      installationsDueBy: day(150),
    },
    {
      name: 'Volgende ronde (demo, aangekondigd)',
      provinces: [],
      postalCodes: [],
      registrationOpensAt: at(45),
      registrationClosesAt: at(90),
      proposalsFrom: null,
      proposalsValidUntil: null,
      installationsDueBy: null,
    },
  ];
}

/** Writes the three rounds (unless the database has rounds already) and gives every lead without one its round. */
export async function insertDemoRounds(em: Em, now = new Date()): Promise<{ rounds: number; leads: number }> {
  let rounds = await em.find(Round, {});
  const made = rounds.length === 0;
  if (made) {
    rounds = demoRounds(now.getTime()).map((values) => em.create(Round, { ...values, createdByName: 'demo', createdAt: now, updatedAt: now }));
    for (const round of rounds) {
      em.create(RoundChange, { round, changes: { name: { from: null, to: round.name } }, changedByName: 'demo', createdAt: now });
    }
    await em.flush();
  }
  const summaries = rounds.map(roundSummary);
  const byRound = new Map<number, number[]>();
  let lastId = 0;
  for (;;) {
    const leads = await em.execute<Array<{ id: number; postal_code: string; created_at: Date | string }>>(
      `select "id", "postal_code", "created_at" from "leads" where "round_id" is null and "id" > ? order by "id" limit 5000`,
      [lastId],
    );
    if (leads.length === 0) break;
    for (const lead of leads) {
      const round = signupRound(summaries, lead.postal_code, new Date(lead.created_at));
      if (round) byRound.set(round.id, [...(byRound.get(round.id) ?? []), lead.id]);
    }
    lastId = leads[leads.length - 1]?.id ?? lastId;
  }
  let assigned = 0;
  for (const [roundId, ids] of byRound) {
    for (let from = 0; from < ids.length; from += 5000) {
      const chunk = ids.slice(from, from + 5000);
      await em.execute(`update "leads" set "round_id" = ? where "id" in (${chunk.map(() => '?').join(', ')})`, [roundId, ...chunk]);
      assigned += chunk.length;
    }
  }
  return { rounds: made ? rounds.length : 0, leads: assigned };
}
