import { Migration } from '@mikro-orm/migrations';

/** Leads and staff users, with the indexes the back office queries by. */
export class Migration20261121000000_initial extends Migration {
  override name = 'Migration20261121000000_initial';

  override up(): void {
    this.addSql(`create table "leads" (
      "id" serial primary key,
      "first_name" varchar(100) not null,
      "last_name" varchar(100) not null,
      "phone" varchar(30) not null,
      "email" varchar(254) not null,
      "street" varchar(200) null,
      "house_number" varchar(20) null,
      "postal_code" varchar(4) not null,
      "city" varchar(100) not null,
      "water_softener_type" varchar(20) not null,
      "has_wifi" boolean not null,
      "source_url" varchar(2000) null,
      "status" varchar(20) not null default 'new',
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "leads_status_index" on "leads" ("status");`);
    this.addSql(`create index "leads_created_at_index" on "leads" ("created_at");`);
    this.addSql(`create index "leads_email_lower_index" on "leads" (lower("email"));`);
    this.addSql(`create table "users" (
      "id" serial primary key,
      "username" varchar(100) not null,
      "password_hash" varchar(255) not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "users";`);
    this.addSql(`drop table if exists "leads";`);
  }
}
