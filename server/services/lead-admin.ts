/**
 * Lead management for staff: the list (one page of a filter, with the number matching), the detail with
 * its status history and notes, status changes, notes, and erasure on request (GDPR).
 */
import { ForeignKeyConstraintViolationException, LockMode } from '@mikro-orm/core';
import { Lead, LeadNote, LeadStatusChange } from '../../database/entities/index.ts';
import type { Em } from '../../database/orm.ts';
import type { LeadRow } from '../../src/admin/lead-row.ts';
import type { LeadListQuery, NoteInput, StatusChangeInput } from '../../src/admin/schema.ts';
import { type LeadStatus, normalizeStatus } from '../../src/leads/status.ts';
import { recordAudit } from './audit.ts';
import { LeadNotFoundError } from './domain-errors.ts';

export type { LeadRow };
import { LEAD_ROW_COLUMNS, type LeadRowRecord, leadOrder, leadWhere, limitOffset } from './lead-query.ts';

export interface LeadPage {
  items: LeadRow[];
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

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toLeadRow(record: LeadRowRecord): LeadRow {
  return {
    id: record.id,
    firstName: record.first_name,
    lastName: record.last_name,
    email: record.email,
    phone: record.phone,
    postalCode: record.postal_code,
    city: record.city,
    waterSoftenerType: record.water_softener_type,
    status: normalizeStatus(record.status),
    createdAt: iso(record.created_at),
  };
}

export async function listLeads(em: Em, query: LeadListQuery): Promise<LeadPage> {
  const where = leadWhere(query);
  const [rows, counted] = await Promise.all([
    em.execute<LeadRowRecord[]>(
      `select ${LEAD_ROW_COLUMNS} from "leads" where ${where.sql} order by ${leadOrder(query.sort)} ${limitOffset(query.pageSize, (query.page - 1) * query.pageSize)}`,
      where.params,
    ),
    em.execute<Array<{ total: number }>>(`select count(*)::int as "total" from "leads" where ${where.sql}`, where.params),
  ]);
  return { items: rows.map(toLeadRow), total: counted[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

export interface StatusChangeView {
  id: number;
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus;
  changedBy: string;
  createdAt: string;
}

export interface NoteView {
  id: number;
  author: string;
  body: string;
  createdAt: string;
}

export interface LeadDetail extends LeadRow {
  street: string | null;
  houseNumber: string | null;
  hasWifi: boolean;
  sourceUrl: string | null;
  landingPage: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** Newest first. */
  history: StatusChangeView[];
  /** Newest first. */
  notes: NoteView[];
}

function statusChangeView(change: LeadStatusChange): StatusChangeView {
  return {
    id: change.id,
    fromStatus: change.fromStatus === null || change.fromStatus === undefined ? null : normalizeStatus(change.fromStatus),
    toStatus: normalizeStatus(change.toStatus),
    changedBy: change.changedByName,
    createdAt: iso(change.createdAt),
  };
}

function noteView(note: LeadNote): NoteView {
  return { id: note.id, author: note.authorName, body: note.body, createdAt: iso(note.createdAt) };
}

function leadRowOf(lead: Lead): LeadRow {
  return {
    id: lead.id,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    postalCode: lead.postalCode,
    city: lead.city,
    waterSoftenerType: lead.waterSoftenerType,
    status: normalizeStatus(lead.status),
    createdAt: iso(lead.createdAt),
  };
}

export async function getLeadDetail(em: Em, id: number): Promise<LeadDetail> {
  const lead = await em.findOne(Lead, { id });
  if (!lead) throw new LeadNotFoundError(id);
  const [history, notes] = await Promise.all([
    em.find(LeadStatusChange, { lead: id }, { orderBy: { createdAt: 'desc', id: 'desc' } }),
    em.find(LeadNote, { lead: id }, { orderBy: { createdAt: 'desc', id: 'desc' } }),
  ]);
  return {
    ...leadRowOf(lead),
    street: lead.street ?? null,
    houseNumber: lead.houseNumber ?? null,
    hasWifi: lead.hasWifi,
    sourceUrl: lead.sourceUrl ?? null,
    landingPage: lead.landingPage ?? null,
    utmSource: lead.utmSource ?? null,
    utmMedium: lead.utmMedium ?? null,
    utmCampaign: lead.utmCampaign ?? null,
    history: history.map(statusChangeView),
    notes: notes.map(noteView),
  };
}

export interface StatusChangeResult {
  lead: LeadRow;
  /** The history entry written, or null when the lead already had that status. */
  change: StatusChangeView | null;
}

/** Sets a lead's status and records who changed it from what; the row is locked for the change. */
export async function changeLeadStatus(
  em: Em,
  actor: Actor,
  input: StatusChangeInput,
  now = new Date(),
): Promise<StatusChangeResult> {
  return em.transactional(async (tx) => {
    const lead = await tx.findOne(Lead, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!lead) throw new LeadNotFoundError(input.id);
    const from = normalizeStatus(lead.status);
    if (from === input.status && lead.status === input.status) return { lead: leadRowOf(lead), change: null };
    lead.status = input.status;
    const change = tx.create(LeadStatusChange, {
      lead,
      fromStatus: from,
      toStatus: input.status,
      changedBy: actor.userId,
      changedByName: actor.username,
      createdAt: now,
    });
    await tx.flush();
    return { lead: leadRowOf(lead), change: statusChangeView(change) };
  });
}

export async function addLeadNote(em: Em, actor: Actor, input: NoteInput, now = new Date()): Promise<NoteView> {
  if ((await em.count(Lead, { id: input.id })) === 0) throw new LeadNotFoundError(input.id);
  const note = em.create(LeadNote, {
    lead: input.id,
    author: actor.userId,
    authorName: actor.username,
    body: input.body,
    createdAt: now,
  });
  try {
    await em.flush();
  } catch (error) {
    // Erased by a colleague between the check and the write.
    if (error instanceof ForeignKeyConstraintViolationException) throw new LeadNotFoundError(input.id);
    throw error;
  }
  return noteView(note);
}

/**
 * Erases a lead with its history and notes (the foreign keys cascade). The audit log keeps that it
 * happened, by whom and when, and the lead's number and status: no personal data.
 */
export async function eraseLead(em: Em, actor: Actor, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    const lead = await tx.findOne(Lead, { id }, { fields: ['id', 'status'] });
    if (!lead) throw new LeadNotFoundError(id);
    const status = normalizeStatus(lead.status);
    await tx.nativeDelete(Lead, { id });
    recordAudit(tx, { action: 'lead.erased', actor: actor.username, leadId: id, details: { status } });
  });
}
