import { Migration } from '@mikro-orm/migrations';

/**
 * Who sells, and what a household signs (issue 33): installer companies, the seller of every proposal
 * (with the installation window as dates, fixed phrases and the VAT rate), orders with their history,
 * the request to erase a lead whose order must be kept (decision 046), and the funnel's counts of erased
 * leads (no personal data).
 */
export class Migration20261127120000_sales extends Migration {
  override name = 'Migration20261127120000_sales';

  override up(): void {
    this.addSql(`create table "installers" ("id" serial primary key, "name" varchar(200) not null, "company_number" varchar(12) not null,
      "address" varchar(300) not null, "phone" varchar(20) not null, "email" varchar(254) not null, "postal_codes" jsonb not null,
      "provinces" jsonb not null, "active" boolean not null default true, "deposit_percent" int not null default 0,
      "payment_days" int not null default 14, "return_cost_euro" int not null default 0,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      constraint "installers_deposit_percent_check" check ("deposit_percent" >= 0 and "deposit_percent" <= 50),
      constraint "installers_payment_days_check" check ("payment_days" >= 0 and "payment_days" <= 90),
      constraint "installers_return_cost_euro_check" check ("return_cost_euro" >= 0 and "return_cost_euro" <= 5000));`);
    this.addSql(`alter table "installers" add constraint "installers_company_number_unique" unique ("company_number");`);

    this.addSql(`alter table "proposals" add column "installer_id" int null, add column "installation_from" date null,
      add column "installation_to" date null, add column "phrases" jsonb not null default '[]', add column "vat_rate" int not null default 21;`);
    this.addSql(`alter table "proposals" add constraint "proposals_installer_id_foreign" foreign key ("installer_id") references "installers" ("id");`);
    this.addSql(`create index "proposals_installer_id_index" on "proposals" ("installer_id");`);
    this.addSql(`alter table "proposal_bulk_jobs" add column "installer_by_lead" jsonb not null default '{}';`);

    this.addSql(`create table "orders" ("id" serial primary key, "lead_id" int not null, "proposal_id" int not null, "installer_id" int not null,
      "status" varchar(20) not null default 'accepted', "accepted_at" timestamptz not null, "installed_on" date null,
      "withdrawn_at" timestamptz null, "cancelled_at" timestamptz null, "cancel_reason" varchar(30) null, "cancel_note" varchar(1000) null,
      "created_at" timestamptz not null default now(),
      constraint "orders_status_check" check ("status" in ('accepted', 'installed', 'withdrawn', 'cancelled')),
      constraint "orders_cancel_reason_check" check ("cancel_reason" in ('technical', 'householdRequest', 'unreachable', 'sellerCannotDeliver', 'other')));`);
    this.addSql(`alter table "orders" add constraint "orders_proposal_id_unique" unique ("proposal_id");`);
    this.addSql(`create index "orders_lead_id_index" on "orders" ("lead_id");`);
    this.addSql(`create index "orders_installer_id_index" on "orders" ("installer_id");`);
    this.addSql(`create index "orders_status_index" on "orders" ("status");`);
    this.addSql(`alter table "orders" add constraint "orders_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on delete cascade;`);
    this.addSql(`alter table "orders" add constraint "orders_proposal_id_foreign" foreign key ("proposal_id") references "proposals" ("id") on delete cascade;`);
    this.addSql(`alter table "orders" add constraint "orders_installer_id_foreign" foreign key ("installer_id") references "installers" ("id");`);

    this.addSql(`create table "order_events" ("id" serial primary key, "order_id" int not null, "from_status" varchar(20) null,
      "to_status" varchar(20) not null, "actor_kind" varchar(10) not null, "actor_name" varchar(100) not null,
      "reason" varchar(30) null, "note" varchar(1000) null, "created_at" timestamptz not null default now(),
      constraint "order_events_from_status_check" check ("from_status" in ('accepted', 'installed', 'withdrawn', 'cancelled')),
      constraint "order_events_to_status_check" check ("to_status" in ('accepted', 'installed', 'withdrawn', 'cancelled')),
      constraint "order_events_actor_kind_check" check ("actor_kind" in ('staff', 'installer', 'household', 'system')),
      constraint "order_events_reason_check" check ("reason" in ('technical', 'householdRequest', 'unreachable', 'sellerCannotDeliver', 'other')));`);
    this.addSql(`create index "order_events_order_id_index" on "order_events" ("order_id");`);
    this.addSql(`alter table "order_events" add constraint "order_events_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);

    this.addSql(`alter table "leads" add column "erasure_requested_at" timestamptz null;`);

    this.addSql(`create table "funnel_erasures" ("grouping" varchar(10) not null, "cohort" varchar(40) not null,
      "signups" int not null default 0, "confirmed" int not null default 0, "proposed" int not null default 0,
      "accepted" int not null default 0, "withdrawn" int not null default 0, "cancelled" int not null default 0,
      constraint "funnel_erasures_pkey" primary key ("grouping", "cohort"));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "funnel_erasures";`);
    this.addSql(`alter table "leads" drop column "erasure_requested_at";`);
    this.addSql(`drop table if exists "order_events";`);
    this.addSql(`drop table if exists "orders";`);
    this.addSql(`alter table "proposal_bulk_jobs" drop column "installer_by_lead";`);
    this.addSql(`alter table "proposals" drop column "installer_id", drop column "installation_from", drop column "installation_to",
      drop column "phrases", drop column "vat_rate";`);
    this.addSql(`drop table if exists "installers";`);
  }
}
