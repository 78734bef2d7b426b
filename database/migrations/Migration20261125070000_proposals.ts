import { Migration } from '@mikro-orm/migrations';

/**
 * Personal proposals (issue 24): a lead's proposals with the household's answer, and the bulk sends
 * (decision 032). At most one proposal per lead waits for an answer; a bulk send writes at most one per
 * lead; the open ones are found by their last day (expiry and the reminder).
 */
export class Migration20261125070000_proposals extends Migration {
  override name = 'Migration20261125070000_proposals';

  override up(): void {
    this.addSql(`create table "proposal_bulk_jobs" ("id" serial primary key, "terms" jsonb not null, "lead_ids" jsonb not null,
      "created_by_name" varchar(100) not null, "created_at" timestamptz not null default now(), "finished_at" timestamptz null);`);

    this.addSql(`create table "proposals" ("id" serial primary key, "lead_id" int not null, "bulk_job_id" int null,
      "status" varchar(10) not null default 'sent', "model" varchar(3) not null, "has_wifi" boolean not null,
      "price_euro" int not null, "included" jsonb not null, "installation_window" varchar(100) null, "valid_until" date not null,
      "note" varchar(1000) null, "text" text not null, "sent_by_name" varchar(100) not null,
      "created_at" timestamptz not null default now(), "answered_at" timestamptz null, "accepted_text" text null,
      "reminded_at" timestamptz null,
      constraint "proposals_status_check" check ("status" in ('sent', 'accepted', 'declined', 'expired', 'withdrawn')),
      constraint "proposals_price_euro_check" check ("price_euro" > 0));`);
    this.addSql(`alter table "proposals" add constraint "proposals_lead_id_foreign"
      foreign key ("lead_id") references "leads" ("id") on delete cascade;`);
    this.addSql(`alter table "proposals" add constraint "proposals_bulk_job_id_foreign"
      foreign key ("bulk_job_id") references "proposal_bulk_jobs" ("id") on delete set null;`);
    this.addSql(`alter table "proposals" add constraint "proposals_bulk_job_lead_unique" unique ("bulk_job_id", "lead_id");`);
    this.addSql(`create unique index "proposals_one_open_per_lead" on "proposals" ("lead_id") where "status" = 'sent';`);
    this.addSql(`create index "proposals_lead_id_created_at_index" on "proposals" ("lead_id", "created_at");`);
    this.addSql(`create index "proposals_open_valid_until_index" on "proposals" ("valid_until") where "status" = 'sent';`);
  }

  override down(): void {
    this.addSql(`drop table if exists "proposals";`);
    this.addSql(`drop table if exists "proposal_bulk_jobs";`);
  }
}
