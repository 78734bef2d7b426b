import { Migration } from '@mikro-orm/migrations';

/** The transactional outbox of e-mails: written with the lead, sent by the outbox worker. */
export class Migration20261121030000_mail_outbox extends Migration {
  override name = 'Migration20261121030000_mail_outbox';

  override up(): void {
    this.addSql(`create table "mail_outbox" (
      "id" serial primary key,
      "kind" varchar(40) not null,
      "lead_id" int not null,
      "recipient" varchar(254) not null,
      "reply_to" varchar(254) null,
      "subject" varchar(300) not null,
      "text" text not null,
      "html" text not null,
      "status" varchar(20) not null default 'pending',
      "attempts" int not null default 0,
      "next_attempt_at" timestamptz not null default now(),
      "locked_until" timestamptz null,
      "last_error" varchar(1000) null,
      "created_at" timestamptz not null default now(),
      "sent_at" timestamptz null
    );`);
    this.addSql(
      `create index "mail_outbox_due_index" on "mail_outbox" ("next_attempt_at") where "status" = 'pending';`,
    );
    this.addSql(
      `alter table "mail_outbox" add constraint "mail_outbox_lead_kind_unique" unique ("lead_id", "kind");`,
    );
    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_lead_id_foreign"
      foreign key ("lead_id") references "leads" ("id") on delete cascade;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "mail_outbox";`);
  }
}
