/**
 * Storing a signup. The lead and its e-mails are written in one transaction (the outbox), so a lead is
 * never stored without its mails nor the other way round, and a mail failure never fails a signup.
 * One round trip to the database per signup (decision 018).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { byColumn } from '../../database/lead-record.ts';
import type { LeadValues } from '../../src/leads/lead-values.ts';
import { householdLinkUrl } from '../../src/household-page/link.ts';
import { HONEYPOT_FIELD, type LeadReceipt } from '../../src/leads/fields.ts';
import { phoneE164 } from '../../src/leads/phone.ts';
import { type LeadPayload, leadFieldsSchema, type LeadSubmission } from '../../src/leads/schema.ts';
import { regionOfPostalCode } from '../../src/proposals/provinces.ts';
import { signupRound } from '../../src/rounds/view.ts';
import { roundSummaries } from './rounds/round-reads.ts';
import { PRIVACY_VERSION_DATE } from '../../src/site.ts';
import type { AppDeps } from '../deps.ts';
import { CONFIRMATIONS_PER_RECIPIENT_PER_DAY, leadMails } from './mail/outbox.ts';
import { hashToken, newSecretToken } from './secret-token.ts';
import { isoTime } from './lead-query.ts';

/** A second signup to the same mailbox with the same answers within this window is the same signup. */
const DUPLICATE_WINDOW_MINUTES = 10;

type SubmitOutcome = 'created' | 'duplicate' | 'honeypot';

export interface SubmitResult {
  receipt: LeadReceipt;
  outcome: SubmitOutcome;
}

interface ReceiptRow {
  id: number;
  created_at: Date | string;
  round_id: number | null;
  round_opens_at: Date | string | null;
  round_closes_at: Date | string | null;
}

function receiptOf(row: ReceiptRow): LeadReceipt {
  const createdAt = isoTime(row.created_at);
  const round =
    row.round_id === null || row.round_opens_at === null || row.round_closes_at === null
      ? null
      : { id: row.round_id, open: isoTime(row.round_opens_at) <= createdAt, registrationOpensAt: isoTime(row.round_opens_at), registrationClosesAt: isoTime(row.round_closes_at) };
  return { id: row.id, createdAt, round };
}

/** What a bot that filled the honeypot is told: a real answer's shape, a plausible next id, the round it would join. */
async function decoyReceipt(deps: AppDeps, postalCode: string): Promise<LeadReceipt> {
  const { rows } = await sql<{ id: number }>`select coalesce(max("id"), 0) + 1 as "id" from "leads"`.execute(deps.db.orm.em.getKysely());
  const now = deps.clock();
  const round = signupRound(await roundSummaries(deps.db.orm.em.fork()), postalCode, now);
  return {
    id: Number(rows[0]?.id ?? 1),
    createdAt: now.toISOString(),
    round: round && {
      id: round.id,
      open: Date.parse(round.registrationOpensAt) <= now.getTime(),
      registrationOpensAt: round.registrationOpensAt,
      registrationClosesAt: round.registrationClosesAt,
    },
  };
}

/** What `submit_lead` says of a signup. */
type StoredOutcome = 'created' | 'created-unconfirmed' | 'duplicate';

/**
 * What makes two signups the same signup: the household's answers in the form, every field but the
 * e-mail address (the database compares its mailbox instead).
 */
const ANSWER_FIELDS = Object.keys(leadFieldsSchema.shape).filter((field) => field !== 'email') as Array<keyof LeadSubmission>;

/**
 * The lead, its mails, its personal link, the duplicate check and the daily cap on confirmations in one
 * round trip: the database function `submit_lead` (database/migrations/Migration20261125060010_submit_lead_link.ts,
 * decision 018), called outside an explicit transaction, so the one statement is the transaction.
 * It takes a lock per mailbox (`lead_mailbox`, decision 023) until commit, across connections and app
 * instances: of parallel identical submissions exactly one inserts and the others find it, and parallel
 * signups to plus-addresses cannot both slip under the daily cap.
 */
async function storeLead(deps: AppDeps, data: LeadSubmission) {
  // Set here, as the ORM did, so that the notification can say when, and the round is the one open at
  // this moment (the app's clock: decision 049); the id comes from the database.
  const createdAt = deps.clock();
  // Where the mails name the lead's id, they hold this stand-in, which no lead's data can contain.
  const idToken = `lead-id-${randomUUID()}`;
  // The household's personal link (decision 029): the confirmation carries the token, the database
  // keeps its hash (stored by submit_lead with the lead, only when the confirmation goes out).
  const linkToken = newSecretToken();
  const mails = leadMails({ ...data, id: idToken, createdAt }, deps.env, householdLinkUrl(deps.env.PUBLIC_URL, linkToken, data.language));
  // The columns of the lead are those of the entity that these values name (byColumn refuses, at
  // compile time, a value that is no field of the lead).
  const lead = byColumn({ ...data, phoneE164: phoneE164(data.phone), status: 'new', privacyVersion: PRIVACY_VERSION_DATE, createdAt, lastContactAt: createdAt });
  const answers = byColumn(Object.fromEntries(ANSWER_FIELDS.map((field) => [field, data[field] ?? null])) as Partial<LeadValues>);
  // Through Kysely (under MikroORM), so that the values travel as parameters of the statement:
  // `em.execute` would write them into the SQL text, escaping the mails one character at a time, which
  // took about half of the server's CPU time per signup (garbage collection included). Kysely of the
  // pool, not of a forked EntityManager: the statement needs no unit of work.
  // The round is found in the same statement, by the province of the postal code (decision 049).
  const region = regionOfPostalCode(data.postalCode);
  const { rows } = await sql<ReceiptRow & { outcome: StoredOutcome }>`select "id", "created_at", "outcome", "round_id", "round_opens_at", "round_closes_at" from "submit_lead"(
    ${JSON.stringify(lead)}::jsonb, ${JSON.stringify(answers)}::jsonb, ${JSON.stringify(mails)}::jsonb, ${idToken},
    make_interval(mins => ${DUPLICATE_WINDOW_MINUTES}), ${CONFIRMATIONS_PER_RECIPIENT_PER_DAY}, ${hashToken(linkToken)}, ${region})`.execute(deps.db.orm.em.getKysely());
  const row = rows[0];
  if (!row) throw new Error('submit_lead returned no row');
  return { receipt: receiptOf(row), outcome: row.outcome };
}

/** A signup needs no EntityManager (none is forked for it): its statements go through the pool's Kysely. */
export async function submitLead(deps: AppDeps, input: LeadPayload): Promise<SubmitResult> {
  const { [HONEYPOT_FIELD]: honeypot, ...data } = input;
  if (honeypot) {
    deps.log.info('signup with a filled honeypot: answered as a success, not stored');
    return { receipt: await decoyReceipt(deps, data.postalCode), outcome: 'honeypot' };
  }

  const { receipt, outcome } = await storeLead(deps, data);
  if (outcome === 'duplicate') {
    deps.log.info({ leadId: receipt.id }, 'double submit: answered with the earlier lead');
    return { receipt, outcome };
  }
  if (outcome === 'created-unconfirmed') {
    deps.log.info({ leadId: receipt.id }, 'confirmation mail left out: its address had its daily number');
  }
  deps.log.info({ leadId: receipt.id, roundId: receipt.round?.id ?? null }, 'lead stored');
  deps.jobs.wake('mail.outbox');
  return { receipt, outcome: 'created' };
}
