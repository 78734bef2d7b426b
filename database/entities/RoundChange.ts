import { defineEntity, p } from '@mikro-orm/core';
import { Round } from './Round.ts';
import { staffChangeProperties } from './staff-change.ts';

/** What a change did to one field of a round: its value before (null on creation) and after. */
export type RoundFieldChanges = Record<string, { from: unknown; to: unknown }>;

/** One change of a round by staff (its creation included): who changed which of its fields, when. */
const RoundChangeSchema = defineEntity({
  name: 'RoundChange',
  tableName: 'round_changes',
  properties: {
    id: p.integer().primary().autoincrement(),
    round: () => p.manyToOne(Round).deleteRule('cascade').index(),
    changes: p.json<RoundFieldChanges>(),
    ...staffChangeProperties(),
  },
});

export class RoundChange extends RoundChangeSchema.class {}
RoundChangeSchema.setClass(RoundChange);
