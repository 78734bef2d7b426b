import { Migration } from '@mikro-orm/migrations';

/**
 * Substring search over 100,000+ leads (see database/lead-search.ts): a generated, lower-cased search
 * text per lead and a trigram GIN index on it. pg_trgm is a trusted extension (PostgreSQL 13+), so the
 * database owner may create it; PGlite loads it in database/orm.ts.
 */
export class Migration20261121020100_lead_search extends Migration {
  override name = 'Migration20261121020100_lead_search';

  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`alter table "leads" add column "search_text" text generated always as (lower(
      "first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone" || ' '
      || regexp_replace("phone", '[^0-9]', '', 'g') || ' ' || "postal_code" || ' ' || "city"
    )) stored;`);
    this.addSql(`create index "leads_search_text_trgm_index" on "leads" using gin ("search_text" gin_trgm_ops);`);
  }

  override down(): void {
    this.addSql(`drop index if exists "leads_search_text_trgm_index";`);
    this.addSql(`alter table "leads" drop column if exists "search_text";`);
  }
}
