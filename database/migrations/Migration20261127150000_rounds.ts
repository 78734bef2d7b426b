import { Migration } from '@mikro-orm/migrations';
import { Migration20261125060010_submit_lead_link } from './Migration20261125060010_submit_lead_link.ts';

/**
 * Rounds (issue 35, decisions 047-049): the table `rounds` with its history (`round_changes`), each lead's
 * round (`leads.round_id`; the leads stored before have none: they wait for the next round, where staff
 * may move them), the moves of leads between rounds (`lead_round_changes`), the versions of the pages'
 * parts that come from the database (`page_parts`), and `submit_lead` finding the signup's round in the
 * same statement: the round open for the household's place at the signup's moment, else the next one
 * announced there. CAMPAIGN_ENDS_AT, the one deadline the server read at start-up, is no longer read:
 * a round's dates replace it (the server says so at start-up when it is still set).
 */
export class Migration20261127150000_rounds extends Migration {
  override name = 'Migration20261127150000_rounds';

  override up(): void {
    this.addSql(`create table "rounds" ("id" serial primary key, "name" varchar(100) not null,
      "provinces" text[] not null default '{}', "postal_codes" text[] not null default '{}',
      "registration_opens_at" timestamptz not null, "registration_closes_at" timestamptz not null,
      "proposals_from" date null, "proposals_valid_until" date null, "installations_due_by" date null,
      "created_by_name" varchar(100) not null, "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "rounds_registration_check" check ("registration_closes_at" > "registration_opens_at"));`);

    this.addSql(`create table "round_changes" ("id" serial primary key, "round_id" int not null, "changes" jsonb not null,
      "changed_by_id" int null, "changed_by_name" varchar(100) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "round_changes_round_id_index" on "round_changes" ("round_id");`);
    this.addSql(`alter table "round_changes" add constraint "round_changes_round_id_foreign" foreign key ("round_id") references "rounds" ("id") on delete cascade;`);
    this.addSql(`alter table "round_changes" add constraint "round_changes_changed_by_id_foreign" foreign key ("changed_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "leads" add "round_id" int null;`);
    this.addSql(`alter table "leads" add constraint "leads_round_id_foreign" foreign key ("round_id") references "rounds" ("id") on delete set null;`);
    this.addSql(`create index "leads_round_id_created_at_index" on "leads" ("round_id", "created_at");`);

    this.addSql(`create table "lead_round_changes" ("id" serial primary key, "lead_id" int not null, "from_round_id" int null,
      "to_round_id" int null, "changed_by_id" int null, "changed_by_name" varchar(100) not null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "lead_round_changes_lead_id_index" on "lead_round_changes" ("lead_id");`);
    this.addSql(`alter table "lead_round_changes" add constraint "lead_round_changes_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on delete cascade;`);
    this.addSql(`alter table "lead_round_changes" add constraint "lead_round_changes_from_round_id_foreign" foreign key ("from_round_id") references "rounds" ("id") on delete set null;`);
    this.addSql(`alter table "lead_round_changes" add constraint "lead_round_changes_to_round_id_foreign" foreign key ("to_round_id") references "rounds" ("id") on delete set null;`);
    this.addSql(`alter table "lead_round_changes" add constraint "lead_round_changes_changed_by_id_foreign" foreign key ("changed_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`create table "page_parts" ("name" varchar(50) not null, "version" int not null default 1,
      "changed_at" timestamptz not null default now(), primary key ("name"));`);

    this.addSql(`drop function if exists "submit_lead"(jsonb, jsonb, jsonb, text, interval, integer, text);`);
    this.addSql(SUBMIT_LEAD_WITH_ROUND);
  }

  override down(): void {
    this.addSql(`drop function if exists "submit_lead"(jsonb, jsonb, jsonb, text, interval, integer, text, text);`);
    const previous = new Migration20261125060010_submit_lead_link(this.driver, this.config);
    previous.up();
    for (const query of previous.getQueries()) this.addSql(query);
    this.addSql(`drop table if exists "page_parts";`);
    this.addSql(`drop table if exists "lead_round_changes";`);
    this.addSql(`drop index if exists "leads_round_id_created_at_index";`);
    this.addSql(`alter table "leads" drop column "round_id";`);
    this.addSql(`drop table if exists "round_changes";`);
    this.addSql(`drop table if exists "rounds";`);
  }
}

/**
 * The fourth version of `submit_lead` (decisions 018, 024, 029; 049 for the round): `p_region`, the ISO
 * code of the province of the household's postal code (the app knows bpost's ranges:
 * src/proposals/provinces.ts), finds the round in the same statement. The rest is the third version.
 */
const SUBMIT_LEAD_WITH_ROUND = `create function "submit_lead"(
  "p_lead" jsonb, "p_answers" jsonb, "p_mails" jsonb, "p_id_token" text, "p_duplicate_window" interval,
  "p_confirmations_per_day" integer, "p_link_hash" text, "p_region" text
) returns table ("id" integer, "created_at" timestamptz, "outcome" text, "round_id" integer,
  "round_opens_at" timestamptz, "round_closes_at" timestamptz)
language plpgsql volatile as $$
#variable_conflict use_column
declare
  v_mailbox text;
  v_columns text;
  v_id integer;
  v_created_at timestamptz;
  v_confirm boolean;
  v_round integer;
  v_opens timestamptz;
  v_closes timestamptz;
  v_at timestamptz := (p_lead ->> 'created_at')::timestamptz;
  v_postal text := p_lead ->> 'postal_code';
begin
  -- The inbox the address reaches (lead_mailbox, decision 023), as the index "leads_mailbox_index" has it.
  -- Its lock serialises the signups of one mailbox until commit, across connections and app instances.
  v_mailbox := "lead_mailbox"(p_lead ->> 'email');
  perform pg_advisory_xact_lock(hashtextextended('lead:' || v_mailbox, 0));

  -- A double submit (a double click, a retry): the same mailbox and the same answers within the window.
  select l."id", l."created_at", l."round_id" into v_id, v_created_at, v_round from "leads" l
  where "lead_mailbox"(l."email") = v_mailbox and l."created_at" >= now() - p_duplicate_window
    and to_jsonb(l) @> p_answers
  order by l."id" desc limit 1;
  if found then
    select r."registration_opens_at", r."registration_closes_at" into v_opens, v_closes from "rounds" r where r."id" = v_round;
    return query select v_id, v_created_at, 'duplicate'::text, v_round, v_opens, v_closes;
    return;
  end if;

  -- The round of the household's place at the signup's moment (decision 047): the one whose registration
  -- is open, else the next one announced; none when neither exists (the lead waits for the next round).
  -- Everywhere (no province, no postal code), the province of its postal code, or the postal code itself.
  select r."id", r."registration_opens_at", r."registration_closes_at" into v_round, v_opens, v_closes from "rounds" r
  where r."registration_closes_at" > v_at
    and (cardinality(r."provinces") + cardinality(r."postal_codes") = 0
      or p_region = any(r."provinces") or v_postal = any(r."postal_codes"))
  order by r."registration_opens_at" <= v_at desc, r."registration_opens_at", r."id"
  limit 1;
  if v_round is not null then
    p_lead := p_lead || jsonb_build_object('round_id', v_round);
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

  return query select v_id, v_created_at, case when v_confirm then 'created' else 'created-unconfirmed' end,
    v_round, v_opens, v_closes;
end
$$;`;
