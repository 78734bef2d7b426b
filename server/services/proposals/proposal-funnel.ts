/**
 * The funnel per month (src/proposals/funnel.ts), in SQL: each lead counted once in the month it signed
 * up (Brussels time), with whether it confirmed, got a proposal and accepted one. Newest month first.
 */
import type { Em } from '../../../database/orm.ts';
import { type FunnelMonth, funnelMonth } from '../../../src/proposals/funnel.ts';
import { TIME_ZONE } from '../../../src/time-zone.ts';

const FUNNEL_SQL = `
  select to_char(date_trunc('month', l."created_at" at time zone ?), 'YYYY-MM') as "month",
    count(*)::int as "signups",
    count(*) filter (where l."confirmed_at" is not null)::int as "confirmed",
    count(*) filter (where exists (select 1 from "proposals" p where p."lead_id" = l."id"))::int as "proposed",
    count(*) filter (where exists (select 1 from "proposals" p where p."lead_id" = l."id" and p."status" = 'accepted'))::int as "accepted"
  from "leads" l
  group by 1
  order by 1 desc`;

export async function proposalFunnel(em: Em): Promise<FunnelMonth[]> {
  const rows = await em.execute<Array<{ month: string; signups: number; confirmed: number; proposed: number; accepted: number }>>(FUNNEL_SQL, [TIME_ZONE]);
  return rows.map((row) => funnelMonth({ month: row.month, signups: row.signups, confirmed: row.confirmed, proposed: row.proposed, accepted: row.accepted }));
}
