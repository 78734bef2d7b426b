import { defineEntity, p } from '@mikro-orm/core';

/**
 * How the mail transport fares (issue 45), one row (`id` 1) written by the outbox worker
 * (server/services/mail/mail-status.ts): since when sending has failed without a mail getting through
 * (null while mail goes out), how many attempts failed since, and the latest error with its time. Read by
 * GET /api/admin/jobs, the back office and /healthz. Holds no address: errors are stored with e-mail
 * addresses taken out, so an erased household leaves nothing here.
 */
const MailTransportStatusSchema = defineEntity({
  name: 'MailTransportStatus',
  tableName: 'mail_transport_status',
  properties: {
    id: p.integer().primary().autoincrement(false),
    failingSince: p.datetime().columnType('timestamptz').nullable(),
    failedAttempts: p.integer().default(0),
    lastError: p.string().length(1000).nullable(),
    lastErrorAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export class MailTransportStatus extends MailTransportStatusSchema.class {}
MailTransportStatusSchema.setClass(MailTransportStatus);
