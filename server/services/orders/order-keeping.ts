/**
 * How long a lead's orders keep it (decision 046): an order and the buyer's data stay ten years after the
 * installation (or the order, when none followed: src/orders/lifecycle.ts `orderKeptUntil`), for the
 * seller's legal duties, whatever the household or staff ask meanwhile; the retention purge erases the
 * lead once its last order's time has passed. The SQL and the code state the same rule.
 */
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { ORDER_KEEP_YEARS } from '../../../src/orders/data/keeping.ts';
import { TIME_ZONE } from '../../../src/time-zone.ts';

/** The last day an order `o` is kept, as SQL (a date). */
export const ORDER_KEPT_UNTIL_SQL = `(greatest((o."accepted_at" at time zone '${TIME_ZONE}')::date, coalesce(o."installed_on", '-infinity'::date)) + interval '${ORDER_KEEP_YEARS} years')::date`;

/** The lead's order kept longest, if one is still kept on `today` (Brussels); null otherwise. */
export async function keptOrderOfLead(em: Em, leadId: number, now = new Date()): Promise<{ orderId: number; keptUntil: string } | null> {
  const rows = await em.execute<Array<{ id: number; kept_until: string }>>(
    `select o."id", ${ORDER_KEPT_UNTIL_SQL}::text as "kept_until" from "orders" o
     where o."lead_id" = ? and ${ORDER_KEPT_UNTIL_SQL} >= ?::date order by 2 desc limit 1`,
    [leadId, isoDateInBrussels(now)],
  );
  const row = rows[0];
  return row ? { orderId: row.id, keptUntil: String(row.kept_until) } : null;
}
