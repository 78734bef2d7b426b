import { defineEntity, p } from '@mikro-orm/core';
import { HOUSEHOLD_CHANGE_KINDS, type ContactChanges } from '../../src/household-page/changes.ts';
import { Lead } from './Lead.ts';

/**
 * What a household changed itself on its own page (issue 23): its phone number or address (`changes`
 * holds each field's old and new value), or its choice to stop or resume mail. Staff see these in the
 * lead's history; the household's download holds them. Erased with the lead.
 */
const HouseholdChangeSchema = defineEntity({
  name: 'HouseholdChange',
  tableName: 'household_changes',
  properties: {
    id: p.integer().primary().autoincrement(),
    lead: () => p.manyToOne(Lead).deleteRule('cascade').index(),
    kind: p.enum(HOUSEHOLD_CHANGE_KINDS).columnType('varchar(20)'),
    changes: p.json<ContactChanges>().nullable(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});

export class HouseholdChange extends HouseholdChangeSchema.class {}
HouseholdChangeSchema.setClass(HouseholdChange);
