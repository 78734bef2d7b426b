import { Migration } from '@mikro-orm/migrations';
import { LEAD_PHONE_INDEX } from '../lead-phone.ts';
import { PHONE_E164_PLPGSQL_FUNCTION } from './Migration20261125090000_functions_plpgsql.ts';

/**
 * Back office (issue 26, decision 028): every lead's phone number also in E.164, kept by PostgreSQL in
 * a generated column (computed for the leads that exist, and for every new one without a change to the
 * signup), with a trigram index for the search by any part of it.
 */
export class Migration20261125050100_lead_phone_e164 extends Migration {
  override name = 'Migration20261125050100_lead_phone_e164';

  override up(): void {
    this.addSql(PHONE_E164_PLPGSQL_FUNCTION);
    this.addSql(`alter table "leads" add "phone_e164" text generated always as ("lead_phone_e164"("phone")) stored null;`);
    this.addSql(`create index "${LEAD_PHONE_INDEX}" on "leads" using gin ("phone_e164" gin_trgm_ops);`);
  }

  override down(): void {
    this.addSql(`drop index if exists "${LEAD_PHONE_INDEX}";`);
    this.addSql(`alter table "leads" drop column if exists "phone_e164";`);
    this.addSql(`drop function if exists "lead_phone_e164"(text);`);
  }
}
