import { LEAD_STATUSES } from '../src/leads/status.ts';

/**
 * Search of the back office over the leads: one lower-cased text per lead, kept by PostgreSQL itself in
 * the generated column `search_text` (names, e-mail, phone as typed and as digits only, so that
 * '0470123456' finds '0470 12 34 56', postcode and city). A trigram (pg_trgm) GIN index on it serves
 * substring search (`LIKE '%term%'`) at scale; terms too short for trigrams still scan one short
 * stored column instead of recomputing the text for every row.
 */
export const LEAD_SEARCH_DOCUMENT = `lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone" || ' ' || regexp_replace("phone", '[^0-9]', '', 'g') || ' ' || "postal_code" || ' ' || "city")`;

export const LEAD_SEARCH_INDEX = 'leads_search_text_trgm_index';

/**
 * The leads that count as new (spec section 4: a missing or unknown status is new): every status but
 * the four others. A partial index on exactly this predicate serves the 'new' filter, the one staff
 * use most; the query in server/services/lead-query.ts lists the same statuses in the same order.
 */
export const STATUSES_OTHER_THAN_NEW = LEAD_STATUSES.filter((status) => status !== 'new');

export const LEAD_NEW_INDEX = 'leads_new_created_at_index';
