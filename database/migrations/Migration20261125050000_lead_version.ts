import { Migration } from '@mikro-orm/migrations';

/**
 * Back office (issue 26): a version per lead, raised by every status change and note, so that a change
 * made against an older version is refused instead of silently overwriting a colleague's (the REST
 * ETag and If-Match). Existing leads start at version 1, as new ones do.
 */
export class Migration20261125050000_lead_version extends Migration {
  override name = 'Migration20261125050000_lead_version';

  override up(): void {
    this.addSql(`alter table "leads" add "version" int not null default 1;`);
  }

  override down(): void {
    this.addSql(`alter table "leads" drop column if exists "version";`);
  }
}
