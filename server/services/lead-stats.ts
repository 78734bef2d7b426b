/**
 * Statistics, computed in SQL. Months are calendar months in Brussels time: the month boundaries are
 * converted once per month (generate_series), and each month's leads are counted by a range on
 * `created_at` (indexed), so no time-zone conversion runs per lead. The counts are shaped by the pure
 * functions of src/admin/stats.ts.
 */
import type { Em } from '../../database/orm.ts';
import {
  type MonthCounts,
  type MonthlyStat,
  monthlyStat,
  type PageTotal,
  type SizeTotal,
  sizeTotals,
  topPages,
} from '../../src/admin/stats.ts';
import { LEGACY_LARGE_VALUE, SOFTENER_TYPES, type SoftenerType } from '../../src/leads/softeners.ts';
import { TIME_ZONE } from '../../src/time-zone.ts';
import type { LeadFilter } from '../../src/admin/schema.ts';
import { leadWhere } from './lead-query.ts';

const sizeColumn = (index: number) => `"size_${index}"`;

/** One row per month from the first lead's month to the last one's, newest first; `where` picks the leads. */
function monthCountsSql(where: string): string {
  const sizeCounts = SOFTENER_TYPES.map(
    (_, index) => `count(*) filter (where "water_softener_type" = ?)::int as ${sizeColumn(index)}`,
  ).join(',\n        ');
  return `
    with "bounds" as (
      select min("created_at") as "first", max("created_at") as "last" from "leads" where ${where}
    ), "months" as (
      select "local_start",
             "local_start" at time zone ? as "starts_at",
             ("local_start" + interval '1 month') at time zone ? as "ends_at"
      from "bounds",
           generate_series(date_trunc('month', "first" at time zone ?), "last" at time zone ?, interval '1 month') as "local_start"
    )
    select to_char("local_start", 'YYYY-MM') as "month", "counts".*
    from "months"
    cross join lateral (
      select count(*)::int as "count",
        count(*) filter (where "status" = 'converted')::int as "converted",
        count(*) filter (where "confirmed_at" is not null)::int as "confirmed",
        count(*) filter (where "water_softener_type" = ?)::int as "legacy_large",
        ${sizeCounts}
      from "leads"
      where "created_at" >= "months"."starts_at" and "created_at" < "months"."ends_at" and ${where}
    ) as "counts"
    order by "local_start" desc`;
}

type MonthRecord = { month: string; count: number; converted: number; confirmed: number; legacy_large: number } & Record<string, number>;

/** Which leads the statistics count: every lead, or one round's (issue 35). */
export interface StatsFilter {
  round: LeadFilter['round'];
}

const whereOf = (filter: StatsFilter) => leadWhere({ search: '', status: 'all', round: filter.round });

/** Leads per month and per stored size, newest month first. */
async function monthCounts(em: Em, filter: StatsFilter): Promise<MonthCounts[]> {
  const where = whereOf(filter);
  const rows = await em.execute<MonthRecord[]>(monthCountsSql(where.sql), [
    ...where.params,
    TIME_ZONE,
    TIME_ZONE,
    TIME_ZONE,
    TIME_ZONE,
    LEGACY_LARGE_VALUE,
    ...SOFTENER_TYPES,
    ...where.params,
  ]);
  return rows.map((row) => ({
    month: row.month,
    count: row.count,
    converted: row.converted,
    confirmed: row.confirmed,
    legacyLarge: row.legacy_large,
    bySize: Object.fromEntries(
      SOFTENER_TYPES.map((type, index) => [type, row[`size_${index}`] ?? 0]),
    ) as Record<SoftenerType, number>,
  }));
}

/** The spec's monthly rows (GET /api/admin/stats/monthly). */
export async function monthlyStats(em: Em, filter: StatsFilter = { round: 'all' }): Promise<MonthlyStat[]> {
  return (await monthCounts(em, filter)).map(monthlyStat);
}

/** Leads per page they arrived on: the landing page of the visit, else the page of the form. */
async function leadsPerPage(em: Em, filter: StatsFilter): Promise<PageTotal[]> {
  const where = whereOf(filter);
  const rows = await em.execute<Array<{ page: string; count: number }>>(
    `select coalesce("landing_page", "source_url") as "page", count(*)::int as "count"
     from "leads" where coalesce("landing_page", "source_url") is not null and ${where.sql} group by 1`,
    where.params,
  );
  return topPages(rows);
}

export interface StatsOverview {
  monthly: MonthlyStat[];
  sizes: SizeTotal[];
  topPages: PageTotal[];
  total: number;
  converted: number;
}

/** Everything the statistics tab shows, of every lead or of one round's. */
export async function statsOverview(em: Em, filter: StatsFilter = { round: 'all' }): Promise<StatsOverview> {
  const [months, pages] = await Promise.all([monthCounts(em, filter), leadsPerPage(em, filter)]);
  return {
    monthly: months.map(monthlyStat),
    sizes: sizeTotals(months),
    topPages: pages,
    total: months.reduce((sum, m) => sum + m.count, 0),
    converted: months.reduce((sum, m) => sum + m.converted, 0),
  };
}
