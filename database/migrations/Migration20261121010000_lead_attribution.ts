import { Migration } from '@mikro-orm/migrations';

/** Where a lead came from: UTM parameters and the first page of the visit. */
export class Migration20261121010000_lead_attribution extends Migration {
  override name = 'Migration20261121010000_lead_attribution';

  override up(): void {
    this.addSql(`alter table "leads"
      add column "utm_source" varchar(200) null,
      add column "utm_medium" varchar(200) null,
      add column "utm_campaign" varchar(200) null,
      add column "landing_page" varchar(2000) null;`);
  }

  override down(): void {
    this.addSql(`alter table "leads"
      drop column "utm_source", drop column "utm_medium", drop column "utm_campaign", drop column "landing_page";`);
  }
}
