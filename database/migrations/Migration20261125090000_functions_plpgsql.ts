import { Migration } from '@mikro-orm/migrations';
import { LEAD_MAILBOX_SQL_FUNCTION } from './Migration20261125030000_lead_mailbox.ts';

/**
 * `lead_phone_e164` in PL/pgSQL, the E.164 rule the generated column `leads.phone_e164` used (decision
 * 028) until the app computed it (Migration20261127140000_phone_e164_from_the_app, which restores this
 * version on the way down). The digits; then the country code and national number (a leading + or 00
 * starts the country code, a leading 0 is Belgium's trunk prefix, 8 or 9 digits without one are
 * Belgian, '+32 0470' drops the 0); then '+' and those digits, or null outside 8 to 15 digits.
 */
export const PHONE_E164_PLPGSQL_FUNCTION = `create or replace function "lead_phone_e164"("phone" text) returns text
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

/**
 * `lead_mailbox` and `lead_phone_e164` in PL/pgSQL instead of SQL, with the same answers (issue 27,
 * decision 024). PostgreSQL before 18 plans an SQL function's body at every call it cannot inline, and
 * the calls of a signup's insert are such calls: the index on `lead_mailbox("email")`, the generated
 * column `phone_e164`, and `submit_lead`'s own lookups. PL/pgSQL keeps its plans for the session. On
 * PostgreSQL 15 with fsync on, one connection calling `submit_lead` with the app's own values: 1.09 ms of
 * the server's CPU a signup before, 0.78 ms after. The index and the stored column keep their values:
 * both functions answer exactly as before (database/lead-mailbox.test.ts, database/lead-phone.test.ts).
 */
export class Migration20261125090000_functions_plpgsql extends Migration {
  override name = 'Migration20261125090000_functions_plpgsql';

  override up(): void {
    this.addSql(`create or replace function "lead_mailbox"("email" text) returns text
  language plpgsql immutable strict parallel safe as $$
declare
  "address" text := lower("email");
  "local_part" text := split_part(split_part("address", '@', 1), '+', 1);
  "domain" text := split_part("address", '@', 2);
begin
  if "domain" in ('gmail.com', 'googlemail.com') then
    return replace("local_part", '.', '') || '@gmail.com';
  end if;
  return "local_part" || '@' || "domain";
end
$$;`);
    this.addSql(PHONE_E164_PLPGSQL_FUNCTION);
  }

  override down(): void {
    this.addSql(`create or replace ${LEAD_MAILBOX_SQL_FUNCTION}`);
    this.addSql(`create or replace function "lead_phone_e164"("phone" text) returns text
  language sql immutable strict parallel safe as $$
  select case when length("international") between 8 and 15 then '+' || "international" end
  from (
    select regexp_replace(case
      when "phone" ~ '^\\s*\\+' then "digits"
      when "digits" like '00%' then substr("digits", 3)
      when "digits" like '0%' then '32' || substr("digits", 2)
      when length("digits") >= 10 then "digits"
      when length("digits") >= 8 then '32' || "digits"
    end, '^320', '32') as "international"
    from (select regexp_replace("phone", '[^0-9]', '', 'g') as "digits") as "typed"
  ) as "parts"
$$;`);
  }
}
