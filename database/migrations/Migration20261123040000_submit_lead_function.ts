import { Migration } from '@mikro-orm/migrations';

/**
 * A signup in one round trip (decision 018): `submit_lead` does in the database what
 * server/services/lead-signup.ts did in seven round trips (BEGIN to COMMIT), and is called with one
 * `select` outside an explicit transaction (the statement is its own transaction).
 *
 * - `p_lead`: the lead as JSON with the column names of "leads" (read with jsonb_populate_record).
 * - `p_mails`: the rendered mails, `[{ kind, recipient, reply_to, subject, text, html }]`; the lead's id
 *   is not known when they are rendered, so they hold `p_id_token` (a random value of this signup) where
 *   it goes, and the function puts the id there.
 * - Returns the lead's id and creation time, and the outcome: 'duplicate' (the earlier lead of a double
 *   submit), 'created', or 'created-unconfirmed' (stored, but the confirmation left out: daily cap).
 *
 * Inside a PL/pgSQL function every statement takes a fresh snapshot (READ COMMITTED), so the duplicate
 * check after the lock sees a lead that a parallel signup committed while this one waited: of identical
 * parallel signups exactly one inserts. (One statement of CTEs would share one snapshot and miss it.)
 */
export class Migration20261123040000_submit_lead_function extends Migration {
  override name = 'Migration20261123040000_submit_lead_function';

  override up(): void {
    this.addSql(`create function "submit_lead"(
  "p_lead" jsonb, "p_mails" jsonb, "p_id_token" text, "p_duplicate_window" interval, "p_confirmations_per_day" integer
) returns table ("id" integer, "created_at" timestamptz, "outcome" text)
language plpgsql volatile as $$
#variable_conflict use_column
declare
  v_lead "leads";
  v_mailbox text;
  v_id integer;
  v_created_at timestamptz;
  v_confirm boolean;
begin
  v_lead := jsonb_populate_record(null::"leads", p_lead);
  -- The mailbox (capitals and a +tag aside), as the index "leads_mailbox_index" has it. Its lock serialises
  -- the signups of one mailbox until commit, across connections and app instances.
  v_mailbox := regexp_replace(lower(v_lead."email"), '\\+[^@]*@', '@');
  perform pg_advisory_xact_lock(hashtextextended('lead:' || v_mailbox, 0));

  -- A double submit (a double click, a retry): same e-mail and same answers within the window.
  select l."id", l."created_at" into v_id, v_created_at from "leads" l
  where lower(l."email") = lower(v_lead."email") and l."created_at" >= now() - p_duplicate_window
    and l."first_name" = v_lead."first_name" and l."last_name" = v_lead."last_name" and l."phone" = v_lead."phone"
    and l."street" is not distinct from v_lead."street" and l."house_number" is not distinct from v_lead."house_number"
    and l."postal_code" = v_lead."postal_code" and l."city" = v_lead."city"
    and l."water_softener_type" = v_lead."water_softener_type" and l."has_wifi" = v_lead."has_wifi"
  order by l."id" desc limit 1;
  if found then
    return query select v_id, v_created_at, 'duplicate'::text;
    return;
  end if;

  insert into "leads" ("first_name", "last_name", "phone", "email", "street", "house_number", "postal_code", "city",
    "water_softener_type", "has_wifi", "source_url", "status", "utm_source", "utm_medium", "utm_campaign",
    "landing_page", "created_at", "last_contact_at")
  values (v_lead."first_name", v_lead."last_name", v_lead."phone", v_lead."email", v_lead."street", v_lead."house_number",
    v_lead."postal_code", v_lead."city", v_lead."water_softener_type", v_lead."has_wifi", v_lead."source_url",
    coalesce(v_lead."status", 'new'), v_lead."utm_source", v_lead."utm_medium", v_lead."utm_campaign",
    v_lead."landing_page", coalesce(v_lead."created_at", now()), coalesce(v_lead."last_contact_at", now()))
  returning "leads"."id", "leads"."created_at" into v_id, v_created_at;

  -- The daily cap on confirmations per mailbox, counted through the leads (a delivered mail keeps no
  -- recipient, decision 016). Each lead's confirmation is looked up by the unique index, as a subquery:
  -- a join, planned once per connection while the tables were small, read every confirmation instead.
  select count(*) < p_confirmations_per_day into v_confirm from "leads" l
  where regexp_replace(lower(l."email"), '\\+[^@]*@', '@') = v_mailbox and l."created_at" > now() - interval '24 hours'
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
    this.addSql(`drop function if exists "submit_lead"(jsonb, jsonb, text, interval, integer);`);
  }
}
