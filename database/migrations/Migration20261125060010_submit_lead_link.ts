import { Migration } from '@mikro-orm/migrations';
import { Migration20261125030030_submit_lead_any_columns } from './Migration20261125030030_submit_lead_any_columns.ts';

/**
 * `submit_lead` with the household's personal link (issue 23, decision 029): `p_link_hash`, the SHA-256
 * of the secret token that the confirmation mail (in `p_mails`) carries, is stored in "household_links"
 * in the same transaction as the lead and its mails, and only when the confirmation is written (not past
 * the daily cap, not for a double submit, which keeps the earlier lead's link). The rest is the second
 * version, unchanged.
 */
export class Migration20261125060010_submit_lead_link extends Migration {
  override name = 'Migration20261125060010_submit_lead_link';

  override up(): void {
    this.addSql(`drop function if exists "submit_lead"(jsonb, jsonb, jsonb, text, interval, integer);`);
    this.addSql(`create function "submit_lead"(
  "p_lead" jsonb, "p_answers" jsonb, "p_mails" jsonb, "p_id_token" text, "p_duplicate_window" interval,
  "p_confirmations_per_day" integer, "p_link_hash" text
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

  -- The personal link the confirmation carries: only its hash, and only when the confirmation goes out.
  if v_confirm and p_link_hash is not null then
    insert into "household_links" ("lead_id", "token_hash") values (v_id, p_link_hash);
  end if;

  return query select v_id, v_created_at, case when v_confirm then 'created' else 'created-unconfirmed' end;
end
$$;`);
  }

  override down(): void {
    this.addSql(`drop function if exists "submit_lead"(jsonb, jsonb, jsonb, text, interval, integer, text);`);
    const previous = new Migration20261125030030_submit_lead_any_columns(this.driver, this.config);
    previous.up();
    for (const query of previous.getQueries()) this.addSql(query);
  }
}
