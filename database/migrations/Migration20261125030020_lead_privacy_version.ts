import { Migration } from '@mikro-orm/migrations';

/**
 * The version (date) of the privacy statement each lead consented to (issue 22): set by the signup from
 * the statement's version constant (src/site.ts). Every lead stored before this column was taken under
 * the statement dated 15/10/2019, the only value that constant has had until now, so that is theirs.
 * No default afterwards: a lead stored without its version is refused.
 */
export class Migration20261125030020_lead_privacy_version extends Migration {
  override name = 'Migration20261125030020_lead_privacy_version';

  override up(): void {
    this.addSql(`alter table "leads" add column "privacy_version" varchar(20) not null default '15/10/2019';`);
    this.addSql(`alter table "leads" alter column "privacy_version" drop default;`);
  }

  override down(): void {
    this.addSql(`alter table "leads" drop column "privacy_version";`);
  }
}
