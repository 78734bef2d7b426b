/**
 * The CSV export of every lead matching a filter, streamed: keyset pages of `pageSize` rows are read in
 * turn (never the whole table), and each page becomes one chunk of text. Memory stays flat whatever
 * the number of leads, and no connection or transaction is held between pages.
 */
import type { Em } from '../../database/orm.ts';
import { csvLine, csvPreamble, leadCsvCells } from '../../src/admin/csv.ts';
import type { LeadFilter } from '../../src/admin/schema.ts';
import { toLeadRow } from './lead-admin.ts';
import { LEAD_ROW_COLUMNS, leadAfter, leadOrder, leadWhere, limitOffset, type LeadRowRecord } from './lead-query.ts';

export const EXPORT_PAGE_SIZE = 2000;

/** Yields the file as text chunks: the byte-order mark and header, then one chunk per page of leads. */
export async function* leadCsvChunks(
  em: Em,
  filter: LeadFilter,
  options: { pageSize?: number; onRows?: (count: number) => void } = {},
): AsyncGenerator<string> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const where = leadWhere(filter);
  const order = leadOrder(filter.sort);
  yield csvPreamble();
  let last: { createdAtText: string; id: number } | undefined;
  let count = 0;
  for (;;) {
    const after = last ? leadAfter(filter.sort, last) : { sql: 'true', params: [] };
    const rows = await em.execute<Array<LeadRowRecord & { created_at_text: string }>>(
      `select ${LEAD_ROW_COLUMNS}, "created_at"::text as "created_at_text" from "leads" where ${where.sql} and ${after.sql} order by ${order} ${limitOffset(pageSize)}`,
      [...where.params, ...after.params],
    );
    if (rows.length === 0) break;
    let chunk = '';
    for (const row of rows) {
      chunk += csvLine(leadCsvCells(toLeadRow(row)));
    }
    count += rows.length;
    yield chunk;
    const tail = rows[rows.length - 1] as (typeof rows)[number];
    last = { createdAtText: tail.created_at_text, id: tail.id };
    if (rows.length < pageSize) break;
  }
  options.onRows?.(count);
}
