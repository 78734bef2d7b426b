import { Migration } from '@mikro-orm/migrations';
import { LEAD_SEARCH_DOCUMENT, LEAD_SEARCH_INDEX } from '../lead-search.ts';

/**
 * Accent-insensitive search (database/lead-search.ts): the generated `search_text` is rebuilt with
 * accents folded away, and its trigram index with it. A generated column's expression cannot be
 * altered in place, hence drop and add; PostgreSQL recomputes the text of every lead.
 */
export class Migration20261123020000_lead_search_unaccented extends Migration {
  override name = 'Migration20261123020000_lead_search_unaccented';

  override up(): void {
    this.addSql(`drop index if exists "${LEAD_SEARCH_INDEX}";`);
    this.addSql(`alter table "leads" drop column if exists "search_text";`);
    this.addSql(`alter table "leads" add column "search_text" text generated always as (${LEAD_SEARCH_DOCUMENT}) stored;`);
    this.addSql(`create index "${LEAD_SEARCH_INDEX}" on "leads" using gin ("search_text" gin_trgm_ops);`);
  }

  override down(): void {
    this.addSql(`drop index if exists "${LEAD_SEARCH_INDEX}";`);
    this.addSql(`alter table "leads" drop column if exists "search_text";`);
    this.addSql(`alter table "leads" add column "search_text" text generated always as (lower(
      "first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone" || ' '
      || regexp_replace("phone", '[^0-9]', '', 'g') || ' ' || "postal_code" || ' ' || "city"
    )) stored;`);
    this.addSql(`create index "${LEAD_SEARCH_INDEX}" on "leads" using gin ("search_text" gin_trgm_ops);`);
  }
}
