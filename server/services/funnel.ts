/**
 * The funnel in SQL (src/proposals/funnel.ts): each lead counted once in its cohort, with whether it
 * confirmed, got a proposal, accepted one, withdrew, had its order cancelled; plus what erased leads of
 * that cohort counted (table `funnel_erasures`), so that an erasure, by the household, staff or the
 * retention purge, never rewrites a past month's sales. `keepFunnelCounts` runs in every erasure's
 * transaction, before the rows go: numbers only, no personal data.
 *
 * A cohort is a grouping of leads (`COHORTS`): the month of signup today; rounds (issue 35) add
 * `round` with its expression, and the funnel takes it as its `by`.
 */
import type { Em } from '../../database/orm.ts';
import { type FunnelMonth, funnelMonth } from '../../src/proposals/funnel.ts';
import { TIME_ZONE } from '../../src/time-zone.ts';

/** Each grouping's cohort of a lead `l`, as SQL with its parameters. */
const COHORTS = {
  month: { sql: `to_char(date_trunc('month', l."created_at" at time zone ?), 'YYYY-MM')`, params: [TIME_ZONE] },
} as const;
type Grouping = keyof typeof COHORTS;

/** What a lead `l` counts for, one column per step (0 or 1), in the order of the table's columns. */
const STEPS = {
  confirmed: `l."confirmed_at" is not null`,
  proposed: `exists (select 1 from "proposals" p where p."lead_id" = l."id")`,
  accepted: `exists (select 1 from "proposals" p where p."lead_id" = l."id" and p."status" = 'accepted')`,
  withdrawn: `exists (select 1 from "orders" o where o."lead_id" = l."id" and o."status" = 'withdrawn')`,
  cancelled: `exists (select 1 from "orders" o where o."lead_id" = l."id" and o."status" = 'cancelled')`,
} as const;
const STEP_NAMES = Object.keys(STEPS) as Array<keyof typeof STEPS>;

const counted = STEP_NAMES.map((step) => `count(*) filter (where ${STEPS[step]})::int as "${step}"`).join(', ');

/** Adds what the leads `leadIds` count for to the erased leads' numbers; call it before they are deleted. */
export async function keepFunnelCounts(tx: Em, leadIds: readonly number[]): Promise<void> {
  if (leadIds.length === 0) return;
  for (const [grouping, cohort] of Object.entries(COHORTS)) {
    await tx.execute(
      `insert into "funnel_erasures" ("grouping", "cohort", "signups", ${STEP_NAMES.map((step) => `"${step}"`).join(', ')})
       select ?, ${cohort.sql}, count(*)::int, ${counted} from "leads" l where l."id" in (${leadIds.map(() => '?').join(', ')}) group by 2
       on conflict ("grouping", "cohort") do update set "signups" = "funnel_erasures"."signups" + excluded."signups",
         ${STEP_NAMES.map((step) => `"${step}" = "funnel_erasures"."${step}" + excluded."${step}"`).join(', ')}`,
      [grouping, ...cohort.params, ...leadIds],
    );
  }
}

type Row = { cohort: string; signups: number } & Record<(typeof STEP_NAMES)[number], number>;

/** The funnel per cohort, newest first: the leads stored now and those erased. */
export async function proposalFunnel(em: Em, by: Grouping = 'month'): Promise<FunnelMonth[]> {
  const cohort = COHORTS[by];
  const sum = (column: string) => `coalesce(live."${column}", 0) + coalesce(gone."${column}", 0)`;
  const rows = await em.execute<Row[]>(
    `with live as (select ${cohort.sql} as "cohort", count(*)::int as "signups", ${counted} from "leads" l group by 1),
       gone as (select * from "funnel_erasures" where "grouping" = ?)
     select coalesce(live."cohort", gone."cohort") as "cohort", ${['signups', ...STEP_NAMES].map((column) => `${sum(column)}::int as "${column}"`).join(', ')}
     from live full join gone on gone."cohort" = live."cohort"
     order by 1 desc`,
    [...cohort.params, by],
  );
  return rows.map(({ cohort: month, ...counts }) => funnelMonth({ month, ...counts }));
}
