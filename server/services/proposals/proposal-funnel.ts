/**
 * The funnel (src/proposals/funnel.ts), in SQL: each lead counted once in its cohort, with whether it
 * confirmed, got a proposal and accepted one. One query, grouped by the month of signup (Brussels time,
 * newest first) or by round (every round, the latest registration first, then the leads in no round).
 */
import type { Em } from '../../../database/orm.ts';
import { type FunnelCounts, type FunnelGrouping, type FunnelMonth, type FunnelRound, withConversion } from '../../../src/proposals/funnel.ts';
import { TIME_ZONE } from '../../../src/time-zone.ts';

const COHORTS: Record<FunnelGrouping, { key: string; order: string; params: unknown[] }> = {
  month: { key: `to_char(date_trunc('month', l."created_at" at time zone ?), 'YYYY-MM')`, order: '"cohort" desc', params: [TIME_ZONE] },
  round: { key: `l."round_id"::text`, order: '1', params: [] },
};

async function cohortCounts(em: Em, by: FunnelGrouping): Promise<Array<FunnelCounts & { cohort: string | null }>> {
  const cohort = COHORTS[by];
  return em.execute(
    `select ${cohort.key} as "cohort",
       count(*)::int as "signups",
       count(*) filter (where l."confirmed_at" is not null)::int as "confirmed",
       count(*) filter (where exists (select 1 from "proposals" p where p."lead_id" = l."id"))::int as "proposed",
       count(*) filter (where exists (select 1 from "proposals" p where p."lead_id" = l."id" and p."status" = 'accepted'))::int as "accepted"
     from "leads" l
     group by 1
     order by ${cohort.order}`,
    cohort.params,
  );
}

const countsOf = (row: FunnelCounts): FunnelCounts => ({ signups: row.signups, confirmed: row.confirmed, proposed: row.proposed, accepted: row.accepted });

/** Per month of signup (GET /api/admin/stats/funnel). */
export async function proposalFunnel(em: Em): Promise<FunnelMonth[]> {
  return (await cohortCounts(em, 'month')).map((row) => withConversion({ month: row.cohort ?? '', ...countsOf(row) }));
}

/** Per round, side by side (GET /api/admin/stats/funnel?by=round): every round, with its name, even without leads. */
export async function roundFunnel(em: Em): Promise<FunnelRound[]> {
  const [rows, rounds] = await Promise.all([
    cohortCounts(em, 'round'),
    em.execute<Array<{ id: number; name: string }>>(`select "id", "name" from "rounds" order by "registration_opens_at" desc, "id" desc`),
  ]);
  const byCohort = new Map(rows.map((row) => [row.cohort, countsOf(row)]));
  const none = byCohort.get(null);
  const empty: FunnelCounts = { signups: 0, confirmed: 0, proposed: 0, accepted: 0 };
  return [
    ...rounds.map((round) => withConversion({ roundId: Number(round.id), name: round.name, ...(byCohort.get(String(round.id)) ?? empty) })),
    ...(none ? [withConversion({ roundId: null, name: null, ...none })] : []),
  ];
}
