import { Migration } from '@mikro-orm/migrations';

/**
 * A lead's status is one of the five (spec section 4), checked by the database (issue 27): unknown
 * values, which the back office showed as 'new', become 'new' first, in the leads and in their status
 * history. Then 'new' is just `status = 'new'`: the partial index on "every status but the four others"
 * gives way to one on (status, created_at), which serves every status filter of the list in its order,
 * and makes the one on status alone redundant.
 */
export class Migration20261125030010_lead_status_check extends Migration {
  override name = 'Migration20261125030010_lead_status_check';

  override up(): void {
    const known = `('new', 'contacted', 'followup', 'converted', 'lost')`;
    this.addSql(`update "leads" set "status" = 'new' where "status" not in ${known};`);
    this.addSql(`update "lead_status_changes" set "from_status" = 'new' where "from_status" is null or "from_status" not in ${known};`);
    this.addSql(`update "lead_status_changes" set "to_status" = 'new' where "to_status" not in ${known};`);
    this.addSql(`alter table "leads" add constraint "leads_status_check" check ("status" in ${known});`);
    this.addSql(`alter table "lead_status_changes" alter column "from_status" set not null;`);
    this.addSql(`alter table "lead_status_changes" add constraint "lead_status_changes_from_status_check" check ("from_status" in ${known});`);
    this.addSql(`alter table "lead_status_changes" add constraint "lead_status_changes_to_status_check" check ("to_status" in ${known});`);
    this.addSql(`create index "leads_status_created_at_index" on "leads" ("status", "created_at");`);
    this.addSql(`drop index if exists "leads_new_created_at_index";`);
    this.addSql(`drop index if exists "leads_status_index";`);
  }

  override down(): void {
    this.addSql(`create index "leads_status_index" on "leads" ("status");`);
    this.addSql(`create index "leads_new_created_at_index" on "leads" ("created_at")
      where "status" not in ('contacted', 'followup', 'converted', 'lost');`);
    this.addSql(`drop index if exists "leads_status_created_at_index";`);
    this.addSql(`alter table "lead_status_changes" drop constraint "lead_status_changes_to_status_check";`);
    this.addSql(`alter table "lead_status_changes" drop constraint "lead_status_changes_from_status_check";`);
    this.addSql(`alter table "lead_status_changes" alter column "from_status" drop not null;`);
    this.addSql(`alter table "leads" drop constraint "leads_status_check";`);
  }
}
