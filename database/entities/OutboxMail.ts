import { defineEntity, p } from '@mikro-orm/core';
import { Lead } from './Lead.ts';

/**
 * Kinds of mail the site sends about a lead, and how each is handled:
 * - `household`: sent to the household (else to staff);
 * - `whenMailStopped`: what the outbox does with it once the household asked for no more mail
 *   (`leads.mail_stopped_at`, decision 030): `withhold` it, or `send` it anyway because the household
 *   asked for this very mail, or the law requires it;
 * - `once`: at most one per lead (a unique index), else as many as asked for.
 */
export const MAIL_KINDS = {
  'lead-confirmation': { household: true, whenMailStopped: 'withhold', once: true },
  'lead-notification': { household: false, whenMailStopped: 'send', once: true },
  // A new personal link, asked for on the page's form (issue 23). Withheld once the household stopped
  // mail (issue 31): whoever typed the address cannot be told from the household (decision 030).
  'household-link': { household: true, whenMailStopped: 'withhold', once: false },
  // The new link after every link of the lead was ended, on its page or by staff at its request (issue
  // 31): asked for by the household itself, and its only way back to its page.
  'household-links-ended': { household: true, whenMailStopped: 'send', once: false },
  // A personal proposal and its one reminder (issue 24): offers, withheld like the confirmation once the
  // household stopped mail (the proposal stays readable on its page); once per proposal, not per lead.
  proposal: { household: true, whenMailStopped: 'withhold', once: false },
  'proposal-reminder': { household: true, whenMailStopped: 'withhold', once: false },
  // To staff: a household accepted or declined its proposal.
  'proposal-answer': { household: false, whenMailStopped: 'send', once: false },
  // An order's mails (issue 33), required by law or the household's own act, so sent after 'no more mail'
  // too: the confirmation after yes (art. VI.46 §7), the acknowledgement of a withdrawal, a cancellation.
  'order-confirmation': { household: true, whenMailStopped: 'send', once: false },
  'order-withdrawn': { household: true, whenMailStopped: 'send', once: false },
  'order-cancelled': { household: true, whenMailStopped: 'send', once: false },
  // To the seller (the installer's e-mail) and to staff: an order placed, withdrawn or cancelled.
  'order-notice': { household: false, whenMailStopped: 'send', once: false },
  // To staff: a household with a kept order asked to erase everything (decision 046).
  'erasure-request': { household: false, whenMailStopped: 'send', once: false },
  // The technical visit (issue 34): its invitation, change and cancellation with an iCalendar object, the
  // reminder the day before (the household's own appointment: sent after 'no more mail' too), the
  // installer's notice of a pick, a move, a cancellation or a request for other times; and to staff once a
  // day the service levels newly breached (the only mail of no lead: server/services/visits/deadlines.ts).
  'visit-appointment': { household: true, whenMailStopped: 'send', once: false },
  'visit-reminder': { household: true, whenMailStopped: 'send', once: false },
  'visit-notice': { household: false, whenMailStopped: 'send', once: false },
  'breach-digest': { household: false, whenMailStopped: 'send', once: false },
  // Staff corrected a date of the order (issue 43): its rights may follow from it (the withdrawal period).
  'order-date-corrected': { household: true, whenMailStopped: 'send', once: false },
  // Aftercare (issue 44; the warranty certificate goes with the installation's mail, 'order-installed'): a
  // request for help (its receipt, answers and steps) and its visit (with an iCalendar object); salt confirmed
  // or delivered: the household's own acts or its contract, so sent after 'no more mail' too. The service
  // reminder and the invitation to review are neither: withheld. To the seller and staff: the notice of what
  // the household asked.
  'support-request': { household: true, whenMailStopped: 'send', once: false },
  'support-appointment': { household: true, whenMailStopped: 'send', once: false },
  'salt-delivery': { household: true, whenMailStopped: 'send', once: false },
  'service-reminder': { household: true, whenMailStopped: 'withhold', once: false },
  'review-invitation': { household: true, whenMailStopped: 'withhold', once: false },
  'aftercare-notice': { household: false, whenMailStopped: 'send', once: false },
} as const satisfies Record<string, { household: boolean; whenMailStopped: 'withhold' | 'send'; once: boolean }>;

export type MailKind = keyof typeof MAIL_KINDS;

const kindsWhere = (test: (kind: (typeof MAIL_KINDS)[MailKind]) => boolean) =>
  (Object.keys(MAIL_KINDS) as MailKind[]).filter((kind) => test(MAIL_KINDS[kind]));

/** The kinds the outbox withholds from a household that stopped mail. */
export const WITHHELD_WHEN_MAIL_STOPPED: readonly MailKind[] = kindsWhere((kind) => kind.whenMailStopped === 'withhold');

/** `('a', 'b')`: a SQL list of these kinds (constants of this file, never input). */
export function sqlKinds(kinds: readonly MailKind[]): string {
  return `(${kinds.map((kind) => `'${kind}'`).join(', ')})`;
}

const ONCE_PER_LEAD = sqlKinds(kindsWhere((kind) => kind.once));

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
    // Null only for a staff digest about many leads ('breach-digest'), which names none.
    lead: () => p.manyToOne(Lead).deleteRule('cascade').nullable(),
    recipient: p.string().length(254),
    replyTo: p.string().length(254).nullable(),
    subject: p.string().length(300),
    text: p.text(),
    html: p.text(),
    /** An iCalendar object sent with it as `text/calendar` (RFC 6047), its METHOD inside (issue 34); emptied once sent. */
    calendar: p.text().nullable(),
    /** A file sent with it (the warranty certificate, issue 44), its bytes in base64; emptied once sent. */
    attachment: p.json<{ filename: string; contentType: string; base64: string }>().nullable(),
    /**
     * pending: waiting to be sent (or retried); sent: handed to the transport; failed: gave up;
     * withheld: not sent, the household asked for no more mail (its content is cleared as on sending).
     */
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
  uniques: [
    {
      // One confirmation and one staff notice per lead; a household may ask for several links.
      name: 'mail_outbox_lead_kind_unique',
      expression: `create unique index "mail_outbox_lead_kind_unique" on "mail_outbox" ("lead_id", "kind") where "kind" in ${ONCE_PER_LEAD}`,
    },
  ],
  indexes: [
    // A lead's mails (erasure, the household's download) and its recent links (the daily cap per mailbox).
    { name: 'mail_outbox_lead_kind_index', properties: ['lead', 'kind', 'createdAt'] },
    {
      name: 'mail_outbox_due_index',
      expression:
        'create index "mail_outbox_due_index" on "mail_outbox" ("next_attempt_at", "id") where "status" = \'pending\'',
    },
  ],
});

export class OutboxMail extends OutboxMailSchema.class {}
OutboxMailSchema.setClass(OutboxMail);
