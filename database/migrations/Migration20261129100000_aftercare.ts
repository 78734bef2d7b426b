import { Migration } from '@mikro-orm/migrations';

/**
 * Aftercare (issue 44): one record per installed order, registering the warranty with the seller's terms
 * of that day; orders installed before this migration get theirs from the terms recorded now. Mails may
 * carry one attachment (the warranty certificate), emptied once sent like the rest of the message. Requests
 * for help and service visits with their history and slots, services done, salt deliveries, reviews.
 */
export class Migration20261129100000_aftercare extends Migration {
  override name = 'Migration20261129100000_aftercare';

  override up(): void {
    this.addSql(`create table "aftercare" ("id" serial primary key, "order_id" int not null, "terms" jsonb null,
      "service_interval_months" int not null, "registered_at" timestamptz not null, "filter_handed_over_at" timestamptz null,
      "filter_missing_at" timestamptz null, "service_reminded_for" date null, "review_invited_at" timestamptz null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "aftercare" add constraint "aftercare_order_id_unique" unique ("order_id");`);
    this.addSql(`alter table "aftercare" add constraint "aftercare_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "aftercare" add constraint "aftercare_service_interval_months_check" check ("service_interval_months" >= 1 and "service_interval_months" <= 120);`);
    this.addSql(`insert into "aftercare" ("order_id", "terms", "service_interval_months", "registered_at")
      select o."id",
        case when st."id" is null then null else jsonb_build_object('source', st."source", 'manufacturer', st."manufacturer",
          'guarantee', st."guarantee", 'service', st."service", 'servicingIntervalMonths', st."servicing_interval_months",
          'salt', st."salt", 'pfasFilter', st."pfas_filter", 'payment', st."payment") end,
        coalesce(st."servicing_interval_months", 24), now()
      from "orders" o left join "seller_terms" st on st."installer_id" = o."installer_id"
      where o."status" = 'installed';`);
    this.addSql(`alter table "mail_outbox" add column "attachment" jsonb null;`);

    this.addSql(`create table "support_requests" ("id" serial primary key, "order_id" int not null, "kind" varchar(10) not null,
      "category" varchar(20) null, "message" varchar(2000) not null, "status" varchar(10) not null default 'open', "answer_due_on" date not null,
      "first_answer_at" timestamptz null, "resolved_at" timestamptz null, "appointment_uid" varchar(100) not null,
      "appointment_sequence" int not null default 0, "appointment_starts_at" timestamptz null, "appointment_ends_at" timestamptz null,
      "appointment_status" varchar(10) null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "support_requests_order_id_index" on "support_requests" ("order_id");`);
    this.addSql(`alter table "support_requests" add constraint "support_requests_appointment_uid_unique" unique ("appointment_uid");`);
    this.addSql(`create index "support_requests_unresolved_index" on "support_requests" ("created_at", "id") where "status" <> 'resolved';`);
    this.addSql(`create index "support_requests_unanswered_index" on "support_requests" ("answer_due_on", "id") where "status" <> 'resolved' and "first_answer_at" is null;`);
    this.addSql(`alter table "support_requests" add constraint "support_requests_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "support_requests" add constraint "support_requests_kind_check" check ("kind" in ('support', 'service'));`);
    this.addSql(`alter table "support_requests" add constraint "support_requests_category_check" check ("category" in ('no-soft-water', 'leak', 'salt', 'app', 'other'));`);
    this.addSql(`alter table "support_requests" add constraint "support_requests_status_check" check ("status" in ('open', 'planned', 'resolved'));`);
    this.addSql(`alter table "support_requests" add constraint "support_requests_appointment_status_check" check ("appointment_status" in ('booked', 'cancelled'));`);

    this.addSql(`create table "support_events" ("id" serial primary key, "request_id" int not null, "from_status" varchar(10) null,
      "to_status" varchar(10) not null, "actor_kind" varchar(10) not null, "actor_name" varchar(120) not null, "message" varchar(2000) null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "support_events_request_id_index" on "support_events" ("request_id");`);
    this.addSql(`alter table "support_events" add constraint "support_events_request_id_foreign" foreign key ("request_id") references "support_requests" ("id") on delete cascade;`);
    this.addSql(`alter table "support_events" add constraint "support_events_from_status_check" check ("from_status" in ('open', 'planned', 'resolved'));`);
    this.addSql(`alter table "support_events" add constraint "support_events_to_status_check" check ("to_status" in ('open', 'planned', 'resolved'));`);
    this.addSql(`alter table "support_events" add constraint "support_events_actor_kind_check" check ("actor_kind" in ('household', 'installer', 'staff'));`);

    this.addSql(`create table "support_slots" ("id" serial primary key, "request_id" int not null, "starts_at" timestamptz not null,
      "ends_at" timestamptz not null, "created_at" timestamptz not null default now(), constraint support_slots_order_check check ("ends_at" > "starts_at"));`);
    this.addSql(`create index "support_slots_request_id_index" on "support_slots" ("request_id");`);
    this.addSql(`alter table "support_slots" add constraint "support_slots_request_id_foreign" foreign key ("request_id") references "support_requests" ("id") on delete cascade;`);

    this.addSql(`create table "service_records" ("id" serial primary key, "order_id" int not null, "serviced_on" date not null,
      "note" varchar(500) null, "recorded_by_name" varchar(120) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "service_records_order_serviced_on_index" on "service_records" ("order_id", "serviced_on");`);
    this.addSql(`alter table "service_records" add constraint "service_records_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);

    this.addSql(`create table "salt_deliveries" ("id" serial primary key, "order_id" int not null, "kg" int not null, "week" date not null,
      "status" varchar(10) not null default 'asked', "asked_at" timestamptz not null, "confirmed_at" timestamptz null, "delivered_on" date null,
      "updated_at" timestamptz not null default now(), constraint salt_deliveries_kg_check check ("kg" > 0));`);
    this.addSql(`create index "salt_deliveries_order_id_index" on "salt_deliveries" ("order_id");`);
    this.addSql(`create index "salt_deliveries_open_index" on "salt_deliveries" ("week", "id") where "status" in ('asked', 'confirmed');`);
    this.addSql(`alter table "salt_deliveries" add constraint "salt_deliveries_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "salt_deliveries" add constraint "salt_deliveries_status_check" check ("status" in ('asked', 'confirmed', 'delivered', 'cancelled'));`);

    this.addSql(`create table "reviews" ("id" serial primary key, "order_id" int not null, "rating" int not null, "text" varchar(1000) not null,
      "publish" boolean not null, "status" varchar(10) not null default 'pending', "moderated_by_name" varchar(100) null,
      "moderated_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      constraint reviews_rating_check check ("rating" >= 1 and "rating" <= 5));`);
    this.addSql(`alter table "reviews" add constraint "reviews_order_id_unique" unique ("order_id");`);
    this.addSql(`create index "reviews_status_index" on "reviews" ("status", "created_at");`);
    this.addSql(`alter table "reviews" add constraint "reviews_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "reviews" add constraint "reviews_status_check" check ("status" in ('pending', 'published', 'hidden'));`);
  }

  override down(): void {
    for (const table of ['reviews', 'salt_deliveries', 'service_records', 'support_slots', 'support_events', 'support_requests']) this.addSql(`drop table if exists "${table}";`);
    this.addSql(`alter table "mail_outbox" drop column "attachment";`);
    this.addSql(`drop table if exists "aftercare";`);
  }
}
