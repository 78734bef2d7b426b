import { defineEntity, p } from '@mikro-orm/core';
import { ADMIN_LIMITS } from '../../src/admin/limits.ts';

/**
 * What staff did that must stay traceable (erasures, exports, sign-ins). It never holds personal data
 * of a lead: a lead is named by its number only, so the trace survives the lead's erasure.
 */
const AuditLogEntrySchema = defineEntity({
  name: 'AuditLogEntry',
  tableName: 'audit_log',
  properties: {
    id: p.integer().primary().autoincrement(),
    action: p.string().length(50),
    /** The staff username, kept as text so that the entry outlives the account. */
    actor: p.string().length(ADMIN_LIMITS.username),
    leadId: p.integer().nullable(),
    details: p.json<Record<string, string | number | boolean | null>>().nullable(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .index(),
  },
});

export class AuditLogEntry extends AuditLogEntrySchema.class {}
AuditLogEntrySchema.setClass(AuditLogEntry);
