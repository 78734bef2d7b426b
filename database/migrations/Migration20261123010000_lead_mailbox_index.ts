import { Migration } from '@mikro-orm/migrations';

/**
 * Confirmation mails per mailbox and day are capped (server/services/mail/outbox.ts), counted through
 * the leads' addresses: an index on the mailbox (lower case, without a `+tag`) and the signup time makes
 * that count a short index scan.
 */
export class Migration20261123010000_lead_mailbox_index extends Migration {
  override name = 'Migration20261123010000_lead_mailbox_index';

  override up(): void {
    this.addSql(`create index "leads_mailbox_index" on "leads" (regexp_replace(lower("email"), '\\+[^@]*@', '@'), "created_at");`);
  }

  override down(): void {
    this.addSql(`drop index if exists "leads_mailbox_index";`);
  }
}
