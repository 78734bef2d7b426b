import { defineEntity, p } from '@mikro-orm/core';
import { ADMIN_LIMITS } from '../../src/admin/limits.ts';
import { Round } from './Round.ts';
import { User } from './User.ts';

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
    /** The account, while it exists; `changedByName` keeps the name after the account is removed. */
    changedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    changedByName: p.string().length(ADMIN_LIMITS.username),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});

export class RoundChange extends RoundChangeSchema.class {}
RoundChangeSchema.setClass(RoundChange);
