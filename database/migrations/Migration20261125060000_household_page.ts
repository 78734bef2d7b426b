import { Migration } from '@mikro-orm/migrations';

/**
 * The household's own page (issue 23): its personal links (only their hashes), what it changed itself,
 * when it confirmed its address and whether it stopped mail. A household may ask for a new link more
 * than once, so the outbox's "one mail of a kind per lead" becomes a partial unique index over the two
 * kinds that come once (confirmation, staff notice), beside an index of a lead's mails by kind and time
 * (its erasure, its download, the daily cap on new links).
 */
export class Migration20261125060000_household_page extends Migration {
  override name = 'Migration20261125060000_household_page';

  override up(): void {
    this.addSql(`alter table "leads" add "confirmed_at" timestamptz null, add "mail_stopped_at" timestamptz null;`);

    this.addSql(`create table "household_links" ("id" serial primary key, "lead_id" int not null, "token_hash" varchar(64) not null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "household_links_lead_id_index" on "household_links" ("lead_id");`);
    this.addSql(`alter table "household_links" add constraint "household_links_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "household_links" add constraint "household_links_lead_id_foreign"
      foreign key ("lead_id") references "leads" ("id") on delete cascade;`);

    this.addSql(`create table "household_changes" ("id" serial primary key, "lead_id" int not null, "kind" varchar(20) not null,
      "changes" jsonb null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "household_changes_lead_id_index" on "household_changes" ("lead_id");`);
    this.addSql(`alter table "household_changes" add constraint "household_changes_lead_id_foreign"
      foreign key ("lead_id") references "leads" ("id") on delete cascade;`);
    this.addSql(`alter table "household_changes" add constraint "household_changes_kind_check"
      check ("kind" in ('contact', 'mail-stopped', 'mail-resumed'));`);

    this.addSql(`create index "mail_outbox_lead_kind_index" on "mail_outbox" ("lead_id", "kind", "created_at");`);
    this.addSql(`alter table "mail_outbox" drop constraint "mail_outbox_lead_kind_unique";`);
    this.addSql(`create unique index "mail_outbox_lead_kind_unique" on "mail_outbox" ("lead_id", "kind")
      where "kind" in ('lead-confirmation', 'lead-notification');`);
  }

  override down(): void {
    this.addSql(`delete from "mail_outbox" where "kind" not in ('lead-confirmation', 'lead-notification');`);
    this.addSql(`drop index "mail_outbox_lead_kind_unique";`);
    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_lead_kind_unique" unique ("lead_id", "kind");`);
    this.addSql(`drop index "mail_outbox_lead_kind_index";`);
    this.addSql(`drop table if exists "household_changes";`);
    this.addSql(`drop table if exists "household_links";`);
    this.addSql(`alter table "leads" drop column "confirmed_at", drop column "mail_stopped_at";`);
  }
}
