import { defineEntity, p } from '@mikro-orm/core';
import { AFTERCARE_LIMITS } from '../../src/aftercare/limits.ts';
import { SUPPORT_CATEGORIES, SUPPORT_KINDS, SUPPORT_STATUSES } from '../../src/aftercare/support.ts';
import { Order } from './Order.ts';

/**
 * A household's request for help with its installed softener, or for its service visit (issue 44 items
 * 3 and 4): its lifecycle (src/aftercare/support.ts; every change through `changeSupportRequest()`, which
 * writes a SupportEvent), the day its first answer is due (Belgian working days, the seller's service
 * level at the time of asking) and when it came, and the visit booked for it: an appointment of its own
 * kind, whose iCalendar UID stays while its SEQUENCE rises with each change. Erased with the order, and
 * at once when the household asks to erase everything (its words are no part of the contract).
 */
const SupportRequestSchema = defineEntity({
  name: 'SupportRequest',
  tableName: 'support_requests',
  properties: {
    id: p.integer().primary().autoincrement(),
    order: () => p.manyToOne(Order).deleteRule('cascade').index(),
    kind: p.enum(SUPPORT_KINDS).columnType('varchar(10)'),
    /** What it is about; null for a service visit. */
    category: p.enum(SUPPORT_CATEGORIES).columnType('varchar(20)').nullable(),
    message: p.string().length(AFTERCARE_LIMITS.message),
    status: p.enum(SUPPORT_STATUSES).columnType('varchar(10)').default('open'),
    answerDueOn: p.string().columnType('date'),
    firstAnswerAt: p.datetime().columnType('timestamptz').nullable(),
    resolvedAt: p.datetime().columnType('timestamptz').nullable(),
    appointmentUid: p.string().length(100).unique(),
    appointmentSequence: p.integer().default(0),
    appointmentStartsAt: p.datetime().columnType('timestamptz').nullable(),
    appointmentEndsAt: p.datetime().columnType('timestamptz').nullable(),
    appointmentStatus: p.enum(['booked', 'cancelled'] as const).columnType('varchar(10)').nullable(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
  indexes: [
    {
      // The lists of what is not resolved (installers' and staff's): few rows, however many orders.
      name: 'support_requests_unresolved_index',
      expression: `create index "support_requests_unresolved_index" on "support_requests" ("created_at", "id") where "status" <> 'resolved'`,
    },
    {
      // Staff's late list: the unanswered ones in the order they fell due.
      name: 'support_requests_unanswered_index',
      expression: `create index "support_requests_unanswered_index" on "support_requests" ("answer_due_on", "id") where "status" <> 'resolved' and "first_answer_at" is null`,
    },
  ],
});

export class SupportRequest extends SupportRequestSchema.class {}
SupportRequestSchema.setClass(SupportRequest);
