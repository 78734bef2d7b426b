/**
 * A lost link asked for again by e-mail address (issue 23, decision 029). The answer is the same whether
 * or not the address is known; a new link goes only to the address stored with the lead. One mailbox
 * (capitals, `+tags`, Gmail's dots: `lead_mailbox`, decision 023) gets at most
 * LINK_MAILS_PER_MAILBOX_PER_DAY such mails in 24 hours, however the address is spelled and whatever
 * client address asks; the signup's lock per mailbox makes parallel requests count one after the other.
 * Earlier links keep working: a stranger who knows the address can send the household a mail, not
 * take its page away.
 */
import { OutboxMail } from '../../../database/entities/OutboxMail.ts';
import type { Em } from '../../../database/orm.ts';
import { LINK_MAILS_PER_MAILBOX_PER_DAY } from '../../../src/household-page/link.ts';
import type { LinkRequestInput } from '../../../src/household-page/schema.ts';
import { SITE } from '../../../src/site.ts';
import type { AppDeps } from '../../deps.ts';
import { householdLinkMail } from '../mail/templates.ts';
import type { Locale } from '../../../src/i18n/locale.ts';
import { issueHouseholdLink } from './link-tokens.ts';


interface MailboxLead {
  id: number;
  email: string;
  first_name: string;
  created_at: Date | string;
  language: Locale;
}

/** Queues a new link for each lead of the address's mailbox, newest first, within the daily cap. */
export async function requestHouseholdLink(deps: Pick<AppDeps, 'env' | 'jobs'>, em: Em, input: LinkRequestInput): Promise<void> {
  const queued = await em.transactional(async (tx) => {
    // The lock of submit_lead for this mailbox (decision 023), held until commit.
    await tx.execute(`select pg_advisory_xact_lock(hashtextextended('lead:' || "lead_mailbox"(?), 0))`, [input.email]);
    const leads = await tx.execute<MailboxLead[]>(
      `select "id", "email", "first_name", "created_at", "language" from "leads" where "lead_mailbox"("email") = "lead_mailbox"(?) order by "id" desc`,
      [input.email],
    );
    if (leads.length === 0) return 0;
    const [sent] = await tx.execute<Array<{ n: number }>>(
      `select count(*)::int as "n" from "mail_outbox" m join "leads" l on l."id" = m."lead_id"
       where "lead_mailbox"(l."email") = "lead_mailbox"(?) and m."kind" = 'household-link' and m."created_at" > now() - interval '24 hours'`,
      [input.email],
    );
    const allowed = Math.max(0, LINK_MAILS_PER_MAILBOX_PER_DAY - Number(sent?.n ?? 0));
    for (const lead of leads.slice(0, allowed)) {
      const link = issueHouseholdLink(tx, lead.id, deps.env.PUBLIC_URL, lead.language);
      const mail = householdLinkMail({ firstName: lead.first_name, createdAt: new Date(lead.created_at), language: lead.language }, link);
      tx.create(OutboxMail, { kind: 'household-link', lead: lead.id, recipient: lead.email, replyTo: SITE.email, ...mail });
    }
    return Math.min(allowed, leads.length);
  });
  if (queued > 0) deps.jobs.wake('mail.outbox');
}
