/**
 * What the clock does to proposals (issue 24): a proposal still open after its last day is stored
 * `expired` (staff see it so; the views read it so at once anyway), and a household that has not
 * answered gets one reminder a few days before the last day: once (`reminded_at`, set in the same
 * transaction as the mail is queued), never after it answered, never when it stopped mail or was erased
 * (its proposals went with it).
 */
import { Lead } from '../../../database/entities/index.ts';
import { OutboxMail } from '../../../database/entities/OutboxMail.ts';
import type { Database } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { SITE } from '../../../src/site.ts';
import { issueHouseholdLink } from '../household-page/link-tokens.ts';
import { proposalReminderMail } from './proposal-mails.ts';

/** The reminder goes out when this many days (or fewer) are left before the last day. */
const REMINDER_DAYS_BEFORE = 3;

const DAY_MS = 86_400_000;

/** Stores `expired` on open proposals past their last day; returns how many. */
export async function expireProposals(db: Database, now = new Date()): Promise<number> {
  const rows = await db.orm.em.fork().execute<Array<{ id: number }>>(
    `update "proposals" set "status" = 'expired' where "status" = 'sent' and "valid_until" < ?::date returning "id"`,
    [isoDateInBrussels(now)],
  );
  return rows.length;
}

/** Queues the due reminders, each once; returns how many. */
export async function sendProposalReminders(db: Database, publicUrl: string, now = new Date()): Promise<number> {
  const today = isoDateInBrussels(now);
  const until = isoDateInBrussels(new Date(now.getTime() + REMINDER_DAYS_BEFORE * DAY_MS));
  const due = await db.orm.em.fork().execute<Array<{ id: number }>>(
    `select p."id" from "proposals" p join "leads" l on l."id" = p."lead_id"
     where p."status" = 'sent' and p."reminded_at" is null and p."valid_until" between ?::date and ?::date
       and l."mail_stopped_at" is null
     order by p."id"`,
    [today, until],
  );
  let queued = 0;
  for (const { id } of due) {
    const sent = await db.orm.em.fork().transactional(async (tx) => {
      // Claimed in the transaction that queues its mail: two instances never both remind.
      const claimed = await tx.execute<Array<{ lead_id: number; valid_until: string | Date }>>(
        `update "proposals" set "reminded_at" = ? where "id" = ? and "status" = 'sent' and "reminded_at" is null
         returning "lead_id", "valid_until"::text as "valid_until"`,
        [now, id],
      );
      const row = claimed[0];
      if (!row) return false;
      const lead = await tx.findOne(Lead, { id: row.lead_id });
      if (!lead) return false;
      const link = issueHouseholdLink(tx, lead.id, publicUrl, lead.language);
      const mail = proposalReminderMail(lead.firstName, String(row.valid_until), link, lead.language);
      tx.create(OutboxMail, { kind: 'proposal-reminder', lead, recipient: lead.email, replyTo: SITE.email, ...mail, createdAt: now });
      await tx.flush();
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
