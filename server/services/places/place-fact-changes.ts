/**
 * Staff add, change and remove a place page's facts (issue 41). Every change is validated by the shared
 * schema (src/places/facts/schema.ts: a fact without its source's address or quote is refused, naming
 * the field), written with its history row (`place_fact_changes`: who, when, each field before and
 * after) and an audit entry, and makes the pages' place part be written again (`pagesChanged`, decision
 * 048) in the same transaction: the page, its robots line, its structured data and the sitemap follow.
 */
import { PlaceFact, PlaceFactChange } from '../../../database/entities/index.ts';
import type { PlaceFactFieldChanges } from '../../../database/entities/PlaceFactChange.ts';
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import type { Locale } from '../../../src/i18n/locale.ts';
import type { PlaceFactFields } from '../../../src/places/facts/fact.ts';
import { type PlaceFactChange as FactChange, type PlaceFactInput, wholeFact } from '../../../src/places/facts/schema.ts';
import { placePageOf, type PlacePageRef } from '../../../src/places/place-pages.ts';
import { pagesChanged } from '../../page-parts/page-parts.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';

/** Who is acting: the signed-in member of staff. */
export type Actor = { userId: number; username: string };

/** The fields as stored, compared one by one for the history. */
const FIELDS = [
  'kind',
  'text',
  'linkUrl',
  'linkLabel',
  'sourceUrl',
  'sourceTitle',
  'sourceDate',
  'sourceReadOn',
  'quote',
  'hardnessFH',
  'hardnessMaxFH',
  'hardnessAbove',
  'scope',
  'period',
] as const satisfies ReadonlyArray<keyof PlaceFactFields>;

export function pageOf(slug: string, language: Locale): PlacePageRef {
  const page = placePageOf(slug, language);
  if (!page) throw new DomainError('placeNotFound', { place: slug });
  return page;
}

function fieldsOf(row: PlaceFact): PlaceFactFields {
  return {
    kind: row.kind,
    text: row.text,
    linkUrl: row.linkUrl ?? null,
    linkLabel: row.linkLabel ?? null,
    sourceUrl: row.sourceUrl,
    sourceTitle: row.sourceTitle,
    sourceDate: row.sourceDate ?? null,
    sourceReadOn: row.sourceReadOn ?? null,
    quote: row.quote ?? null,
    hardnessFH: row.hardnessFh === null || row.hardnessFh === undefined ? null : Number(row.hardnessFh),
    hardnessMaxFH: row.hardnessMaxFh === null || row.hardnessMaxFh === undefined ? null : Number(row.hardnessMaxFh),
    hardnessAbove: row.hardnessAbove,
    scope: row.scope ?? null,
    period: row.period ?? null,
  };
}

function columnsOf(fields: PlaceFactFields) {
  const { hardnessFH, hardnessMaxFH, ...rest } = fields;
  return { ...rest, hardnessFh: hardnessFH, hardnessMaxFh: hardnessMaxFH };
}

function differences(before: PlaceFactFields | null, after: PlaceFactFields | null): PlaceFactFieldChanges {
  const changes: PlaceFactFieldChanges = {};
  for (const field of FIELDS) {
    const from = before ? before[field] : null;
    const to = after ? after[field] : null;
    if (before && after && from === to) continue;
    changes[field] = { from, to };
  }
  return changes;
}

function history(tx: Em, actor: Actor, fact: { id: number; page: string }, action: 'added' | 'changed' | 'removed', changes: PlaceFactFieldChanges, now: Date) {
  tx.create(PlaceFactChange, { factId: fact.id, page: fact.page, action, changes, note: null, changedBy: actor.userId, changedByName: actor.username, createdAt: now });
}

async function findFact(tx: Em, slug: string, id: number, language: Locale | undefined): Promise<PlaceFact> {
  const row = await tx.findOne(PlaceFact, { id });
  const page = row ? placePageOf(slug, language ?? row.language) : undefined;
  if (!row || !page || page.path !== row.page) {
    throw new DomainError('placeFactNotFound', { id, page: placePageOf(slug, language ?? 'nl')?.path ?? slug });
  }
  return row;
}

export async function addFact(em: Em, actor: Actor, input: PlaceFactInput, now: Date): Promise<{ id: number }> {
  const { slug, language, ...fields } = input;
  const page = pageOf(slug, language);
  return em.transactional(async (tx) => {
    const [last] = await tx.execute<Array<{ position: number | null }>>(`select max("position") as "position" from "place_facts" where "page" = ?`, [page.path]);
    const row = tx.create(PlaceFact, {
      ...columnsOf({ ...fields, sourceReadOn: fields.sourceReadOn ?? isoDateInBrussels(now) }),
      page: page.path,
      language: page.language,
      position: (last?.position ?? -1) + 1,
      createdBy: actor.username,
      createdAt: now,
      updatedBy: actor.username,
      updatedAt: now,
    });
    await tx.flush();
    history(tx, actor, row, 'added', differences(null, fieldsOf(row)), now);
    recordAudit(tx, { action: 'place.fact_added', actor: actor.username, details: { page: page.path, fact: row.id, kind: row.kind } });
    await pagesChanged(tx, 'place');
    await tx.flush();
    return { id: row.id };
  });
}

/** Changes the fields given; the fact as it then is must pass every rule of a new one (a row without a quote gets one first). */
export async function changeFact(em: Em, actor: Actor, change: FactChange, now: Date): Promise<{ id: number }> {
  const { slug, id, language, ...given } = change;
  return em.transactional(async (tx) => {
    const row = await findFact(tx, slug, id, language);
    const before = fieldsOf(row);
    const after = wholeFact.parse({ ...before, ...Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) });
    const changes = differences(before, after);
    if (Object.keys(changes).length === 0) return { id };
    tx.assign(row, { ...columnsOf(after), updatedBy: actor.username, updatedAt: now });
    history(tx, actor, row, 'changed', changes, now);
    recordAudit(tx, { action: 'place.fact_changed', actor: actor.username, details: { page: row.page, fact: id, fields: Object.keys(changes).join(',') } });
    await pagesChanged(tx, 'place');
    await tx.flush();
    return { id };
  });
}

export async function removeFact(em: Em, actor: Actor, slug: string, id: number, language: Locale | undefined, now: Date): Promise<void> {
  await em.transactional(async (tx) => {
    const row = await findFact(tx, slug, id, language);
    history(tx, actor, row, 'removed', differences(fieldsOf(row), null), now);
    recordAudit(tx, { action: 'place.fact_removed', actor: actor.username, details: { page: row.page, fact: id, kind: row.kind } });
    tx.remove(row);
    await pagesChanged(tx, 'place');
    await tx.flush();
  });
}
