import { Migration } from '@mikro-orm/migrations';

/**
 * Installers as real users (issue 43): an installer user can be disabled and has a language; an order
 * keeps how often its household asked for other times that day, and the day a withdrawn softener was
 * collected.
 */
export class Migration20261128100000_installer_users extends Migration {
  override name = 'Migration20261128100000_installer_users';

  override up(): void {
    this.addSql(`alter table "users" add column "active" boolean not null default true,
      add column "language" varchar(2) not null default 'nl',
      add constraint "users_language_check" check ("language" in ('nl', 'fr'));`);
    this.addSql(`alter table "orders" add column "other_times_day" date null,
      add column "other_times_count" smallint not null default 0,
      add column "collected_on" date null;`);
  }

  override down(): void {
    this.addSql(`alter table "orders" drop column "other_times_day", drop column "other_times_count", drop column "collected_on";`);
    this.addSql(`alter table "users" drop constraint "users_language_check", drop column "active", drop column "language";`);
  }
}
