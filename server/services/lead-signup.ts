/**
 * Storing a signup. The lead and its e-mails are written in one transaction (the outbox), so a lead is
 * never stored without its mails nor the other way round, and a mail failure never fails a signup.
 */
import { Lead } from '../../database/entities/Lead.ts';
import type { Em } from '../../database/orm.ts';
import { HONEYPOT_FIELD, type LeadReceipt } from '../../src/leads/fields.ts';
import type { LeadPayload } from '../../src/leads/schema.ts';
import type { AppDeps } from '../deps.ts';
import { enqueueLeadMails } from './mail/outbox.ts';

/** A second signup with the same e-mail and the same data within this window is the same signup. */
export const DUPLICATE_WINDOW_MINUTES = 10;

export type SubmitOutcome = 'created' | 'duplicate' | 'honeypot';

export interface SubmitResult {
  receipt: LeadReceipt;
  outcome: SubmitOutcome;
}

interface ReceiptRow {
  id: number;
  created_at: Date | string;
}

function receiptOf(row: { id: number; createdAt: Date } | ReceiptRow): LeadReceipt {
  const createdAt = 'createdAt' in row ? row.createdAt : row.created_at;
  return { id: row.id, createdAt: new Date(createdAt).toISOString() };
}

/**
 * The earlier lead of a double submit (a double click, a retry after a time-out): same e-mail
 * (case-insensitive, through the `lower(email)` index) and the same answers, within the window.
 */
async function findRecentDuplicate(em: Em, lead: LeadPayload): Promise<ReceiptRow | undefined> {
  const rows = await em.execute<ReceiptRow[]>(
    `select "id", "created_at" from "leads"
     where lower("email") = ? and "created_at" >= now() - make_interval(mins => ?)
       and "first_name" = ? and "last_name" = ? and "phone" = ?
       and "street" is not distinct from ? and "house_number" is not distinct from ?
       and "postal_code" = ? and "city" = ? and "water_softener_type" = ? and "has_wifi" = ?
     order by "id" desc limit 1`,
    [
      lead.email.toLowerCase(),
      DUPLICATE_WINDOW_MINUTES,
      lead.firstName,
      lead.lastName,
      lead.phone,
      lead.street ?? null,
      lead.houseNumber ?? null,
      lead.postalCode,
      lead.city,
      lead.waterSoftenerType,
      lead.hasWifi,
    ],
  );
  return rows[0];
}

/** What a bot that filled the honeypot is told: the shape of a real answer, with a plausible next id. */
async function decoyReceipt(em: Em): Promise<LeadReceipt> {
  const rows = await em.execute<Array<{ id: number }>>(`select coalesce(max("id"), 0) + 1 as "id" from "leads"`);
  return { id: Number(rows[0]?.id ?? 1), createdAt: new Date().toISOString() };
}

export async function submitLead(deps: AppDeps, em: Em, input: LeadPayload): Promise<SubmitResult> {
  const { [HONEYPOT_FIELD]: honeypot, ...data } = input;
  if (honeypot) {
    deps.log.info('signup with a filled honeypot: answered as a success, not stored');
    return { receipt: await decoyReceipt(em), outcome: 'honeypot' };
  }

  const result = await em.transactional(async (tx): Promise<SubmitResult> => {
    // Serialises signups of one mailbox (capitals and a +tag aside) across connections and app instances
    // until commit: of parallel identical submissions exactly one inserts and the others find it, and
    // parallel signups to plus-addresses cannot both slip under the daily cap on confirmations.
    const mailbox = data.email.toLowerCase().replace(/\+[^@]*@/, '@');
    await tx.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`lead:${mailbox}`]);
    const duplicate = await findRecentDuplicate(tx, input);
    if (duplicate) return { receipt: receiptOf(duplicate), outcome: 'duplicate' };

    const lead = tx.create(Lead, { ...data, status: 'new' });
    await tx.flush();
    if (!(await enqueueLeadMails(tx, lead, deps.env))) {
      deps.log.info({ leadId: lead.id }, 'confirmation mail left out: its address had its daily number');
    }
    return { receipt: receiptOf(lead), outcome: 'created' };
  });

  if (result.outcome === 'created') {
    deps.log.info({ leadId: result.receipt.id }, 'lead stored');
    deps.outbox.wake();
  } else {
    deps.log.info({ leadId: result.receipt.id }, 'double submit: answered with the earlier lead');
  }
  return result;
}
