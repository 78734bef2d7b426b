import { Migration } from '@mikro-orm/migrations';

/**
 * Background jobs (issue 32, decision 037): one table for the one-off jobs and the recurring tasks of
 * server/jobs/. At most one pending job per (name, key); due jobs are found in `run_at` order.
 */
export class Migration20261127100000_jobs extends Migration {
  override name = 'Migration20261127100000_jobs';

  override up(): void {
    this.addSql(`create table "jobs" ("id" serial primary key, "name" varchar(100) not null, "key" varchar(200) null,
      "payload" jsonb not null default '{}', "status" varchar(10) not null default 'pending',
      "run_at" timestamptz not null default now(), "attempts" int not null default 0, "locked_until" timestamptz null,
      "last_error" varchar(1000) null, "created_at" timestamptz not null default now(), "finished_at" timestamptz null,
      constraint "jobs_status_check" check ("status" in ('pending', 'running', 'done', 'failed')));`);
    this.addSql(`create unique index "jobs_pending_key_unique" on "jobs" ("name", "key") where "status" = 'pending';`);
    this.addSql(`create index "jobs_due_index" on "jobs" ("run_at", "id") where "status" = 'pending';`);
    this.addSql(`create index "jobs_finished_at_index" on "jobs" ("finished_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "jobs";`);
  }
}
