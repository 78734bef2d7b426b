import { Migration } from '@mikro-orm/migrations';

/**
 * Confirmation mails per recipient and day are capped (server/services/mail/outbox.ts): an index on
 * the confirmations by recipient and time makes that count a short index scan.
 */
export class Migration20261123010000_outbox_recipient_index extends Migration {
  override name = 'Migration20261123010000_outbox_recipient_index';

  override up(): void {
    this.addSql(`create index "mail_outbox_confirmation_recipient_index" on "mail_outbox" (regexp_replace("recipient", '\\+[^@]*@', '@'), "created_at")
      where "kind" = 'lead-confirmation';`);
  }

  override down(): void {
    this.addSql(`drop index if exists "mail_outbox_confirmation_recipient_index";`);
  }
}
