import { Migration } from '@mikro-orm/migrations';

/**
 * The mailbox rule in one place (issue 21, decision 023): `lead_mailbox(email)` is the inbox an address
 * reaches, which the daily cap on confirmation mails and the double-submit check count by (both in
 * `submit_lead`). Lower case, without a `+tag`, and for Gmail without the dots of the local part and with
 * googlemail.com as gmail.com. Immutable, so the index on it serves those look-ups. The signup's e-mail
 * has exactly one '@' (the form's e-mail check), hence `split_part`.
 *
 * The index on lower("email") goes: the double-submit check was its last reader.
 */
/** The function as this migration made it, in SQL (`Migration20261125090000_functions_plpgsql` goes back to it). */
export const LEAD_MAILBOX_SQL_FUNCTION = `function "lead_mailbox"("email" text) returns text
language sql immutable strict parallel safe
return case
  when split_part(lower("email"), '@', 2) in ('gmail.com', 'googlemail.com')
    then replace(split_part(split_part(lower("email"), '@', 1), '+', 1), '.', '') || '@gmail.com'
  else split_part(split_part(lower("email"), '@', 1), '+', 1) || '@' || split_part(lower("email"), '@', 2)
end;`;

export class Migration20261125030000_lead_mailbox extends Migration {
  override name = 'Migration20261125030000_lead_mailbox';

  override up(): void {
    this.addSql(`create ${LEAD_MAILBOX_SQL_FUNCTION}`);
    this.addSql(`drop index if exists "leads_mailbox_index";`);
    this.addSql(`create index "leads_mailbox_index" on "leads" ("lead_mailbox"("email"), "created_at");`);
    this.addSql(`drop index if exists "leads_email_lower_index";`);
  }

  override down(): void {
    this.addSql(`create index "leads_email_lower_index" on "leads" (lower("email"));`);
    this.addSql(`drop index if exists "leads_mailbox_index";`);
    this.addSql(`create index "leads_mailbox_index" on "leads" (regexp_replace(lower("email"), '\\+[^@]*@', '@'), "created_at");`);
    this.addSql(`drop function if exists "lead_mailbox"(text);`);
  }
}
