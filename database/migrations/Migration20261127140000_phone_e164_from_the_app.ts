import { Migration } from '@mikro-orm/migrations';
import { LEAD_PHONE_INDEX } from '../lead-phone.ts';
import { PHONE_E164_PLPGSQL_FUNCTION } from './Migration20261125090000_functions_plpgsql.ts';

/**
 * The E.164 form of a lead's phone number is written by the app (issue 31, decision 028 amended): one
 * definition, the numbering plan of libphonenumber (src/leads/phone.ts), instead of a rule written twice
 * (TypeScript and the SQL function `lead_phone_e164`). The generated column becomes a plain one and
 * keeps every stored value; the function goes. `submit_lead` needs no new version: it inserts the
 * columns its JSON names (decision 024), and the signup now names `phone_e164` too.
 */
export class Migration20261127140000_phone_e164_from_the_app extends Migration {
  override name = 'Migration20261127140000_phone_e164_from_the_app';

  override up(): void {
    this.addSql(`alter table "leads" alter column "phone_e164" drop expression;`);
    this.addSql(`drop function if exists "lead_phone_e164"(text);`);
  }

  override down(): void {
    this.addSql(PHONE_E164_PLPGSQL_FUNCTION);
    this.addSql(`drop index if exists "${LEAD_PHONE_INDEX}";`);
    this.addSql(`alter table "leads" drop column "phone_e164";`);
    this.addSql(`alter table "leads" add "phone_e164" text generated always as ("lead_phone_e164"("phone")) stored null;`);
    this.addSql(`create index "${LEAD_PHONE_INDEX}" on "leads" using gin ("phone_e164" gin_trgm_ops);`);
  }
}
