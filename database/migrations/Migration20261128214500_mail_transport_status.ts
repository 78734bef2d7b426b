import { Migration } from '@mikro-orm/migrations';

/**
 * How the mail transport fares (issue 45): one row written by the outbox worker, read by the jobs
 * overview, the back office and /healthz (database/entities/MailTransportStatus.ts).
 */
export class Migration20261128214500_mail_transport_status extends Migration {
  override name = 'Migration20261128214500_mail_transport_status';

  override up(): void {
    this.addSql(`create table "mail_transport_status" ("id" int not null, "failing_since" timestamptz null,
      "failed_attempts" int not null default 0, "last_error" varchar(1000) null, "last_error_at" timestamptz null,
      constraint "mail_transport_status_pkey" primary key ("id"));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "mail_transport_status";`);
  }
}
