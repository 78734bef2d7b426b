/**
 * Search of the back office over the leads: one lower-cased text per lead, kept by PostgreSQL itself in
 * the generated column `search_text` (names, e-mail, phone as typed and as digits only, so that
 * '0470123456' finds '0470 12 34 56', postcode and city). A trigram (pg_trgm) GIN index on it serves
 * substring search (`LIKE '%term%'`) at scale; terms too short for trigrams still scan one short
 * stored column instead of recomputing the text for every row.
 */
export const LEAD_SEARCH_DOCUMENT = `lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone" || ' ' || regexp_replace("phone", '[^0-9]', '', 'g') || ' ' || "postal_code" || ' ' || "city")`;

export const LEAD_SEARCH_INDEX = 'leads_search_text_trgm_index';
