import { Migration } from '@mikro-orm/migrations';

/**
 * The back office: staff sessions (token hashes only), sign-in attempts for the rate limit, the status
 * history and notes of each lead (erased with the lead), and the audit log (no personal data).
 */
export class Migration20261121020000_admin extends Migration {
  override name = 'Migration20261121020000_admin';

  override up(): void {
    this.addSql(`create table "admin_sessions" (
      "id" serial primary key,
      "token_hash" varchar(64) not null,
      "user_id" int not null,
      "created_at" timestamptz not null,
      "last_seen_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "revoked_at" timestamptz null
    );`);
    this.addSql(`alter table "admin_sessions" add constraint "admin_sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "admin_sessions_user_id_index" on "admin_sessions" ("user_id");`);
    this.addSql(`create index "admin_sessions_expires_at_index" on "admin_sessions" ("expires_at");`);
    this.addSql(`alter table "admin_sessions" add constraint "admin_sessions_user_id_foreign"
      foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`create table "login_attempts" (
      "id" serial primary key,
      "ip" varchar(64) not null,
      "username" varchar(100) not null,
      "succeeded" boolean null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "login_attempts_ip_created_at_index" on "login_attempts" ("ip", "created_at");`);
    this.addSql(
      `create index "login_attempts_username_created_at_index" on "login_attempts" ("username", "created_at");`,
    );

    this.addSql(`create table "lead_status_changes" (
      "id" serial primary key,
      "lead_id" int not null,
      "from_status" varchar(20) null,
      "to_status" varchar(20) not null,
      "changed_by_id" int null,
      "changed_by_name" varchar(100) not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "lead_status_changes_lead_id_index" on "lead_status_changes" ("lead_id");`);
    this.addSql(`alter table "lead_status_changes" add constraint "lead_status_changes_lead_id_foreign"
      foreign key ("lead_id") references "leads" ("id") on delete cascade;`);
    this.addSql(`alter table "lead_status_changes" add constraint "lead_status_changes_changed_by_id_foreign"
      foreign key ("changed_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`create table "lead_notes" (
      "id" serial primary key,
      "lead_id" int not null,
      "author_id" int null,
      "author_name" varchar(100) not null,
      "body" varchar(2000) not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "lead_notes_lead_id_index" on "lead_notes" ("lead_id");`);
    this.addSql(`alter table "lead_notes" add constraint "lead_notes_lead_id_foreign"
      foreign key ("lead_id") references "leads" ("id") on delete cascade;`);
    this.addSql(`alter table "lead_notes" add constraint "lead_notes_author_id_foreign"
      foreign key ("author_id") references "users" ("id") on delete set null;`);

    this.addSql(`create table "audit_log" (
      "id" serial primary key,
      "action" varchar(50) not null,
      "actor" varchar(100) not null,
      "lead_id" int null,
      "details" jsonb null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "audit_log_created_at_index" on "audit_log" ("created_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "audit_log";`);
    this.addSql(`drop table if exists "lead_notes";`);
    this.addSql(`drop table if exists "lead_status_changes";`);
    this.addSql(`drop table if exists "login_attempts";`);
    this.addSql(`drop table if exists "admin_sessions";`);
  }
}
