/**
 * One proposal to a selection of leads (issue 24, decision 032). Staff preview who a selection reaches,
 * then confirm: a bulk job row records the terms and the lead numbers at that moment; its proposals are
 * then written lead by lead, each in its own transaction with its mail (proposal-send.ts). Because
 * (job, lead) is unique among proposals and each lead is checked under its row lock, running a job again
 * (after a restart, or on two instances at once) writes only what is missing: 100 leads, 100 proposals,
 * 100 mails, whatever happened in between.
 */
import { LockMode } from '@mikro-orm/core';
import { Lead, Proposal, ProposalBulkJob } from '../../../database/entities/index.ts';
import type { Database, Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { PROVINCES } from '../../../src/proposals/provinces.ts';
import { type BulkInput, type BulkSelection, PROPOSAL_LIMITS } from '../../../src/proposals/schema.ts';
import { CLOSED_STATUSES, writeProposal } from './proposal-send.ts';
import type { ContractParty } from '../../../src/proposals/document.ts';

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
  if (selection.roundId !== undefined) {
    parts.push(`l."round_id" = ?`);
    params.push(selection.roundId);
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
  /** The first leads, by number, to show who. */
  leads: Array<{ id: number; name: string; postalCode: string; city: string; hasOpen: boolean }>;
}

const PREVIEW_NAMES = 200;

export async function previewBulk(em: Em, selection: BulkSelection, now = new Date()): Promise<BulkPreview> {
  const today = isoDateInBrussels(now);
  const all = selectionWhere({ ...selection, replaceOpen: true }, today);
  const chosen = selectionWhere(selection, today);
  const [counts, rows] = await Promise.all([
    em.execute<Array<{ total: number; with_open: number }>>(
      `select count(*) filter (where ${chosen.sql})::int as "total", count(*) filter (where ${OPEN_SQL})::int as "with_open"
       from "leads" l where ${all.sql}`,
      [...chosen.params, today, ...all.params],
    ),
    em.execute<Array<{ id: number; first_name: string; last_name: string; postal_code: string; city: string; has_open: boolean }>>(
      `select l."id", l."first_name", l."last_name", l."postal_code", l."city", ${OPEN_SQL} as "has_open"
       from "leads" l where ${chosen.sql} order by l."id" limit ${PREVIEW_NAMES}`,
      [today, ...chosen.params],
    ),
  ]);
  return {
    total: counts[0]?.total ?? 0,
    withOpen: counts[0]?.with_open ?? 0,
    leads: rows.map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}`, postalCode: row.postal_code, city: row.city, hasOpen: row.has_open })),
  };
}

export interface BulkProgress {
  jobId: number;
  total: number;
  /** Proposals written (each with its mail in the outbox). */
  sent: number;
  finished: boolean;
}

/** Records a bulk send: the terms and the leads the selection reaches now (at most PROPOSAL_LIMITS.bulkMax). */
export async function createBulkJob(em: Em, actorName: string, input: BulkInput, now = new Date()): Promise<BulkProgress> {
  const where = selectionWhere(input.selection, isoDateInBrussels(now));
  const rows = await em.execute<Array<{ id: number }>>(
    `select l."id" from "leads" l where ${where.sql} order by l."id" limit ${PROPOSAL_LIMITS.bulkMax}`,
    where.params,
  );
  const job = em.create(ProposalBulkJob, {
    terms: input.terms,
    leadIds: rows.map((row) => row.id),
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
  party: ContractParty;
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
      await writeProposal(tx, lead, job.terms, { publicUrl: options.publicUrl, party: options.party, actorName: job.createdByName, bulkJobId: jobId, now: now() });
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
