import { defineEntity, p } from '@mikro-orm/core';
import { FACT_LIMITS } from '../../src/places/facts/schema.ts';
import { staffChangeProperties } from './staff-change.ts';

/** What a change did to a fact's fields: each field's value before (null when added) and after (null when removed). */
export type PlaceFactFieldChanges = Record<string, { from: unknown; to: unknown }>;

/**
 * One change of a place fact (issue 41): added, changed or removed, by whom (staff, or the migration that
 * wrote the first rows and the research of 2026-11-28), when, and its fields before and after. The fact
 * is named by its number, kept after it is removed.
 */
const PlaceFactChangeSchema = defineEntity({
  name: 'PlaceFactChange',
  tableName: 'place_fact_changes',
  properties: {
    id: p.integer().primary().autoincrement(),
    factId: p.integer().index(),
    page: p.string().length(FACT_LIMITS.slug).index(),
    action: p.string().length(10).$type<'added' | 'changed' | 'removed'>(),
    changes: p.json<PlaceFactFieldChanges>(),
    /** Why, where the change says it (the research's migration). */
    note: p.string().length(500).nullable(),
    ...staffChangeProperties(),
  },
  checks: [{ name: 'place_fact_changes_action_check', expression: `"action" in ('added', 'changed', 'removed')` }],
});

export class PlaceFactChange extends PlaceFactChangeSchema.class {}
PlaceFactChangeSchema.setClass(PlaceFactChange);
