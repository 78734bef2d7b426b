/**
 * Lead management for staff: the list (one page of a filter with the number matching, or every lead
 * matching it, streamed), the detail with its status history and notes, status changes and notes
 * (erasure on request: lead-erasure.ts).
 */
import { Readable } from 'node:stream';
import { LockMode } from '@mikro-orm/core';
import { HouseholdChange, Lead, LeadNote, LeadRoundChange, LeadStatusChange } from '../../database/entities/index.ts';
import { LEAD_FIELDS, leadJson } from '../../database/lead-record.ts';
import type { LeadJson } from '../../src/leads/lead-values.ts';
import type { Em } from '../../database/orm.ts';
import { type ChangeByOther, changeText, householdChangeOf } from '../../src/admin/lead-changes.ts';
import type { LeadRow } from '../../src/admin/lead-row.ts';
import type { LeadFilter, LeadListQuery, NoteInput, StatusChangeInput } from '../../src/admin/schema.ts';
import type { ContactChanges, HouseholdChangeKind } from '../../src/household-page/changes.ts';
import type { LeadStatus } from '../../src/leads/status.ts';
import { DomainError } from './domain-error.ts';
import { closeOpenProposal } from './proposals/proposal-send.ts';
import { proposalsOfLead, type StaffProposalView, staffProposalView } from './proposals/proposal-views.ts';
import { type StaffOrderView, staffOrderOf } from './orders/order-views.ts';
import { isoDateInBrussels } from '../../src/admin/format.ts';
import { type LeadRoundChangeView, leadRoundChangeView } from './rounds/lead-round.ts';

import {
  isoTime,
  LEAD_ROW_COLUMNS,
  type LeadRowSource,
  leadOrder,
  leadRowPages,
  leadWhere,
  limitOffset,
  toLeadRow,
} from './lead-query.ts';

/** A lead of the back office's list: the spec's row and its version (for the status control). */
type VersionedLeadRow = LeadRow & { version: number };

export interface LeadPage {
  items: VersionedLeadRow[];
  /** How many leads match the filter (all pages). */
  total: number;
  page: number;
  pageSize: number;
}

/** Who is acting: the signed-in member of staff. */
export interface Actor {
  userId: number;
  username: string;
}

/** How many leads match a filter. */
export async function countLeads(em: Em, filter: LeadFilter): Promise<number> {
  const where = leadWhere(filter);
  const rows = await em.execute<Array<{ total: number }>>(`select count(*)::int as "total" from "leads" where ${where.sql}`, where.params);
  return rows[0]?.total ?? 0;
}

export async function listLeads(em: Em, query: LeadListQuery): Promise<LeadPage> {
  const where = leadWhere(query);
  const [rows, total] = await Promise.all([
    em.execute<Array<LeadRowSource & { version: number }>>(
      `select ${LEAD_ROW_COLUMNS}, "version" from "leads" where ${where.sql} order by ${leadOrder(query.sort)} ${limitOffset(query.pageSize, (query.page - 1) * query.pageSize)}`,
      where.params,
    ),
    countLeads(em, query),
  ]);
  return {
    items: rows.map((row) => ({ ...toLeadRow(row), version: row.version })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Every lead matching a filter as the spec's JSON array (GET /api/admin/leads without paging), written
 * page by page as the database answers: 100,000 leads never sit in memory at once.
 */
export function leadListStream(em: Em, filter: LeadFilter): Readable {
  async function* chunks() {
    let first = true;
    yield '[';
    for await (const page of leadRowPages(em, filter)) {
      let chunk = '';
      for (const lead of page) {
        chunk += (first ? '' : ',') + JSON.stringify(lead);
        first = false;
      }
      yield chunk;
    }
    yield ']';
  }
  return Readable.from(chunks());
}

interface StatusChangeView {
  id: number;
  fromStatus: LeadStatus;
  toStatus: LeadStatus;
  changedBy: string;
  createdAt: string;
}

interface NoteView {
  id: number;
  author: string;
  body: string;
  createdAt: string;
}

interface HouseholdChangeView {
  id: number;
  kind: HouseholdChangeKind;
  /** A correction's fields with their old and new values; null for a choice about mail. */
  changes: ContactChanges | null;
  createdAt: string;
}

/**
 * Every field of the lead (database/entities/Lead.ts), its status history, its notes, and what the
 * household changed itself on its own page (issue 23).
 */
export interface LeadDetail extends LeadJson {
  /** Newest first. */
  history: StatusChangeView[];
  /** Newest first. */
  notes: NoteView[];
  /** Newest first. */
  householdChanges: HouseholdChangeView[];
  /** Its personal proposals (issue 24), newest first. */
  proposals: StaffProposalView[];
  /** Its moves between rounds by staff (issue 35), newest first. */
  roundChanges: LeadRoundChangeView[];
  /** What its accepted proposal became (issue 33): its latest order, or null. */
  order: StaffOrderView | null;
}

function statusChangeView(change: LeadStatusChange): StatusChangeView {
  return {
    id: change.id,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    changedBy: change.changedByName,
    createdAt: isoTime(change.createdAt),
  };
}

function noteView(note: LeadNote): NoteView {
  return { id: note.id, author: note.authorName, body: note.body, createdAt: isoTime(note.createdAt) };
}

function householdChangeView(change: HouseholdChange): HouseholdChangeView {
  return { id: change.id, kind: change.kind, changes: change.changes ?? null, createdAt: isoTime(change.createdAt) };
}

const NEWEST_FIRST = { orderBy: { createdAt: 'desc', id: 'desc' } } as const;

export async function getLeadDetail(em: Em, id: number): Promise<LeadDetail> {
  const lead = await em.findOne(Lead, { id });
  if (!lead) throw new DomainError('leadNotFound', { id: id });
  const [history, notes, householdChanges, proposals, roundChanges, order] = await Promise.all([
    em.find(LeadStatusChange, { lead: id }, NEWEST_FIRST),
    em.find(LeadNote, { lead: id }, NEWEST_FIRST),
    em.find(HouseholdChange, { lead: id }, NEWEST_FIRST),
    proposalsOfLead(em, id),
    em.find(LeadRoundChange, { lead: id }, NEWEST_FIRST),
    staffOrderOf(em, { lead: id }),
  ]);
  const today = isoDateInBrussels(new Date());
  return {
    ...leadJson(lead, LEAD_FIELDS),
    history: history.map(statusChangeView),
    notes: notes.map(noteView),
    householdChanges: householdChanges.map(householdChangeView),
    proposals: proposals.map((proposal) => staffProposalView(proposal, today)),
    roundChanges: roundChanges.map(leadRoundChangeView),
    order,
  };
}

export interface StatusChangeResult {
  lead: LeadRow;
  /** The history entry written, or null when the lead already had that status. */
  change: StatusChangeView | null;
  /** The lead's version after the change. */
  version: number;
  /** Whether marking the lead lost withdrew its open proposal (issue 31). */
  proposalWithdrawn: boolean;
}

/** What changed last on a lead (its newest status change, note or change by the household), in Dutch, or null. */
async function latestChange(em: Em, id: number): Promise<string | null> {
  const [change, note, own] = await Promise.all([
    em.findOne(LeadStatusChange, { lead: id }, NEWEST_FIRST),
    em.findOne(LeadNote, { lead: id }, NEWEST_FIRST),
    em.findOne(HouseholdChange, { lead: id }, NEWEST_FIRST),
  ]);
  const candidates: ChangeByOther[] = [];
  if (change) {
    const status = statusChangeView(change);
    candidates.push({ kind: 'status', key: '', who: status.changedBy, at: status.createdAt, from: status.fromStatus, to: status.toStatus });
  }
  if (note) {
    const written = noteView(note);
    candidates.push({ kind: 'note', key: '', who: written.author, at: written.createdAt, body: written.body });
  }
  if (own) candidates.push(householdChangeOf(householdChangeView(own)));
  const latest = candidates.reduce<ChangeByOther | null>((last, next) => (!last || next.at > last.at ? next : last), null);
  return latest ? changeText(latest) : null;
}

/**
 * Sets a lead's status and records who changed it from what; the row is locked for the change. With
 * `input.version`, the change is refused (DomainError 'leadVersionConflict') unless the lead is still at that
 * version (or one of those versions): whoever decided on an older state learns of the newer one
 * instead of overwriting it. Marking a lead lost withdraws its open proposal in the same transaction:
 * the household can no longer accept it (issue 31).
 */
export async function changeLeadStatus(
  em: Em,
  actor: Actor,
  input: StatusChangeInput,
  now = new Date(),
): Promise<StatusChangeResult> {
  return em.transactional(async (tx) => {
    const lead = await tx.findOne(Lead, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!lead) throw new DomainError('leadNotFound', { id: input.id });
    const accepted = input.version === undefined ? null : ([] as number[]).concat(input.version);
    if (accepted && !accepted.includes(lead.version)) {
      throw new DomainError('leadVersionConflict', { id: lead.id, currentVersion: lead.version, latest: await latestChange(tx, lead.id) });
    }
    const from = lead.status;
    if (from === input.status) {
      return { lead: toLeadRow(lead), change: null, version: lead.version, proposalWithdrawn: false };
    }
    const withdrawn = input.status === 'lost' ? await closeOpenProposal(tx, lead.id, isoDateInBrussels(now)) : 0;
    lead.status = input.status;
    // A status change is contact (decision 016); a clock set back never moves it back.
    if (now > lead.lastContactAt) lead.lastContactAt = now;
    const change = tx.create(LeadStatusChange, {
      lead,
      fromStatus: from,
      toStatus: input.status,
      changedBy: actor.userId,
      changedByName: actor.username,
      createdAt: now,
    });
    // The flush raises the lead's version (MikroORM's version property).
    await tx.flush();
    return { lead: toLeadRow(lead), change: statusChangeView(change), version: lead.version, proposalWithdrawn: withdrawn > 0 };
  });
}

/** A note as written, with the lead's version after it. */
export type AddedNote = NoteView & { leadVersion: number };

/**
 * Adds a note, moves the lead's last contact to it (decision 016) and raises the lead's version (a
 * colleague's screen then learns of the note), in one transaction. The update locks the lead, so an
 * erasure (by a colleague or the purge) comes wholly before or after the note.
 */
export async function addLeadNote(em: Em, actor: Actor, input: NoteInput, now = new Date()): Promise<AddedNote> {
  return em.transactional(async (tx) => {
    const touched = await tx.execute<Array<{ id: number; version: number }>>(
      `update "leads" set "last_contact_at" = greatest("last_contact_at", ?), "version" = "version" + 1 where "id" = ? returning "id", "version"`,
      [now, input.id],
    );
    const lead = touched[0];
    if (!lead) throw new DomainError('leadNotFound', { id: input.id });
    const note = tx.create(LeadNote, {
      lead: input.id,
      author: actor.userId,
      authorName: actor.username,
      body: input.body,
      createdAt: now,
    });
    await tx.flush();
    return { ...noteView(note), leadVersion: lead.version };
  });
}
