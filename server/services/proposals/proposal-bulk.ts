/**
 * One proposal to a selection of leads (issue 24, decision 032). Staff preview who a selection reaches,
 * then confirm: a bulk job row records the terms and the lead numbers at that moment; its proposals are
 * then written lead by lead, each in its own transaction with its mail (proposal-send.ts). Because
 * (job, lead) is unique among proposals and each lead is checked under its row lock, running a job again
 * (after a restart, or on two instances at once) writes only what is missing: 100 leads, 100 proposals,
 * 100 mails, whatever happened in between.
 */
import { LockMode } from '@mikro-orm/core';
import { Installer, Lead, Proposal, ProposalBulkJob } from '../../../database/entities/index.ts';
import type { Database, Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { PROVINCES } from '../../../src/proposals/provinces.ts';
import { type BulkInput, type BulkSelection, PROPOSAL_LIMITS } from '../../../src/proposals/schema.ts';
import { servesPostalCode } from '../../../src/installers/area.ts';
import type { ProposalOrganiser } from '../../../src/proposals/document.ts';
import { DomainError } from '../domain-error.ts';
import { activeInstallers, sellerFor } from '../installers/installers.ts';
import { CLOSED_STATUSES, writeProposal } from './proposal-send.ts';

/** Leads a bulk send never reaches: customers and those who said no. */
const EXCLUDED_STATUSES = CLOSED_STATUSES.map((status) => `'${status}'`).join(', ');

function selectionWhere(selection: BulkSelection, today: string): { sql: string; params: unknown[] } {
  const parts = [`l."status" not in (${EXCLUDED_STATUSES})`];
  const params: unknown[] = [];
  if (selection.confirmed !== undefined) parts.push(`l."confirmed_at" is ${selection.confirmed ? 'not ' : ''}null`);
  if (selection.model) {
    parts.push(`l."water_softener_type" = ?`);
    params.push(selection.model);
  }
  if (selection.province) {
    const ranges = PROVINCES[selection.province as keyof typeof PROVINCES].ranges;
    parts.push(`(${ranges.map(() => `l."postal_code" between ? and ?`).join(' or ')})`);
    for (const [from, to] of ranges) params.push(String(from), String(to));
  }
  if (!selection.includeDeclined) {
    // Households that said no to their latest proposal (in this round, once rounds exist: issue 35) are
    // left out unless staff include them.
    parts.push(`(select d."status" from "proposals" d where d."lead_id" = l."id" order by d."created_at" desc, d."id" desc limit 1) is distinct from 'declined'`);
  }
  if (!selection.replaceOpen) {
    parts.push(`not exists (select 1 from "proposals" o where o."lead_id" = l."id" and o."status" = 'sent' and o."valid_until" >= ?::date)`);
    params.push(today);
  }
  return { sql: parts.join(' and '), params };
}

const OPEN_SQL = `exists (select 1 from "proposals" o where o."lead_id" = l."id" and o."status" = 'sent' and o."valid_until" >= ?::date)`;

export interface BulkPreview {
  /** Leads the send would reach. */
  total: number;
  /** Of the selection, leads that have an open proposal: left out unless `replaceOpen`, replaced if so. */
  withOpen: number;
  /** Of the selection, leads that declined their latest proposal: left out unless `includeDeclined`. */
  declined: number;
  /** Of the leads reached, those no single active installer serves: the send needs a chosen seller then. */
  withoutSeller: number;
  /** The first leads, by number, to show who, with their default seller (null: none or several serve them). */
  leads: Array<{ id: number; name: string; postalCode: string; city: string; hasOpen: boolean; installerId: number | null }>;
}

const DECLINED_SQL = `(select d."status" from "proposals" d where d."lead_id" = l."id" order by d."created_at" desc, d."id" desc limit 1) = 'declined'`;

/** Each postal code's default seller: the one active installer serving it, else null. */
async function defaultSellers(em: Em, postalCodes: Iterable<string>): Promise<Map<string, number | null>> {
  const installers = await activeInstallers(em);
  const sellers = new Map<string, number | null>();
  for (const code of postalCodes) {
    if (sellers.has(code)) continue;
    const serving = installers.filter((installer) => servesPostalCode(installer, code));
    sellers.set(code, serving.length === 1 && serving[0] ? serving[0].id : null);
  }
  return sellers;
}

const PREVIEW_NAMES = 200;

export async function previewBulk(em: Em, selection: BulkSelection, now = new Date()): Promise<BulkPreview> {
  const today = isoDateInBrussels(now);
  const all = selectionWhere({ ...selection, replaceOpen: true, includeDeclined: true }, today);
  const chosen = selectionWhere(selection, today);
  const [counts, rows, codes] = await Promise.all([
    em.execute<Array<{ total: number; with_open: number; declined: number }>>(
      `select count(*) filter (where ${chosen.sql})::int as "total", count(*) filter (where ${OPEN_SQL})::int as "with_open",
         count(*) filter (where ${DECLINED_SQL})::int as "declined"
       from "leads" l where ${all.sql}`,
      [...chosen.params, today, ...all.params],
    ),
    em.execute<Array<{ id: number; first_name: string; last_name: string; postal_code: string; city: string; has_open: boolean }>>(
      `select l."id", l."first_name", l."last_name", l."postal_code", l."city", ${OPEN_SQL} as "has_open"
       from "leads" l where ${chosen.sql} order by l."id" limit ${PREVIEW_NAMES}`,
      [today, ...chosen.params],
    ),
    em.execute<Array<{ postal_code: string; leads: number }>>(
      `select l."postal_code", count(*)::int as "leads" from "leads" l where ${chosen.sql} group by 1`,
      chosen.params,
    ),
  ]);
  const sellers = await defaultSellers(em, codes.map((row) => row.postal_code));
  return {
    total: counts[0]?.total ?? 0,
    withOpen: counts[0]?.with_open ?? 0,
    declined: counts[0]?.declined ?? 0,
    withoutSeller: codes.reduce((sum, row) => sum + (sellers.get(row.postal_code) === null ? row.leads : 0), 0),
    leads: rows.map((row) => ({
      id: row.id,
      name: `${row.first_name} ${row.last_name}`,
      postalCode: row.postal_code,
      city: row.city,
      hasOpen: row.has_open,
      installerId: sellers.get(row.postal_code) ?? null,
    })),
  };
}

export interface BulkProgress {
  jobId: number;
  total: number;
  /** Proposals written (each with its mail in the outbox). */
  sent: number;
  finished: boolean;
}

/**
 * Records a bulk send: the terms, the leads the selection reaches now (at most PROPOSAL_LIMITS.bulkMax)
 * and each one's seller: staff's choice for all, or each lead's one serving installer; refused when a
 * lead has none or several (decision 043).
 */
export async function createBulkJob(em: Em, actorName: string, input: BulkInput, now = new Date()): Promise<BulkProgress> {
  const where = selectionWhere(input.selection, isoDateInBrussels(now));
  const rows = await em.execute<Array<{ id: number; postal_code: string }>>(
    `select l."id", l."postal_code" from "leads" l where ${where.sql} order by l."id" limit ${PROPOSAL_LIMITS.bulkMax}`,
    where.params,
  );
  const installerByLead: Record<string, number> = {};
  if (input.terms.installerId !== undefined) {
    const chosen = await sellerFor(em, input.terms.installerId, '');
    for (const row of rows) installerByLead[String(row.id)] = chosen.id;
  } else {
    const sellers = await defaultSellers(em, rows.map((row) => row.postal_code));
    const unserved = rows.filter((row) => (sellers.get(row.postal_code) ?? null) === null).length;
    if (unserved > 0) throw new DomainError('bulkSellerRequired', { leads: unserved });
    for (const row of rows) installerByLead[String(row.id)] = sellers.get(row.postal_code) as number;
  }
  const job = em.create(ProposalBulkJob, {
    terms: input.terms,
    leadIds: rows.map((row) => row.id),
    installerByLead,
    createdByName: actorName,
    createdAt: now,
    finishedAt: rows.length === 0 ? now : null,
  });
  await em.flush();
  return { jobId: job.id, total: rows.length, sent: 0, finished: rows.length === 0 };
}

export async function bulkProgress(em: Em, jobId: number): Promise<BulkProgress | null> {
  const job = await em.findOne(ProposalBulkJob, { id: jobId }, { refresh: true });
  if (!job) return null;
  const sent = await em.count(Proposal, { bulkJob: jobId });
  return { jobId, total: job.leadIds.length, sent, finished: job.finishedAt !== null && job.finishedAt !== undefined };
}

export interface BulkRunOptions {
  publicUrl: string;
  organiser: ProposalOrganiser | null;
  now?: () => Date;
  /** Stop after writing this many proposals (tests: a crash halfway). */
  limit?: number;
  /** Asked before each lead: true stops the run there (the server shuts down); the next run goes on. */
  shouldStop?: () => boolean;
  /** Called after each proposal written (the outbox worker's `wake`). */
  onWritten?: () => void;
}

/** Writes the missing proposals of job `jobId`; returns how many it wrote now. */
export async function runBulkJob(db: Database, jobId: number, options: BulkRunOptions): Promise<number> {
  const now = options.now ?? (() => new Date());
  const job = await db.orm.em.fork().findOne(ProposalBulkJob, { id: jobId });
  if (!job || job.finishedAt) return 0;
  let written = 0;
  for (const leadId of job.leadIds) {
    if ((options.limit !== undefined && written >= options.limit) || options.shouldStop?.()) return written;
    const wrote = await db.orm.em.fork().transactional(async (tx) => {
      const lead = await tx.findOne(Lead, { id: leadId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // Erased or closed (a customer, or lost) since the job was made, or already written by an earlier
      // (interrupted) run.
      if (!lead || CLOSED_STATUSES.includes(lead.status) || (await tx.count(Proposal, { bulkJob: jobId, lead: leadId })) > 0) return false;
      const sellerId = job.installerByLead[String(leadId)] ?? job.terms.installerId;
      if (sellerId === undefined) return false;
      const seller = await tx.findOneOrFail(Installer, { id: sellerId });
      await writeProposal(tx, lead, job.terms, seller, { publicUrl: options.publicUrl, organiser: options.organiser, actorName: job.createdByName, bulkJobId: jobId, now: now() });
      return true;
    });
    if (wrote) {
      written += 1;
      options.onWritten?.();
    }
  }
  await db.orm.em.fork().nativeUpdate(ProposalBulkJob, { id: jobId, finishedAt: null }, { finishedAt: now() });
  return written;
}

/** Runs every unfinished job (after a restart, the ones a stopped process left). */
export async function runUnfinishedBulkJobs(db: Database, options: BulkRunOptions): Promise<number> {
  const jobs = await db.orm.em.fork().find(ProposalBulkJob, { finishedAt: null }, { orderBy: { id: 'asc' }, fields: ['id'] });
  let written = 0;
  for (const job of jobs) {
    if (options.shouldStop?.()) break;
    written += await runBulkJob(db, job.id, options);
  }
  return written;
}
