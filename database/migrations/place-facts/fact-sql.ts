/**
 * SQL of the migrations that write place facts (the first rows, the research of 2026-11-28): each insert,
 * change and removal of a fact written with its history row (`place_fact_changes`, by 'migratie', with
 * the reason), as plain statements so that PGlite and PostgreSQL run the same. The values come from
 * the data files beside this one, never from a request; they are still written as escaped literals.
 */

/** A fact's columns as a migration writes them. */
export interface FactValues {
  kind: string;
  text: string;
  linkUrl?: string | null;
  linkLabel?: string | null;
  sourceUrl: string;
  sourceTitle: string;
  sourceDate: string | null;
  sourceReadOn: string | null;
  quote: string | null;
  hardnessFh?: number | null;
  hardnessMaxFh?: number | null;
  hardnessAbove?: boolean;
  scope?: string | null;
  period?: string | null;
}

/** Who the history names for a migration's changes. */
export const MIGRATION_ACTOR = 'migratie';

const COLUMNS: Record<keyof FactValues, string> = {
  kind: 'kind',
  text: 'text',
  linkUrl: 'link_url',
  linkLabel: 'link_label',
  sourceUrl: 'source_url',
  sourceTitle: 'source_title',
  sourceDate: 'source_date',
  sourceReadOn: 'source_read_on',
  quote: 'quote',
  hardnessFh: 'hardness_fh',
  hardnessMaxFh: 'hardness_max_fh',
  hardnessAbove: 'hardness_above',
  scope: 'scope',
  period: 'period',
};

export function literal(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return `'${value.replace(/'/g, "''")}'`;
}

/** The stored columns of a fact, in their order, for the history's `to`/`from`. */
const HISTORY_COLUMNS = Object.values(COLUMNS);

/** The history row of every fact the condition selects, as it is now: `from` it (removed) or `to` it (added). */
function historyOf(condition: string, action: 'added' | 'removed', note: string): string {
  const pairs = HISTORY_COLUMNS.map(
    (column) => `'${column}', jsonb_build_object('from', ${action === 'added' ? 'null' : `to_jsonb(f."${column}")`}, 'to', ${action === 'added' ? `to_jsonb(f."${column}")` : 'null'})`,
  ).join(', ');
  return (
    `insert into "place_fact_changes" ("fact_id", "page", "action", "changes", "note", "changed_by_name") ` +
    `select f."id", f."page", '${action}', jsonb_build_object(${pairs}), ${literal(note)}, '${MIGRATION_ACTOR}' from "place_facts" f where ${condition};`
  );
}

/** Inserts facts on `page` at the positions given, then their history rows. */
export function insertFacts(page: string, language: string, facts: ReadonlyArray<{ values: FactValues; position: number | 'first' | 'last' }>, note: string): string[] {
  const statements: string[] = [];
  for (const { values, position } of facts) {
    const at =
      position === 'first'
        ? `(select coalesce(min("position"), 1) - 1 from "place_facts" where "page" = ${literal(page)})`
        : position === 'last'
          ? `(select coalesce(max("position"), -1) + 1 from "place_facts" where "page" = ${literal(page)})`
          : String(position);
    const keys = Object.keys(COLUMNS).filter((key) => key in values) as Array<keyof FactValues>;
    const columns = ['page', 'language', 'position', 'created_by', 'updated_by', ...keys.map((key) => COLUMNS[key])].map((c) => `"${c}"`).join(', ');
    const row = [literal(page), literal(language), at, literal(MIGRATION_ACTOR), literal(MIGRATION_ACTOR), ...keys.map((key) => literal(values[key]))].join(', ');
    statements.push(`insert into "place_facts" (${columns}) values (${row});`);
    statements.push(historyOf(`f."id" = (select max("id") from "place_facts")`, 'added', note));
  }
  return statements;
}

/** Which facts a change or a removal names: a page (or every page) and the exact sentence, or a source's address. */
export interface FactMatch {
  page: string | null;
  text?: string;
  sourceUrl?: string;
}

function condition(match: FactMatch): string {
  const parts = [
    ...(match.page === null ? [] : [`"page" = ${literal(match.page)}`]),
    ...(match.text === undefined ? [] : [`"text" = ${literal(match.text)}`]),
    ...(match.sourceUrl === undefined ? [] : [`"source_url" = ${literal(match.sourceUrl)}`]),
  ];
  if (parts.length === 0) throw new Error('a change must name its facts');
  return parts.join(' and ');
}

/** One step of a migration: facts added (first or last on their page), the facts a match names removed, or changed. */
export type ResearchStep =
  | { add: { page: string; at: 'first' | 'last'; fact: FactValues }[]; note: string }
  | { remove: FactMatch; note: string }
  | { change: FactMatch; set: Partial<FactValues>; note: string };

export function removeFacts(match: FactMatch, note: string): string[] {
  const where = condition(match);
  return [historyOf(where.replace(/"(page|text|source_url)"/g, 'f."$1"'), 'removed', note), `delete from "place_facts" where ${where};`];
}

export function changeFacts(match: FactMatch, set: Partial<FactValues>, note: string): string[] {
  const where = condition(match);
  const keys = Object.keys(set) as Array<keyof FactValues>;
  const pairs = keys.map((key) => `'${COLUMNS[key]}', jsonb_build_object('from', to_jsonb(f."${COLUMNS[key]}"), 'to', to_jsonb(${literal(set[key])}::${key === 'hardnessAbove' ? 'boolean' : key.startsWith('hardness') ? 'numeric' : 'text'}))`).join(', ');
  return [
    `insert into "place_fact_changes" ("fact_id", "page", "action", "changes", "note", "changed_by_name") ` +
      `select f."id", f."page", 'changed', jsonb_build_object(${pairs}), ${literal(note)}, '${MIGRATION_ACTOR}' from "place_facts" f where ${where.replace(/"(page|text|source_url)"/g, 'f."$1"')};`,
    `update "place_facts" set ${keys.map((key) => `"${COLUMNS[key]}" = ${literal(set[key])}`).join(', ')}, "updated_by" = '${MIGRATION_ACTOR}', "updated_at" = now() where ${where};`,
  ];
}
