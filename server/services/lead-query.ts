/**
 * The SQL of "which leads" for the back office, shared by the list, its count and the exports so
 * that they always agree, and the one mapping of a lead row. Search is a case- and accent-insensitive substring match on the generated
 * `search_text` column (database/lead-search.ts), served by its trigram index; a phone number also
 * matches the generated E.164 column (database/lead-phone.ts), served by its own.
 */
import { leadJson, type LeadSqlValues, selectLeadFields } from '../../database/lead-record.ts';
import { searchFold } from '../../database/lead-search.ts';
import type { Em } from '../../database/orm.ts';
import { LEAD_ROW_FIELDS, type LeadRow, type LeadRowField } from '../../src/admin/lead-row.ts';
import { phoneSearchDigits } from '../../src/admin/phone.ts';
import type { LeadFilter } from '../../src/admin/schema.ts';

export interface SqlPart {
  sql: string;
  params: unknown[];
}

/** `%`, `_` and `\` typed by staff are matched literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE clause of a filter ('true' when it selects every lead). */
export function leadWhere(filter: Pick<LeadFilter, 'search' | 'status'> & Partial<Pick<LeadFilter, 'confirmed' | 'order'>>): SqlPart {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filter.search !== '') {
    // A term that looks like (part of) a phone number also matches the E.164 form, however the lead's
    // number was typed ('0470 12 34 56' finds '+32 470 12 34 56'; database/lead-phone.ts).
    const phone = phoneSearchDigits(filter.search);
    if (phone) {
      clauses.push(`("search_text" like ${searchFold('?')} or "phone_e164" like ?)`);
      params.push(likePattern(filter.search), likePattern(phone));
    } else {
      clauses.push(`"search_text" like ${searchFold('?')}`);
      params.push(likePattern(filter.search));
    }
  }
  if (filter.status !== 'all') {
    // Served, in the list's order, by the index on (status, created_at).
    clauses.push(`"status" = ?`);
    params.push(filter.status);
  }
  // Whether the household opened its personal link (issue 23).
  if (filter.confirmed === 'yes') clauses.push(`"confirmed_at" is not null`);
  if (filter.confirmed === 'no') clauses.push(`"confirmed_at" is null`);
  // Its order (issue 33): any, none, or one in a status (a withdrawn one, for instance).
  const orders = `select 1 from "orders" o where o."lead_id" = "leads"."id"`;
  if (filter.order === 'any') clauses.push(`exists (${orders})`);
  else if (filter.order === 'none') clauses.push(`not exists (${orders})`);
  else if (filter.order !== undefined && filter.order !== 'all') {
    clauses.push(`exists (${orders} and o."status" = ?)`);
    params.push(filter.order);
  }
  return { sql: clauses.length > 0 ? clauses.join(' and ') : 'true', params };
}

export function leadOrder(sort: LeadFilter['sort']): string {
  return sort === 'oldest' ? `"created_at" asc, "id" asc` : `"created_at" desc, "id" desc`;
}

/**
 * Keyset condition: the leads after (`created_at`, `id`) in the order of `sort`. The first, redundant
 * comparison lets PostgreSQL start the index scan at the previous page's end instead of filtering from
 * the top (which would make an export quadratic). The time is passed as PostgreSQL's own text of it
 * (`"created_at"::text`): a JavaScript Date would drop the microseconds and skip leads created within
 * the same millisecond.
 */
function leadAfter(sort: LeadFilter['sort'], last: { createdAtText: string; id: number }): SqlPart {
  const [op, orEqual] = sort === 'oldest' ? ['>', '>='] : ['<', '<='];
  return {
    sql: `"created_at" ${orEqual} ?::timestamptz and ("created_at" ${op} ?::timestamptz or "id" ${op} ?)`,
    params: [last.createdAtText, last.createdAtText, last.id],
  };
}

/**
 * LIMIT and OFFSET written into the SQL, not bound: with them as parameters the planner cannot see how
 * few rows a page needs, and picks a plan that fetches and sorts every match (65 ms instead of 3 ms for
 * a common search term over 100,000 leads). Only whole numbers get here.
 */
export function limitOffset(limit: number, offset = 0): string {
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset) || limit < 0 || offset < 0) {
    throw new RangeError(`invalid page: limit ${limit}, offset ${offset}`);
  }
  return offset > 0 ? `limit ${limit} offset ${offset}` : `limit ${limit}`;
}

/** The columns of a lead in the list and the export, named as the entity names them. */
export const LEAD_ROW_COLUMNS = selectLeadFields(LEAD_ROW_FIELDS);

/** A lead's listed fields as read, from SQL (LEAD_ROW_COLUMNS) or as an entity. */
export type LeadRowSource = Pick<LeadSqlValues, LeadRowField>;

export const isoTime = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The one mapping of a lead to what the list, the exports and the REST API show. */
export function toLeadRow(source: LeadRowSource): LeadRow {
  return leadJson(source, LEAD_ROW_FIELDS);
}

/** Leads per page of the whole-list readers (unpaged list, exports). */
export const STREAM_PAGE_SIZE = 2000;

/**
 * Every lead matching a filter, in keyset pages of `pageSize` rows read in turn (never the whole
 * table): memory stays flat whatever the number of leads, and no connection or transaction is held
 * between pages.
 */
export async function* leadRowPages(em: Em, filter: LeadFilter, pageSize = STREAM_PAGE_SIZE): AsyncGenerator<LeadRow[]> {
  const where = leadWhere(filter);
  const order = leadOrder(filter.sort);
  let last: { createdAtText: string; id: number } | undefined;
  for (;;) {
    const after = last ? leadAfter(filter.sort, last) : { sql: 'true', params: [] };
    const rows = await em.execute<Array<LeadRowSource & { createdAtText: string }>>(
      `select ${LEAD_ROW_COLUMNS}, "created_at"::text as "createdAtText" from "leads" where ${where.sql} and ${after.sql} order by ${order} ${limitOffset(pageSize)}`,
      [...where.params, ...after.params],
    );
    if (rows.length === 0) return;
    yield rows.map(toLeadRow);
    const tail = rows[rows.length - 1] as (typeof rows)[number];
    last = { createdAtText: tail.createdAtText, id: tail.id };
    if (rows.length < pageSize) return;
  }
}
