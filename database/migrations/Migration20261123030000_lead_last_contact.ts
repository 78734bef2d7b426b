import { Migration } from '@mikro-orm/migrations';

/**
 * The retention rule (decision 016): each lead's last contact, the latest of its signup, its status
 * changes and its notes, filled in for the leads that exist. Mails already sent keep nothing of the lead.
 */
export class Migration20261123030000_lead_last_contact extends Migration {
  override name = 'Migration20261123030000_lead_last_contact';

  override up(): void {
    this.addSql(`alter table "leads" add column "last_contact_at" timestamptz null;`);
    this.addSql(`update "leads" set "last_contact_at" = greatest(
      "created_at",
      (select max("c"."created_at") from "lead_status_changes" "c" where "c"."lead_id" = "leads"."id"),
      (select max("n"."created_at") from "lead_notes" "n" where "n"."lead_id" = "leads"."id"));`);
    this.addSql(`alter table "leads" alter column "last_contact_at" set default now();`);
    this.addSql(`alter table "leads" alter column "last_contact_at" set not null;`);
    this.addSql(`create index "leads_last_contact_at_index" on "leads" ("last_contact_at");`);
    this.addSql(`update "mail_outbox" set "recipient" = '', "reply_to" = null, "subject" = '', "text" = '', "html" = ''
      where "status" = 'sent';`);
  }

  override down(): void {
    this.addSql(`drop index if exists "leads_last_contact_at_index";`);
    this.addSql(`alter table "leads" drop column if exists "last_contact_at";`);
  }
}
