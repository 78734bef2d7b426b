import { Migration } from '@mikro-orm/migrations';

/**
 * The deposit a proposal asks, in euro, as its text states it (issue 42 item 4): the order's confirmation
 * says how to pay it, and a cancellation or withdrawal when it comes back. Proposals sent before have
 * none (null): their deposit is computed from the seller's percentage.
 */
export class Migration20261128230100_proposal_deposit extends Migration {
  override name = 'Migration20261128230100_proposal_deposit';

  override up(): void {
    this.addSql(`alter table "proposals" add "deposit_euro" int null;`);
  }

  override down(): void {
    this.addSql(`alter table "proposals" drop column "deposit_euro";`);
  }
}
