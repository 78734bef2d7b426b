import { Migration } from '@mikro-orm/migrations';

/**
 * The back office's 'new' filter (a missing or unknown status counts as new): a partial index on the
 * leads whose status is none of the four others, in the order of the list (see database/lead-search.ts).
 */
export class Migration20261121020200_lead_new_index extends Migration {
  override name = 'Migration20261121020200_lead_new_index';

  override up(): void {
    this.addSql(`create index "leads_new_created_at_index" on "leads" ("created_at")
      where "status" not in ('contacted', 'followup', 'converted', 'lost');`);
  }

  override down(): void {
    this.addSql(`drop index if exists "leads_new_created_at_index";`);
  }
}
