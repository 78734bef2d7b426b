import { defineEntity, p } from '@mikro-orm/core';
import { LEAD_LIMITS } from '../../src/leads/limits.ts';
import { LEAD_STATUSES } from '../../src/leads/status.ts';
import { Lead } from './Lead.ts';
import { staffChangeProperties } from './staff-change.ts';

/** One change of a lead's status: who changed what, when. Erased with the lead. */
const LeadStatusChangeSchema = defineEntity({
  name: 'LeadStatusChange',
  tableName: 'lead_status_changes',
  properties: {
    id: p.integer().primary().autoincrement(),
    lead: () => p.manyToOne(Lead).deleteRule('cascade').index(),
    fromStatus: p.enum(LEAD_STATUSES).columnType(`varchar(${LEAD_LIMITS.status})`),
    toStatus: p.enum(LEAD_STATUSES).columnType(`varchar(${LEAD_LIMITS.status})`),
    ...staffChangeProperties(),
  },
});

export class LeadStatusChange extends LeadStatusChangeSchema.class {}
LeadStatusChangeSchema.setClass(LeadStatusChange);
