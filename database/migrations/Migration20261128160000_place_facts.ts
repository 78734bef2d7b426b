import { Migration } from '@mikro-orm/migrations';
import { FIRST_FACTS, FIRST_SOURCES } from './place-facts/first-facts.ts';
import { literal, MIGRATION_ACTOR } from './place-facts/fact-sql.ts';

/**
 * Place facts as rows (issue 41, decision 056): the table of the facts staff keep, each with its source,
 * and the history of their changes; then the facts the code held (./place-facts/first-facts.ts) as the
 * first rows, in the order each page showed them, each with its history row. Nothing a page said is lost.
 */
export class Migration20261128160000_place_facts extends Migration {
  override name = 'Migration20261128160000_place_facts';

  override up(): void | Promise<void> {
    this.addSql(`create table "place_facts" ("id" serial primary key, "page" varchar(60) not null, "language" varchar(2) not null, "kind" varchar(20) not null, "text" varchar(1000) not null, "link_url" varchar(500) null, "link_label" varchar(200) null, "source_url" varchar(500) not null, "source_title" varchar(200) not null, "source_date" varchar(10) null, "source_read_on" date null, "quote" varchar(2000) null, "hardness_fh" numeric(4,1) null, "hardness_max_fh" numeric(4,1) null, "hardness_above" boolean not null default false, "scope" varchar(20) null, "period" varchar(40) null, "position" int not null, "created_by" varchar(100) not null, "created_at" timestamptz not null default now(), "updated_by" varchar(100) not null, "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "place_facts_page_index" on "place_facts" ("page");`);

    this.addSql(`create table "place_fact_changes" ("id" serial primary key, "fact_id" int not null, "page" varchar(60) not null, "action" varchar(10) not null, "changes" jsonb not null, "note" varchar(500) null, "changed_by_id" int null, "changed_by_name" varchar(100) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "place_fact_changes_fact_id_index" on "place_fact_changes" ("fact_id");`);
    this.addSql(`create index "place_fact_changes_page_index" on "place_fact_changes" ("page");`);

    this.addSql(`alter table "place_facts" add constraint "place_facts_language_check" check ("language" in ('nl', 'fr'));`);
    this.addSql(`alter table "place_facts" add constraint "place_facts_kind_check" check ("kind" in ('supplier', 'origin', 'hardness', 'softening', 'lookup', 'installation', 'municipality'));`);
    this.addSql(`alter table "place_facts" add constraint "place_facts_scope_check" check ("scope" in ('municipality', 'zone', 'province', 'part'));`);

    this.addSql(`alter table "place_fact_changes" add constraint "place_fact_changes_changed_by_id_foreign" foreign key ("changed_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "place_fact_changes" add constraint "place_fact_changes_action_check" check ("action" in ('added', 'changed', 'removed'));`);

    this.addSql(firstRows());
    this.addSql(
      `insert into "place_fact_changes" ("fact_id", "page", "action", "changes", "note", "changed_by_name") ` +
        `select f."id", f."page", 'added', (select jsonb_object_agg(e.key, jsonb_build_object('from', null, 'to', e.value)) ` +
        `from jsonb_each(to_jsonb(f) - 'id' - 'page' - 'language' - 'position' - 'created_by' - 'created_at' - 'updated_by' - 'updated_at') e), ` +
        `'De eerste rijen: wat de code tot 28/11/2026 over de plaats zei (src/places/data).', '${MIGRATION_ACTOR}' from "place_facts" f;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "place_facts" cascade;`);
    this.addSql(`drop table if exists "place_fact_changes" cascade;`);
  }
}

/** One insert of every first fact, numbered per page in the order the page showed them. */
function firstRows(): string {
  const positions = new Map<string, number>();
  const rows = FIRST_FACTS.map((fact) => {
    const position = positions.get(fact.page) ?? 0;
    positions.set(fact.page, position + 1);
    const source = FIRST_SOURCES[fact.source];
    const h = fact.hardness;
    return `(${[
      fact.page,
      fact.page.startsWith('/fr/') ? 'fr' : 'nl',
      fact.kind,
      fact.text,
      fact.link?.url ?? null,
      fact.link?.label ?? null,
      source.url,
      fact.title ?? source.publisher,
      source.published,
      source.read,
      null,
      h?.fh ?? null,
      h?.maxFh ?? null,
      h?.above ?? false,
      h?.scope ?? null,
      h?.period ?? null,
    ]
      .map(literal)
      .join(', ')}, ${position}, '${MIGRATION_ACTOR}', '${MIGRATION_ACTOR}')`;
  });
  return (
    `insert into "place_facts" ("page", "language", "kind", "text", "link_url", "link_label", "source_url", "source_title", "source_date", ` +
    `"source_read_on", "quote", "hardness_fh", "hardness_max_fh", "hardness_above", "scope", "period", "position", "created_by", "updated_by") values\n` +
    `${rows.join(',\n')};`
  );
}
