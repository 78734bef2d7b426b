import { defineEntity, p } from '@mikro-orm/core';
import { LEAD_LIMITS } from '../../src/leads/limits.ts';
import { ADMIN_LIMITS } from '../../src/admin/limits.ts';
import { LEAD_STATUSES } from '../../src/leads/status.ts';
import { Lead } from './Lead.ts';
import { User } from './User.ts';

/** One change of a lead's status: who changed what, when. Erased with the lead. */
const LeadStatusChangeSchema = defineEntity({
  name: 'LeadStatusChange',
  tableName: 'lead_status_changes',
  properties: {
    id: p.integer().primary().autoincrement(),
    lead: () => p.manyToOne(Lead).deleteRule('cascade').index(),
    fromStatus: p.enum(LEAD_STATUSES).columnType(`varchar(${LEAD_LIMITS.status})`),
    toStatus: p.enum(LEAD_STATUSES).columnType(`varchar(${LEAD_LIMITS.status})`),
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

export class LeadStatusChange extends LeadStatusChangeSchema.class {}
LeadStatusChangeSchema.setClass(LeadStatusChange);
