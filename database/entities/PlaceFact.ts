import { defineEntity, p } from '@mikro-orm/core';
import { ADMIN_LIMITS } from '../../src/admin/limits.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import type { FactKind, HardnessScope } from '../../src/places/facts/fact.ts';
import { FACT_LIMITS } from '../../src/places/facts/schema.ts';

/**
 * One sentence a place page states, with its source (issue 41, decision 056): kept by staff in the tab
 * 'Plaatsen', written into the page by the server (server/page-parts/place-part.ts). The page is its path
 * ('/gent', '/fr/bruxelles'); `position` orders a page's facts. Who entered it and who changed it last are
 * here; every change, with its fields before and after, is a row of `place_fact_changes`.
 */
const PlaceFactSchema = defineEntity({
  name: 'PlaceFact',
  tableName: 'place_facts',
  properties: {
    id: p.integer().primary().autoincrement(),
    page: p.string().length(FACT_LIMITS.slug).index(),
    language: p.string().length(2).$type<Locale>(),
    kind: p.string().length(20).$type<FactKind>(),
    text: p.string().length(FACT_LIMITS.text),
    linkUrl: p.string().length(FACT_LIMITS.url).nullable(),
    linkLabel: p.string().length(FACT_LIMITS.linkLabel).nullable(),
    sourceUrl: p.string().length(FACT_LIMITS.url),
    sourceTitle: p.string().length(FACT_LIMITS.sourceTitle),
    sourceDate: p.string().length(10).nullable(),
    sourceReadOn: p.string().columnType('date').nullable(),
    quote: p.string().length(FACT_LIMITS.quote).nullable(),
    hardnessFh: p.decimal('number').columnType('numeric(4,1)').nullable(),
    hardnessMaxFh: p.decimal('number').columnType('numeric(4,1)').nullable(),
    hardnessAbove: p.boolean().default(false),
    scope: p.string().length(20).$type<HardnessScope>().nullable(),
    period: p.string().length(FACT_LIMITS.period).nullable(),
    position: p.integer(),
    createdBy: p.string().length(ADMIN_LIMITS.username),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedBy: p.string().length(ADMIN_LIMITS.username),
    updatedAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
  checks: [
    { name: 'place_facts_language_check', expression: `"language" in ('nl', 'fr')` },
    { name: 'place_facts_kind_check', expression: `"kind" in ('supplier', 'origin', 'hardness', 'softening', 'lookup', 'installation', 'municipality')` },
    { name: 'place_facts_scope_check', expression: `"scope" in ('municipality', 'zone', 'province', 'part')` },
  ],
});

export class PlaceFact extends PlaceFactSchema.class {}
PlaceFactSchema.setClass(PlaceFact);
