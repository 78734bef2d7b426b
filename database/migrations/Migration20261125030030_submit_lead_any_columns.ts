import { Migration } from '@mikro-orm/migrations';
import { Migration20261123040000_submit_lead_function } from './Migration20261123040000_submit_lead_function.ts';

/**
 * `submit_lead` without a list of the lead's columns (issue 27, decision 018 amended): the lead is
 * inserted with the columns its JSON names, which server/services/lead-signup.ts derives from the entity
 * (database/entities/Lead.ts), and a double submit is a lead with the same answers, which the service
 * passes as JSON (`p_answers`, with the column names of "leads") and the function finds by containment in
 * the stored row. A field added to the entity and its migration needs no new version of this function.
 *
 * - `p_lead`: the lead as JSON with the column names of "leads"; columns it leaves out get their defaults.
 * - `p_answers`: what makes two signups the same (the form's answers but the e-mail address, whose
 *   mailbox is compared instead).
 * - `p_mails`, `p_id_token`, the window and the daily cap: as in the first version (decision 018).
 *
 * Inside a PL/pgSQL function every statement takes a fresh snapshot (READ COMMITTED), so the duplicate
 * check after the lock sees a lead that a parallel signup committed while this one waited: of identical
 * parallel signups exactly one inserts. (One statement of CTEs would share one snapshot and miss it.)
 */
export class Migration20261125030030_submit_lead_any_columns extends Migration {
  override name = 'Migration20261125030030_submit_lead_any_columns';

  override up(): void {
    this.addSql(`drop function if exists "submit_lead"(jsonb, jsonb, text, interval, integer);`);
    this.addSql(`create function "submit_lead"(
  "p_lead" jsonb, "p_answers" jsonb, "p_mails" jsonb, "p_id_token" text, "p_duplicate_window" interval,
  "p_confirmations_per_day" integer
) returns table ("id" integer, "created_at" timestamptz, "outcome" text)
language plpgsql volatile as $$
#variable_conflict use_column
declare
  v_mailbox text;
  v_columns text;
  v_id integer;
  v_created_at timestamptz;
  v_confirm boolean;
begin
  -- The inbox the address reaches (lead_mailbox, decision 023), as the index "leads_mailbox_index" has it.
  -- Its lock serialises the signups of one mailbox until commit, across connections and app instances.
  v_mailbox := "lead_mailbox"(p_lead ->> 'email');
  perform pg_advisory_xact_lock(hashtextextended('lead:' || v_mailbox, 0));

  -- A double submit (a double click, a retry): the same mailbox and the same answers within the window.
  select l."id", l."created_at" into v_id, v_created_at from "leads" l
  where "lead_mailbox"(l."email") = v_mailbox and l."created_at" >= now() - p_duplicate_window
    and to_jsonb(l) @> p_answers
  order by l."id" desc limit 1;
  if found then
    return query select v_id, v_created_at, 'duplicate'::text;
    return;
  end if;

  -- The columns are the keys of p_lead (an unknown key fails the signup: no value is ever dropped).
  select string_agg(format('%I', k), ', ') into v_columns from jsonb_object_keys(p_lead) as k;
  execute format('insert into "leads" (%s) select %s from jsonb_populate_record(null::"leads", $1) returning "id", "created_at"',
    v_columns, v_columns)
    using p_lead into v_id, v_created_at;

  -- The daily cap on confirmations per mailbox, counted through the leads (a delivered mail keeps no
  -- recipient, decision 016). Each lead's confirmation is looked up by the unique index, as a subquery:
  -- a join, planned once per connection while the tables were small, read every confirmation instead.
  select count(*) < p_confirmations_per_day into v_confirm from "leads" l
  where "lead_mailbox"(l."email") = v_mailbox and l."created_at" > now() - interval '24 hours'
    and (select true from "mail_outbox" m where m."lead_id" = l."id" and m."kind" = 'lead-confirmation');

  insert into "mail_outbox" ("lead_id", "kind", "recipient", "reply_to", "subject", "text", "html")
  select v_id, m."kind", m."recipient", m."reply_to", m."subject",
    replace(m."text", p_id_token, v_id::text), replace(m."html", p_id_token, v_id::text)
  from jsonb_to_recordset(p_mails) as m("kind" text, "recipient" text, "reply_to" text, "subject" text, "text" text, "html" text)
  where m."kind" <> 'lead-confirmation' or v_confirm;

  return query select v_id, v_created_at, case when v_confirm then 'created' else 'created-unconfirmed' end;
end
$$;`);
  }

  override down(): void {
    this.addSql(`drop function if exists "submit_lead"(jsonb, jsonb, jsonb, text, interval, integer);`);
    const previous = new Migration20261123040000_submit_lead_function(this.driver, this.config);
    previous.up();
    for (const query of previous.getQueries()) this.addSql(query);
  }
}
