import { Migration } from '@mikro-orm/migrations';

/**
 * From yes to installed (issue 34): installer users (a user of an installer company is no staff), the
 * order's visit and installation steps with what the visit found, the slots offered to the household
 * and its appointment (one per order, its iCalendar UID and SEQUENCE), the service-level breaches mailed.
 */
const STATUSES = `('accepted', 'visit_planned', 'visited', 'installation_planned', 'installed', 'withdrawn', 'cancelled')`;
const OLD_STATUSES = `('accepted', 'installed', 'withdrawn', 'cancelled')`;
const REASONS = `('technical', 'householdRequest', 'unreachable', 'sellerCannotDeliver', 'other', 'noRoom', 'noDrainOrPower', 'plumbing', 'changedMind')`;
const OLD_REASONS = `('technical', 'householdRequest', 'unreachable', 'sellerCannotDeliver', 'other')`;

export class Migration20261127160000_visits extends Migration {
  override name = 'Migration20261127160000_visits';

  override up(): void {
    this.addSql(`alter table "users" add column "installer_id" int null;`);
    this.addSql(`alter table "users" add constraint "users_installer_id_foreign" foreign key ("installer_id") references "installers" ("id");`);
    this.addSql(`create index "users_installer_id_index" on "users" ("installer_id");`);

    for (const [table, column] of [['orders', 'status'], ['order_events', 'from_status'], ['order_events', 'to_status']] as const) {
      this.addSql(`alter table "${table}" drop constraint "${table}_${column}_check";`);
      this.addSql(`alter table "${table}" add constraint "${table}_${column}_check" check ("${column}" in ${STATUSES});`);
    }
    for (const [table, column] of [['orders', 'cancel_reason'], ['order_events', 'reason']] as const) {
      this.addSql(`alter table "${table}" drop constraint "${table}_${column}_check";`);
      this.addSql(`alter table "${table}" add constraint "${table}_${column}_check" check ("${column}" in ${REASONS});`);
    }
    this.addSql(`alter table "orders" add column "installer_note" varchar(1000) null, add column "visited_on" date null,
      add column "hardness_fh" numeric(4,1) null, add column "suitable" boolean null, add column "unsuitable_reason" varchar(30) null,
      add column "installation_planned_on" date null, add column "serial_number" varchar(60) null,
      add column "other_times_asked_at" timestamptz null, add column "other_times_note" varchar(500) null,
      add column "breaches_mailed" jsonb not null default '[]', add column "first_contact_at" timestamptz null,
      add constraint "orders_hardness_fh_check" check ("hardness_fh" >= 0 and "hardness_fh" <= 100),
      add constraint "orders_unsuitable_reason_check" check ("unsuitable_reason" in ${REASONS});`);
    // The installer's list and the late list: open orders of an installer by status.
    this.addSql(`create index "orders_installer_status_index" on "orders" ("installer_id", "status");`);
    // The late list: open orders, the oldest acceptance first (read in that order up to its limit).
    this.addSql(`create index "orders_open_accepted_index" on "orders" ("accepted_at", "id")
      where "status" in ('accepted', 'visit_planned', 'visited', 'installation_planned');`);

    // A mail's iCalendar object (an invitation, its change or its cancellation), emptied once sent like the rest.
    this.addSql(`alter table "mail_outbox" add column "calendar" text null;`);
    // Staff's daily digest of breached service levels is about no single lead.
    this.addSql(`alter table "mail_outbox" alter column "lead_id" drop not null;`);

    this.addSql(`create table "visit_slots" ("id" serial primary key, "order_id" int not null, "starts_at" timestamptz not null,
      "ends_at" timestamptz not null, "created_at" timestamptz not null default now(),
      constraint "visit_slots_order_check" check ("ends_at" > "starts_at"));`);
    this.addSql(`create index "visit_slots_order_id_index" on "visit_slots" ("order_id");`);
    this.addSql(`alter table "visit_slots" add constraint "visit_slots_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);

    this.addSql(`create table "appointments" ("id" serial primary key, "order_id" int not null, "uid" varchar(100) not null,
      "sequence" int not null default 0, "starts_at" timestamptz not null, "ends_at" timestamptz not null,
      "status" varchar(10) not null default 'booked', "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "appointments_status_check" check ("status" in ('booked', 'cancelled')));`);
    this.addSql(`alter table "appointments" add constraint "appointments_order_id_unique" unique ("order_id");`);
    this.addSql(`alter table "appointments" add constraint "appointments_uid_unique" unique ("uid");`);
    this.addSql(`create index "appointments_starts_at_index" on "appointments" ("starts_at");`);
    this.addSql(`alter table "appointments" add constraint "appointments_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "appointments";`);
    this.addSql(`drop table if exists "visit_slots";`);
    this.addSql(`delete from "mail_outbox" where "lead_id" is null;`);
    this.addSql(`alter table "mail_outbox" alter column "lead_id" set not null;`);
    this.addSql(`alter table "mail_outbox" drop column "calendar";`);
    this.addSql(`drop index if exists "orders_installer_status_index";`);
    this.addSql(`drop index if exists "orders_open_accepted_index";`);
    this.addSql(`alter table "orders" drop constraint "orders_hardness_fh_check", drop constraint "orders_unsuitable_reason_check",
      drop column "installer_note", drop column "visited_on", drop column "hardness_fh", drop column "suitable",
      drop column "unsuitable_reason", drop column "installation_planned_on", drop column "serial_number",
      drop column "other_times_asked_at", drop column "other_times_note", drop column "breaches_mailed", drop column "first_contact_at";`);
    for (const [table, column] of [['orders', 'status'], ['order_events', 'from_status'], ['order_events', 'to_status']] as const) {
      this.addSql(`alter table "${table}" drop constraint "${table}_${column}_check";`);
      this.addSql(`alter table "${table}" add constraint "${table}_${column}_check" check ("${column}" in ${OLD_STATUSES});`);
    }
    for (const [table, column] of [['orders', 'cancel_reason'], ['order_events', 'reason']] as const) {
      this.addSql(`alter table "${table}" drop constraint "${table}_${column}_check";`);
      this.addSql(`alter table "${table}" add constraint "${table}_${column}_check" check ("${column}" in ${OLD_REASONS});`);
    }
    this.addSql(`alter table "users" drop column "installer_id";`);
  }
}
