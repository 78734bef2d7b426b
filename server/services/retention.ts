/**
 * The retention rule of the privacy statement (decision 016): a lead who did not become a customer is
 * erased RETENTION_MONTHS after the last contact (`leads.last_contact_at`), with its status history,
 * notes and outbox mails (and their files: server/services/mail/lead-mail-erasure.ts). A lead with an
 * order goes when its orders' keeping time has passed (ten years, decision 046); a customer of before
 * orders (status 'converted', no order) is never erased here.
 *
 * A purge erases in batches, one transaction each: a lead goes with all its rows and the audit entry that
 * names it, or not at all. Each batch first takes a transaction-scoped advisory lock without waiting;
 * another app instance that holds it is purging already, and this one stops, so that every lead is
 * erased by exactly one instance.
 */
import { AuditLogEntry } from '../../database/entities/index.ts';
import type { Database, Em } from '../../database/orm.ts';
import { isoDateInBrussels } from '../../src/admin/format.ts';
import { recordAudit } from './audit.ts';
import { ORDER_KEPT_UNTIL_SQL } from './orders/order-keeping.ts';
import { keepFunnelCounts } from './funnel.ts';
import { measurementsChange } from './visits/measured-pages.ts';
import { reviewsChange } from './aftercare/review-pages.ts';
import { eraseLeadMails } from './mail/lead-mail-erasure.ts';

const RETENTION_SETTINGS = {
  /** Leads erased per transaction. */
  batchSize: 500,
} as const;

/** The audit log's actor for what the purge does. */
export const RETENTION_ACTOR = 'bewaartermijn';

const PURGE_LOCK = 'groepsaankoop:retention';

/**
 * Past the rule at `cutoff` (first parameter) on `today` (second, Brussels): a lead without orders whose
 * last contact is before the cutoff and that is no customer; or a lead with orders none of which is still
 * kept for the seller's legal duties (decision 046, server/services/orders/order-keeping.ts).
 */
const EXPIRED = `(("last_contact_at" < ? and "status" is distinct from 'converted' and not exists (select 1 from "orders" o where o."lead_id" = "leads"."id"))
  or (exists (select 1 from "orders" o where o."lead_id" = "leads"."id")
    and not exists (select 1 from "orders" o where o."lead_id" = "leads"."id" and ${ORDER_KEPT_UNTIL_SQL} >= ?::date)))`;

/** The parameters of EXPIRED. */
const expiredAt = (cutoff: Date, now: Date) => [cutoff, isoDateInBrussels(now)];

interface PurgeCounts {
  leads: number;
  statusChanges: number;
  notes: number;
  mails: number;
}

export interface PurgeRun extends PurgeCounts {
  /** Leads whose last contact is before this moment were due. */
  cutoff: string;
  /** The numbers of the leads erased by this run. */
  leadIds: number[];
  batches: number;
  /** True when another instance was purging, so this one did nothing. */
  skipped: boolean;
}

export interface PurgePreview extends PurgeCounts {
  cutoff: string;
  /** Leads that would go, per month of their last contact (YYYY-MM), oldest first. */
  byMonth: Array<{ month: string; leads: number }>;
}

export interface PurgeOptions {
  months: number;
  now?: Date;
  batchSize?: number;
  /** Where mails are written as files (DATA_DIR/outbox): an erased lead's files go too. */
  outboxDir: string;
  /** Runs inside each batch's transaction, after its deletes (tests cut the database here). */
  beforeCommit?: (leadIds: number[]) => Promise<void>;
}

/** `now` minus `months` calendar months (the 31st of a month becomes the last day of a shorter one). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

const placeholders = (ids: number[]) => ids.map(() => '?').join(', ');

async function count(em: Em, sql: string, params: unknown[]): Promise<number> {
  const rows = await em.execute<Array<{ n: number | string }>>(sql, params);
  return Number(rows[0]?.n ?? 0);
}

/** What a purge at `now` would erase, without erasing anything: counts only, no personal data. */
export async function previewPurge(em: Em, options: { months: number; now?: Date }): Promise<PurgePreview> {
  const now = options.now ?? new Date();
  const cutoff = retentionCutoff(now, options.months);
  const at = expiredAt(cutoff, now);
  const due = `select "id" from "leads" where ${EXPIRED}`;
  const byMonth = await em.execute<Array<{ month: string; leads: number | string }>>(
    `select to_char(date_trunc('month', "last_contact_at"), 'YYYY-MM') as "month", count(*) as "leads"
     from "leads" where ${EXPIRED} group by 1 order by 1`,
    at,
  );
  const [leads, statusChanges, notes, mails] = await Promise.all([
    count(em, `select count(*) as "n" from "leads" where ${EXPIRED}`, at),
    count(em, `select count(*) as "n" from "lead_status_changes" where "lead_id" in (${due})`, at),
    count(em, `select count(*) as "n" from "lead_notes" where "lead_id" in (${due})`, at),
    count(em, `select count(*) as "n" from "mail_outbox" where "lead_id" in (${due})`, at),
  ]);
  return {
    cutoff: cutoff.toISOString(),
    byMonth: byMonth.map((row) => ({ month: row.month, leads: Number(row.leads) })),
    leads,
    statusChanges,
    notes,
    mails,
  };
}

interface Batch extends PurgeCounts {
  locked: boolean;
  leadIds: number[];
}

async function purgeBatch(em: Em, cutoff: Date, options: PurgeOptions): Promise<Batch> {
  return em.transactional(async (tx): Promise<Batch> => {
    const none = { leads: 0, statusChanges: 0, notes: 0, mails: 0, leadIds: [] };
    const [lock] = await tx.execute<Array<{ locked: boolean }>>(
      `select pg_try_advisory_xact_lock(hashtextextended(?, 0)) as "locked"`,
      [PURGE_LOCK],
    );
    if (!lock?.locked) return { locked: false, ...none };
    const rows = await tx.execute<Array<{ id: number }>>(
      `select "id" from "leads" where ${EXPIRED} order by "id" limit ? for update`,
      [...expiredAt(cutoff, options.now ?? new Date()), options.batchSize ?? RETENTION_SETTINGS.batchSize],
    );
    const leadIds = rows.map((row) => Number(row.id));
    if (leadIds.length === 0) return { locked: true, ...none };

    const erase = (table: string, column: string) =>
      count(
        tx,
        `with "gone" as (delete from "${table}" where "${column}" in (${placeholders(leadIds)}) returning 1)
         select count(*) as "n" from "gone"`,
        leadIds,
      );
    // The funnel keeps what they counted for (numbers only), then the lead's rows, then the lead (the
    // foreign keys would cascade; this counts each table).
    await keepFunnelCounts(tx, leadIds);
    await measurementsChange(tx, leadIds);
    await reviewsChange(tx, leadIds);
    const mails = await eraseLeadMails(tx, leadIds, options.outboxDir);
    const notes = await erase('lead_notes', 'lead_id');
    const statusChanges = await erase('lead_status_changes', 'lead_id');
    const leads = await erase('leads', 'id');
    const counts = { leads, statusChanges, notes, mails };
    // The trace of what went, in the same transaction: lead numbers and counts, nothing personal.
    recordAudit(tx, {
      action: 'leads.purged',
      actor: RETENTION_ACTOR,
      details: { ...counts, cutoff: cutoff.toISOString(), leadIds: leadIds.join(' ') },
    });
    await tx.flush();
    await options.beforeCommit?.(leadIds);
    return { locked: true, leadIds, ...counts };
  });
}

/**
 * Erases every lead past the rule at `now`, batch by batch, and records the run in the audit log
 * (`retention.purge`, with the totals). A run that finds another instance purging does nothing.
 */
export async function purgeExpiredLeads(db: Database, options: PurgeOptions): Promise<PurgeRun> {
  const cutoff = retentionCutoff(options.now ?? new Date(), options.months);
  const batchSize = options.batchSize ?? RETENTION_SETTINGS.batchSize;
  const run: PurgeRun = {
    cutoff: cutoff.toISOString(),
    leadIds: [],
    batches: 0,
    skipped: false,
    leads: 0,
    statusChanges: 0,
    notes: 0,
    mails: 0,
  };
  for (;;) {
    const batch = await purgeBatch(db.orm.em.fork(), cutoff, { ...options, batchSize });
    if (!batch.locked) {
      run.skipped = run.batches === 0;
      break;
    }
    run.batches += 1;
    run.leadIds.push(...batch.leadIds);
    run.leads += batch.leads;
    run.statusChanges += batch.statusChanges;
    run.notes += batch.notes;
    run.mails += batch.mails;
    if (batch.leadIds.length < batchSize) break;
  }
  if (!run.skipped) {
    const em = db.orm.em.fork();
    recordAudit(em, {
      action: 'retention.purge',
      actor: RETENTION_ACTOR,
      details: {
        months: options.months,
        cutoff: run.cutoff,
        leads: run.leads,
        statusChanges: run.statusChanges,
        notes: run.notes,
        mails: run.mails,
      },
    });
    await em.flush();
  }
  // On the embedded database the caller then has its files rewritten (the server through a background
  // job, server/jobs/background-jobs.ts; `npm run retention` at once).
  return run;
}

export interface LastPurge {
  at: string;
  leads: number;
}

/** The latest purge run, for the back office; null before the first. */
export async function lastPurge(em: Em): Promise<LastPurge | null> {
  const entry = await em.findOne(
    AuditLogEntry,
    { action: 'retention.purge' },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  if (!entry) return null;
  return { at: entry.createdAt.toISOString(), leads: Number(entry.details?.leads ?? 0) };
}
