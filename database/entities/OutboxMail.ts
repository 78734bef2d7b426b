import { defineEntity, p } from '@mikro-orm/core';
import { Lead } from './Lead.ts';

/** Kinds of mail the site sends; each lead gets at most one of each (a unique constraint). */
export type MailKind = 'lead-confirmation' | 'lead-notification';

/**
 * A mail of the transactional outbox: written in the same transaction as the lead it belongs to, sent
 * later by the outbox worker (server/services/mail/outbox.ts). The message is stored rendered, so that
 * what is sent is what was decided at signup.
 */
const OutboxMailSchema = defineEntity({
  name: 'OutboxMail',
  tableName: 'mail_outbox',
  properties: {
    id: p.integer().primary().autoincrement(),
    kind: p.string().length(40),
    // Erasing a lead (privacy request) erases its mails too.
    lead: () => p.manyToOne(Lead).deleteRule('cascade'),
    recipient: p.string().length(254),
    replyTo: p.string().length(254).nullable(),
    subject: p.string().length(300),
    text: p.text(),
    html: p.text(),
    /** pending: waiting to be sent (or retried); sent: handed to the transport; failed: gave up. */
    status: p.string().length(20).default('pending'),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    /** While set and in the future, one worker owns the row (claimed with FOR UPDATE SKIP LOCKED). */
    lockedUntil: p.datetime().columnType('timestamptz').nullable(),
    lastError: p.string().length(1000).nullable(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    sentAt: p.datetime().columnType('timestamptz').nullable(),
  },
  uniques: [{ name: 'mail_outbox_lead_kind_unique', properties: ['lead', 'kind'] }],
  indexes: [
    {
      name: 'mail_outbox_due_index',
      expression:
        'create index "mail_outbox_due_index" on "mail_outbox" ("next_attempt_at", "id") where "status" = \'pending\'',
    },
  ],
});

export class OutboxMail extends OutboxMailSchema.class {}
OutboxMailSchema.setClass(OutboxMail);
