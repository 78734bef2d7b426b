import { defineEntity, p } from '@mikro-orm/core';
import { ADMIN_LIMITS } from '../../src/admin/limits.ts';
import { Lead } from './Lead.ts';
import { User } from './User.ts';

/** A note of staff about a lead (a call, an appointment). Erased with the lead. */
const LeadNoteSchema = defineEntity({
  name: 'LeadNote',
  tableName: 'lead_notes',
  properties: {
    id: p.integer().primary().autoincrement(),
    lead: () => p.manyToOne(Lead).deleteRule('cascade').index(),
    author: () => p.manyToOne(User).nullable().deleteRule('set null'),
    authorName: p.string().length(ADMIN_LIMITS.username),
    body: p.string().length(ADMIN_LIMITS.noteBody),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});

export class LeadNote extends LeadNoteSchema.class {}
LeadNoteSchema.setClass(LeadNote);
