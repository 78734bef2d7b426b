/**
 * Leads of the retention tests, written through the real paths: the signup over HTTP (with its outbox
 * mails), status changes and notes through the back office's services, at moments a test chooses.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../database/orm.ts';
import { type Actor, addLeadNote, changeLeadStatus } from '../../server/services/lead-admin.ts';
import type { LeadStatus } from '../../src/leads/status.ts';
import { uniqueHousehold } from './leads.ts';

export const DAY_MS = 24 * 3600 * 1000;

export async function signUp(app: FastifyInstance): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/leads', payload: uniqueHousehold() });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

export const setStatus = (db: Database, actor: Actor, id: number, status: LeadStatus, at: Date) =>
  changeLeadStatus(db.orm.em.fork(), actor, { id, status }, at);

export const addNote = (db: Database, actor: Actor, id: number, at: Date) =>
  addLeadNote(db.orm.em.fork(), actor, { id, body: 'Gebeld, belt terug na de zomer.' }, at);

export interface LeadRows {
  leads: number;
  statusChanges: number;
  notes: number;
  mails: number;
}

/** How many rows each table holds for lead `id`. */
export async function rowsOf(db: Database, id: number): Promise<LeadRows> {
  const [row] = await db.orm.em.fork().execute<Array<Record<keyof LeadRows, number | string>>>(
    `select (select count(*) from leads where id = ?) as "leads",
            (select count(*) from lead_status_changes where lead_id = ?) as "statusChanges",
            (select count(*) from lead_notes where lead_id = ?) as "notes",
            (select count(*) from mail_outbox where lead_id = ?) as "mails"`,
    [id, id, id, id],
  );
  return {
    leads: Number(row?.leads),
    statusChanges: Number(row?.statusChanges),
    notes: Number(row?.notes),
    mails: Number(row?.mails),
  };
}

export const GONE: LeadRows = { leads: 0, statusChanges: 0, notes: 0, mails: 0 };

/** The audit entries of the purge, oldest first. */
export async function purgeAudit(db: Database) {
  return db.orm.em
    .fork()
    .execute<Array<{ action: string; actor: string; lead_id: number | null; details: Record<string, unknown> | string }>>(
      `select action, actor, lead_id, details from audit_log where action in ('leads.purged', 'retention.purge') order by id`,
    )
    .then((rows) => rows.map((row) => ({ ...row, details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details })));
}

/** The lead numbers named by the audit's batch entries, in order. */
export async function purgedIds(db: Database): Promise<number[]> {
  return (await purgeAudit(db))
    .filter((entry) => entry.action === 'leads.purged')
    .flatMap((entry) => String((entry.details as { leadIds: string }).leadIds).split(' ').map(Number));
}
