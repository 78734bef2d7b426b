/**
 * The lead exports add columns page by page as the leads stream by (lead-export.ts): for each page, one
 * query for the page's leads (the latest proposal, the latest order), its rows keyed by lead.
 */
import type { Em } from '../../database/orm.ts';

/**
 * Each page of `pages` with what `add` makes of each lead and its row of `sql` (at most one per lead; `sql`
 * gets the placeholders of the page's lead ids and answers a `lead_id` column).
 */
export async function* withRowPerLead<Lead extends { id: number }, Row extends { lead_id: number }, Out>(
  em: Em,
  pages: AsyncIterable<Lead[]>,
  sql: (placeholders: string) => string,
  add: (lead: Lead, row: Row | undefined) => Out,
): AsyncGenerator<Out[]> {
  for await (const page of pages) {
    if (page.length === 0) continue;
    const ids = page.map((lead) => lead.id);
    const rows = await em.execute<Row[]>(sql(ids.map(() => '?').join(', ')), ids);
    const byLead = new Map(rows.map((row) => [Number(row.lead_id), row]));
    yield page.map((lead) => add(lead, byLead.get(lead.id)));
  }
}
