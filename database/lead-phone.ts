/**
 * The canonical (E.164) form of a lead's phone number, kept by PostgreSQL in the generated column
 * `leads.phone_e164`: the signup's insert needs no change, and every lead, old or new, has it. The
 * rule is the one of `phoneE164` in src/admin/phone.ts (decision 028), written once in SQL as an
 * immutable function (a generated column may only call immutable functions); a test holds the two to
 * the same answers.
 */

export const PHONE_E164_FUNCTION = 'lead_phone_e164';

/**
 * The digits; then the country code and national number (a leading + or 00 starts the country code, a
 * leading 0 is Belgium's trunk prefix, 8 or 9 digits without one are Belgian, '+32 0470' drops the 0); then '+' and
 * those digits, or null for what cannot be a number (fewer than 8 or more than 15 digits).
 *
 * In PL/pgSQL, not SQL: PostgreSQL (before 18) plans an SQL function's body at every call that it cannot
 * inline, and a generated column's expression is such a call: 0.1 ms of every signup's insert. PL/pgSQL
 * keeps its plans for the session (Migration20261125090000_functions_plpgsql, decision 024).
 */
export const PHONE_E164_FUNCTION_SQL = `create or replace function "${PHONE_E164_FUNCTION}"("phone" text) returns text
  language plpgsql immutable strict parallel safe as $$
declare
  "digits" text := regexp_replace("phone", '[^0-9]', '', 'g');
  "international" text := regexp_replace(case
      when "phone" ~ '^\\s*\\+' then "digits"
      when "digits" like '00%' then substr("digits", 3)
      when "digits" like '0%' then '32' || substr("digits", 2)
      when length("digits") >= 10 then "digits"
      when length("digits") >= 8 then '32' || "digits"
    end, '^320', '32');
begin
  return case when length("international") between 8 and 15 then '+' || "international" end;
end
$$;`;

/** The generated column's expression. */
export const PHONE_E164_SQL = `"${PHONE_E164_FUNCTION}"("phone")`;

export const LEAD_PHONE_INDEX = 'leads_phone_e164_trgm_index';
