/**
 * The transactional outbox of e-mails. `leadMails` renders the mails of a new lead, which the database
 * function `submit_lead` writes in the same transaction as the lead (server/services/lead-signup.ts); the
 * worker sends them later, with retries and exponential backoff, so that a mail failure never fails a
 * signup. The outbox is a recurring background job (`mail.outbox`, server/jobs/background-jobs.ts): every
 * 30 seconds, and at once when a service wakes it after writing mail.
 *
 * No mail goes out twice: a worker claims due rows with `FOR UPDATE SKIP LOCKED` and stamps a lease
 * (`locked_until`) on them in the same statement, so another worker (or another app instance on the same
 * PostgreSQL) skips them while the worker renews the lease (server/jobs/lease.ts: 30 s, renewed every
 * 10 s); after a crash they go out within 30 s. The one window left is a crash after the SMTP server
 * accepted a message and before the row is marked sent; the retry then carries the same Message-ID.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Em } from '../../../database/orm.ts';
import { type MailKind, sqlKinds, WITHHELD_WHEN_MAIL_STOPPED } from '../../../database/entities/OutboxMail.ts';
import { FR_TEXTS } from '../../../src/i18n/fr.ts';
import type { Locale } from '../../../src/i18n/locale.ts';
import { SITE } from '../../../src/site.ts';
import type { Env } from '../../env.ts';
import { confirmationMail, type LeadForMail, mailLocale, type RenderedMail, staffNotificationMail } from './templates.ts';
import type { MailAttachment, MailTransport } from './transport.ts';
import { retryDelayMs } from '../../jobs/job-runner.ts';
import { holdLease, LEASE_MS } from '../../jobs/lease.ts';
import { isRecipientRefusal, recordMailFailure, recordMailSent } from './mail-status.ts';

export const OUTBOX_SETTINGS = {
  /** Rows claimed per round trip. */
  batchSize: 10,
  /** After this many failed attempts (about a day of retries) a mail is marked failed. */
  maxAttempts: 24,
  /** How often the outbox job looks for due mail when nothing woke it. */
  pollIntervalMs: 30_000,
  /** How long shutdown waits for a send in progress before closing anyway. */
  stopTimeoutMs: 5_000,
} as const;

/**
 * Confirmation mails one address receives in 24 hours at most, however many signups name it: the site's
 * mail must not become a way to flood someone's inbox. Spellings of one inbox (`Jan+1@…`, Gmail's dots
 * and googlemail.com) count as that inbox: the SQL function `lead_mailbox` (decision 023). Later signups
 * are stored and reach the staff as usual; only the household's confirmation is left out
 * (docs/decisions/008). Counted by the database function `submit_lead` (decision 018),
 * through the leads' addresses: a delivered mail keeps no recipient (decision 016).
 */
export const CONFIRMATIONS_PER_RECIPIENT_PER_DAY = 3;

/** A mail as `submit_lead` writes it to the outbox (column names of "mail_outbox"). */
export interface OutboxMailRow extends RenderedMail {
  kind: MailKind;
  recipient: string;
  reply_to: string;
}

/**
 * The mails of a new lead: its confirmation with its personal `link` (which `submit_lead` leaves out past
 * the daily cap) and, when LEADS_NOTIFY_EMAIL is set, the staff notification (without the link).
 */
export function leadMails(lead: LeadForMail, env: Pick<Env, 'LEADS_NOTIFY_EMAIL' | 'PUBLIC_URL'>, link: string): OutboxMailRow[] {
  const mails: OutboxMailRow[] = [{ kind: 'lead-confirmation', recipient: lead.email, reply_to: SITE.email, ...confirmationMail(lead, link) }];
  if (env.LEADS_NOTIFY_EMAIL) {
    const notification = staffNotificationMail(lead, { publicUrl: env.PUBLIC_URL });
    mails.push({ kind: 'lead-notification', recipient: env.LEADS_NOTIFY_EMAIL, reply_to: lead.email, ...notification });
  }
  return mails;
}

/** A mail of a kind that the outbox withholds from a household that stopped mail (decision 030). */
const WITHHELD = `"kind" in ${sqlKinds(WITHHELD_WHEN_MAIL_STOPPED)}
  and exists (select 1 from "leads" l where l."id" = "mail_outbox"."lead_id" and l."mail_stopped_at" is not null)`;

/** What a mail keeps once it has left (or will never leave): nothing of the lead (decision 016). */
export const EMPTIED_MAIL = `"recipient" = '', "reply_to" = null, "subject" = '', "text" = '', "html" = '', "calendar" = null, "attachment" = null`;

/**
 * Claims due mails, first due first, and stamps their lease. The order is that of the partial index
 * `mail_outbox_due_index` (due time, id), so a claim reads a batch of index entries however many mails
 * wait, with or without planner statistics (PGlite keeps none). A mail the household no longer wants is
 * never claimed; `WITHHOLD_SQL` marks it withheld.
 */
export const CLAIM_SQL = `update "mail_outbox" set "locked_until" = ?, "attempts" = "attempts" + 1
  where "id" in (
    select "id" from "mail_outbox"
    where "status" = 'pending' and "next_attempt_at" <= ? and ("locked_until" is null or "locked_until" <= ?)
      and not (${WITHHELD})
    order by "next_attempt_at", "id" limit ? for update skip locked)
  returning "id", "kind", "recipient", "reply_to", "subject", "text", "html", "calendar", "attachment", "attempts"`;

/**
 * Marks withheld the pending mails of households that stopped mail (those queued before they stopped,
 * or since by a service that did not look), emptied as a sent mail is. Run before each claim.
 */
const WITHHOLD_SQL = `update "mail_outbox" set "status" = 'withheld', "locked_until" = null, ${EMPTIED_MAIL}
  where "status" = 'pending' and ${WITHHELD}`;

interface OutboxRun {
  sent: number;
  /** Attempts that failed and will be retried. */
  retrying: number;
  /** Mails given up after the last attempt. */
  gaveUp: number;
  /** Due mails held by another worker's lease (one that died, most likely): when the first lease ends. */
  heldUntil?: Date;
}

export interface OutboxWorker {
  /** Sends every mail that is due at `at` (default: now): the job's run; tests call it too. */
  runOnce(at?: Date): Promise<OutboxRun>;
  /** Waits (briefly) for a send in progress, then closes the transport. */
  stop(): Promise<void>;
  /** What the operator should know about the mail set-up, logged once by the server process. */
  warnings(): string[];
}

interface ClaimedRow {
  id: number;
  kind: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  calendar: string | null;
  attachment: MailAttachment | null;
  attempts: number;
}

/**
 * The sender of each language's mails: MAIL_FROM (default: the site's name and address) for Dutch mails;
 * for French ones the same address under the site's French name, so that a French household's inbox
 * shows a French sender above a French subject (issue 36).
 */
export function senders(mailFrom: string | undefined): Record<Locale, string> {
  const address = mailFrom ? (/<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim()) : SITE.email;
  return { nl: mailFrom ?? `"${SITE.name}" <${SITE.email}>`, fr: `"${FR_TEXTS.site.name}" <${address}>` };
}

export interface OutboxWorkerOptions {
  db: Database;
  env: Pick<Env, 'MAIL_FROM' | 'PUBLIC_URL' | 'LEADS_NOTIFY_EMAIL'>;
  log: FastifyBaseLogger;
  transport: MailTransport;
  now?: () => Date;
}

function describeError(error: unknown): { code: string; message: string } {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  const code = [e.code, e.responseCode].filter((part) => part !== undefined).join(' ') || 'ERROR';
  return { code, message: String(e.message ?? error).slice(0, 1000) };
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, env, log, transport } = options;
  const now = options.now ?? (() => new Date());
  const from = senders(env.MAIL_FROM);
  const messageHost = new URL(env.PUBLIC_URL).hostname;

  let stopped = false;
  let running: Promise<OutboxRun> | undefined;

  async function claim(em: Em, at: Date, until: Date): Promise<ClaimedRow[]> {
    return em.execute<ClaimedRow[]>(CLAIM_SQL, [until, at, at, OUTBOX_SETTINGS.batchSize]);
  }

  /** Moves the lease of the batch's mails still to send from `token` to `next` (or ends it: null). */
  async function moveLease(em: Em, ids: number[], token: Date, next: Date | null): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await em.execute<unknown[]>(
      `update "mail_outbox" set "locked_until" = ? where "id" in (${ids.map(() => '?').join(', ')})
         and "status" = 'pending' and "locked_until" = ? returning "id"`,
      [next, ...ids, token],
    );
    return rows.length;
  }

  async function deliver(em: Em, row: ClaimedRow, run: OutboxRun): Promise<void> {
    const context = { outboxId: row.id, kind: row.kind, attempt: row.attempts };
    try {
      await transport.send({
        outboxId: row.id,
        kind: row.kind,
        from: from[mailLocale(row.html)],
        to: row.recipient,
        replyTo: row.reply_to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        calendar: row.calendar,
        attachment: row.attachment,
        messageId: `<outbox-${row.id}@${messageHost}>`,
      });
      // Once delivered, the row keeps nothing of the lead: no address, no subject, no body (decision 016).
      const kept = await em.execute<Array<{ id: number }>>(
        `update "mail_outbox" set "status" = 'sent', "sent_at" = ?, "locked_until" = null, "last_error" = null,
           ${EMPTIED_MAIL} where "id" = ? returning "id"`,
        [now(), row.id],
      );
      // The lead was erased while its mail was being sent: its file (if any) goes too.
      if (kept.length === 0) await transport.takeBack({ id: row.id, kind: row.kind });
      // Not worth a second copy of the mail: a failure to write this leaves "failing" until the next one.
      await recordMailSent(em).catch(() => undefined);
      run.sent += 1;
      log.info({ ...context, transport: transport.kind }, 'mail sent');
    } catch (error) {
      const { code, message } = describeError(error);
      const giveUp = row.attempts >= OUTBOX_SETTINGS.maxAttempts;
      const retryAt = new Date(now().getTime() + retryDelayMs(row.attempts));
      await em.execute(
        `update "mail_outbox" set "status" = ?, "next_attempt_at" = ?, "locked_until" = null, "last_error" = ? where "id" = ?`,
        [giveUp ? 'failed' : 'pending', retryAt, message, row.id],
      );
      if (!isRecipientRefusal(error)) await recordMailFailure(em, { code, message }, now());
      // The error's code only: SMTP error messages may quote the recipient's address.
      if (giveUp) {
        run.gaveUp += 1;
        log.error({ ...context, error: code }, 'mail given up after the last attempt');
      } else {
        run.retrying += 1;
        log.warn({ ...context, error: code, retryAt: retryAt.toISOString() }, 'mail not sent; will retry');
      }
    }
  }

  async function sendDue(at: Date): Promise<OutboxRun> {
    const run: OutboxRun = { sent: 0, retrying: 0, gaveUp: 0 };
    const em = db.orm.em.fork();
    await em.execute(WITHHOLD_SQL);
    for (;;) {
      // A test's run at a later `at` leases from then; a lease is never shorter than LEASE_MS from now.
      const until = new Date(Math.max(at.getTime(), now().getTime()) + LEASE_MS);
      const rows = await claim(em, at, until);
      const toSend = rows.map((row) => row.id);
      const lease = holdLease(until, async (token, next) => (await moveLease(em, toSend, token, next)) === toSend.length, now);
      try {
        for (const row of rows) {
          // Stopping, or the lease lost: the mails not yet sent are left to the next run (or instance).
          if (stopped || lease.lost()) break;
          await deliver(em, row, run);
          toSend.shift();
        }
      } finally {
        lease.end();
        if (toSend.length > 0) await moveLease(em, toSend, lease.until, null);
      }
      if (rows.length < OUTBOX_SETTINGS.batchSize || stopped) break;
    }
    // Held when this run looked (`at`): its lease may have ended since, and the next run takes them.
    const [held] = await em.execute<Array<{ until: Date | string | null }>>(
      `select min("locked_until") as "until" from "mail_outbox" where "status" = 'pending' and "next_attempt_at" <= ? and "locked_until" > ?`,
      [at, at],
    );
    if (held?.until) run.heldUntil = new Date(held.until);
    return run;
  }

  function runOnce(at?: Date): Promise<OutboxRun> {
    // One run at a time per worker; a call during a run waits for it and then runs again.
    const previous = running ?? Promise.resolve(undefined);
    const next = previous.catch(() => undefined).then(() => sendDue(at ?? now()));
    running = next;
    void next.finally(() => {
      if (running === next) running = undefined;
    }).catch(() => undefined);
    return next;
  }

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (running) {
        let waited: NodeJS.Timeout | undefined;
        await Promise.race([
          running.catch(() => undefined),
          new Promise((resolve) => {
            waited = setTimeout(resolve, OUTBOX_SETTINGS.stopTimeoutMs);
          }),
        ]);
        clearTimeout(waited);
      }
      transport.close();
    },
    warnings() {
      return [
        ...(transport.kind === 'file' ? ['SMTP_URL is not set: e-mails are written as .eml files under DATA_DIR/outbox'] : []),
        ...(env.LEADS_NOTIFY_EMAIL ? [] : ['LEADS_NOTIFY_EMAIL is not set: staff get no e-mail about new leads']),
      ];
    },
  };
}
