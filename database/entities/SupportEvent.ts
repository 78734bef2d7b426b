import { defineEntity, p } from '@mikro-orm/core';
import { ADMIN_LIMITS } from '../../src/admin/limits.ts';
import { AFTERCARE_LIMITS } from '../../src/aftercare/limits.ts';
import { SUPPORT_ACTORS, SUPPORT_STATUSES } from '../../src/aftercare/support.ts';
import { SupportRequest } from './SupportRequest.ts';

/** One step of a request for help: a change of status, or an answer (the same status before and after), who, what, when. */
const SupportEventSchema = defineEntity({
  name: 'SupportEvent',
  tableName: 'support_events',
  properties: {
    id: p.integer().primary().autoincrement(),
    request: () => p.manyToOne(SupportRequest).deleteRule('cascade').index(),
    /** Null for the request's creation. */
    fromStatus: p.enum(SUPPORT_STATUSES).columnType('varchar(10)').nullable(),
    toStatus: p.enum(SUPPORT_STATUSES).columnType('varchar(10)'),
    actorKind: p.enum(SUPPORT_ACTORS).columnType('varchar(10)'),
    actorName: p.string().length(ADMIN_LIMITS.username + 20),
    /** What the seller answered the household (it reads it on its page and in its mail). */
    message: p.string().length(AFTERCARE_LIMITS.message).nullable(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});

export class SupportEvent extends SupportEventSchema.class {}
SupportEventSchema.setClass(SupportEvent);
