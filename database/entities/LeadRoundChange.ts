import { defineEntity, p } from '@mikro-orm/core';
import { Lead } from './Lead.ts';
import { Round } from './Round.ts';
import { staffChangeProperties } from './staff-change.ts';

/** A lead moved by staff from one round to another (null: waiting for the next round). Erased with the lead. */
const LeadRoundChangeSchema = defineEntity({
  name: 'LeadRoundChange',
  tableName: 'lead_round_changes',
  properties: {
    id: p.integer().primary().autoincrement(),
    lead: () => p.manyToOne(Lead).deleteRule('cascade').index(),
    fromRound: () => p.manyToOne(Round).mapToPk().nullable().deleteRule('set null'),
    toRound: () => p.manyToOne(Round).mapToPk().nullable().deleteRule('set null'),
    ...staffChangeProperties(),
  },
});

export class LeadRoundChange extends LeadRoundChangeSchema.class {}
LeadRoundChangeSchema.setClass(LeadRoundChange);
