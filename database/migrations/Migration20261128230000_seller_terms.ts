import { Migration } from '@mikro-orm/migrations';

/**
 * Sellers' terms (issue 42 item 1, decision 057): one record per installer company with the commercial
 * guarantee, the manufacturer, the after-sales service, the servicing interval, the salt allowance, the
 * PFAS filter and how the deposit is paid, each group JSON validated by src/seller-terms/schema.ts.
 */
export class Migration20261128230000_seller_terms extends Migration {
  override name = 'Migration20261128230000_seller_terms';

  override up(): void {
    this.addSql(`create table "seller_terms" ("id" serial primary key, "installer_id" int not null, "source" varchar(300) not null,
      "manufacturer" jsonb null, "guarantee" jsonb null, "service" jsonb null, "servicing_interval_months" int null, "salt" jsonb null,
      "pfas_filter" jsonb null, "payment" jsonb null, "changed_by_id" int null, "changed_by_name" varchar(100) not null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "seller_terms" add constraint "seller_terms_installer_id_unique" unique ("installer_id");`);
    this.addSql(`alter table "seller_terms" add constraint "seller_terms_installer_id_foreign" foreign key ("installer_id") references "installers" ("id") on delete cascade;`);
    this.addSql(`alter table "seller_terms" add constraint "seller_terms_changed_by_id_foreign" foreign key ("changed_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "seller_terms" add constraint "seller_terms_servicing_interval_months_check" check ("servicing_interval_months" >= 1 and "servicing_interval_months" <= 120);`);
  }

  override down(): void {
    this.addSql(`drop table if exists "seller_terms";`);
  }
}
