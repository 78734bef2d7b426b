/**
 * The funnel after acceptance (issue 34 item 5), per month of acceptance (Brussels) and per installer:
 * accepted → visit planned → visited → installed, each step counting the orders that reached it or a
 * later one (so no step exceeds the one before), cancelled with its reasons counted, withdrawn, and the
 * median days between the steps (from the order's history, the first time it reached each).
 */
import type { Em } from '../../../database/orm.ts';
import { TIME_ZONE } from '../../../src/time-zone.ts';

export interface OrderFunnelRow {
  month: string;
  installerId: number;
  installerName: string;
  accepted: number;
  visitPlanned: number;
  visited: number;
  installed: number;
  cancelled: number;
  withdrawn: number;
  /** Cancellations by reason (`technical`, `noRoom` …). */
  cancelReasons: Record<string, number>;
  /** Median days from acceptance to the visit planned, from planned to visited, from visited to installed; null without any. */
  medianDays: { toVisitPlanned: number | null; toVisited: number | null; toInstalled: number | null };
}

interface Row {
  month: string;
  installer_id: number;
  installer_name: string;
  accepted: number;
  visit_planned: number;
  visited: number;
  installed: number;
  cancelled: number;
  withdrawn: number;
  to_planned: number | null;
  to_visited: number | null;
  to_installed: number | null;
}

const FIRST = (status: string) => `(select min(e."created_at") from "order_events" e where e."order_id" = o."id" and e."to_status" = '${status}')`;
const DAYS = (from: string, to: string) => `percentile_cont(0.5) within group (order by extract(epoch from (${to} - ${from})) / 86400)`;

export async function orderFunnel(em: Em): Promise<OrderFunnelRow[]> {
  const [rows, reasons] = await Promise.all([
    em.execute<Row[]>(
      `with steps as (
         select o."id", o."installer_id", o."status", o."accepted_at",
           to_char(date_trunc('month', o."accepted_at" at time zone ?), 'YYYY-MM') as "month",
           ${FIRST('visit_planned')} as "planned_at", ${FIRST('visited')} as "visited_at", ${FIRST('installed')} as "installed_at"
         from "orders" o)
       select s."month", s."installer_id", i."name" as "installer_name", count(*)::int as "accepted",
         count(*) filter (where s."planned_at" is not null or s."visited_at" is not null or s."installed_at" is not null)::int as "visit_planned",
         count(*) filter (where s."visited_at" is not null or s."installed_at" is not null)::int as "visited",
         count(*) filter (where s."installed_at" is not null)::int as "installed",
         count(*) filter (where s."status" = 'cancelled')::int as "cancelled",
         count(*) filter (where s."status" = 'withdrawn')::int as "withdrawn",
         ${DAYS('s."accepted_at"', 's."planned_at"')} as "to_planned",
         ${DAYS('s."planned_at"', 's."visited_at"')} as "to_visited",
         ${DAYS('s."visited_at"', 's."installed_at"')} as "to_installed"
       from steps s join "installers" i on i."id" = s."installer_id"
       group by 1, 2, 3 order by 1 desc, 3`,
      [TIME_ZONE],
    ),
    em.execute<Array<{ month: string; installer_id: number; reason: string; n: number }>>(
      `select to_char(date_trunc('month', o."accepted_at" at time zone ?), 'YYYY-MM') as "month", o."installer_id", o."cancel_reason" as "reason", count(*)::int as "n"
       from "orders" o where o."status" = 'cancelled' group by 1, 2, 3`,
      [TIME_ZONE],
    ),
  ]);
  const round = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);
  return rows.map((row) => ({
    month: row.month,
    installerId: row.installer_id,
    installerName: row.installer_name,
    accepted: row.accepted,
    visitPlanned: row.visit_planned,
    visited: row.visited,
    installed: row.installed,
    cancelled: row.cancelled,
    withdrawn: row.withdrawn,
    cancelReasons: Object.fromEntries(reasons.filter((r) => r.month === row.month && r.installer_id === row.installer_id).map((r) => [r.reason ?? 'other', r.n])),
    medianDays: { toVisitPlanned: round(row.to_planned), toVisited: round(row.to_visited), toInstalled: round(row.to_installed) },
  }));
}
