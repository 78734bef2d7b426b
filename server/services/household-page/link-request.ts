/**
 * A lost link asked for again by e-mail address (issue 23, decision 029), answered off the request's
 * path (link-request-queue.ts): the request itself only queues the address, the same work for any
 * address, so that neither its answer nor its time tells who signed up (issue 31). Here, later, the
 * queued address gets its mail: a new link goes only to the address stored with the lead. One mailbox
 * (capitals, `+tags`, Gmail's dots: `lead_mailbox`, decision 023) gets at most
 * LINK_MAILS_PER_MAILBOX_PER_DAY such mails in 24 hours, however the address is spelled and whatever
 * client address asks; the signup's lock per mailbox makes parallel requests count one after the other.
 * A household that stopped mail gets none (decision 030): a stranger who types its address cannot be
 * told from the household itself. Earlier links keep working (until their lifetime ends): a stranger who
 * knows the address can send the household a mail, not take its page away.
 */
import { OutboxMail } from '../../../database/entities/OutboxMail.ts';
import type { Em } from '../../../database/orm.ts';
import { LINK_MAILS_PER_MAILBOX_PER_DAY } from '../../../src/household-page/link.ts';
import { SITE } from '../../../src/site.ts';
import type { Env } from '../../env.ts';
import { householdLinkMail } from '../mail/templates.ts';
import type { Locale } from '../../../src/i18n/locale.ts';
import { issueHouseholdLink } from './link-tokens.ts';


interface MailboxLead {
  id: number;
  email: string;
  first_name: string;
  created_at: Date | string;
  language: Locale;
  mail_stopped_at: Date | string | null;
}

/**
 * Queues a new link for each lead of the address's mailbox that did not stop mail, newest first, within
 * the daily cap; answers how many mails it queued.
 */
export async function answerLinkRequest(env: Pick<Env, 'PUBLIC_URL'>, em: Em, email: string): Promise<number> {
  return em.transactional(async (tx) => {
    // The lock of submit_lead for this mailbox (decision 023), held until commit.
    await tx.execute(`select pg_advisory_xact_lock(hashtextextended('lead:' || "lead_mailbox"(?), 0))`, [email]);
    const leads = await tx.execute<MailboxLead[]>(
      `select "id", "email", "first_name", "created_at", "language", "mail_stopped_at" from "leads"
       where "lead_mailbox"("email") = "lead_mailbox"(?) order by "id" desc`,
      [email],
    );
    const reachable = leads.filter((lead) => lead.mail_stopped_at === null);
    if (reachable.length === 0) return 0;
    const [sent] = await tx.execute<Array<{ n: number }>>(
      `select count(*)::int as "n" from "mail_outbox" m join "leads" l on l."id" = m."lead_id"
       where "lead_mailbox"(l."email") = "lead_mailbox"(?) and m."kind" = 'household-link' and m."created_at" > now() - interval '24 hours'`,
      [email],
    );
    const allowed = Math.max(0, LINK_MAILS_PER_MAILBOX_PER_DAY - Number(sent?.n ?? 0));
    for (const lead of reachable.slice(0, allowed)) {
      const link = issueHouseholdLink(tx, lead.id, env.PUBLIC_URL, lead.language);
      const mail = householdLinkMail({ firstName: lead.first_name, createdAt: new Date(lead.created_at), language: lead.language }, link);
      tx.create(OutboxMail, { kind: 'household-link', lead: lead.id, recipient: lead.email, replyTo: SITE.email, ...mail });
    }
    return Math.min(allowed, reachable.length);
  });
}
