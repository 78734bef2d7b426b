import { Migration } from '@mikro-orm/migrations';

/**
 * The language a household signed up in (issue 25): 'nl' or 'fr'. Every lead stored before the French
 * pages existed signed up on a Dutch page, so 'nl' is theirs, and stays the default for API clients that
 * name no language.
 */
export class Migration20261125080000_lead_language extends Migration {
  override name = 'Migration20261125080000_lead_language';

  override up(): void {
    this.addSql(`alter table "leads" add column "language" varchar(2) not null default 'nl';`);
    this.addSql(`alter table "leads" add constraint "leads_language_check" check ("language" in ('nl', 'fr'));`);
  }

  override down(): void {
    this.addSql(`alter table "leads" drop constraint "leads_language_check";`);
    this.addSql(`alter table "leads" drop column "language";`);
  }
}
