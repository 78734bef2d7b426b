/**
 * Ending every personal link of a lead (issue 31, row 9): the household on its own page (a mail it
 * forwarded, a shared computer), or staff from the lead's detail at its request. Every link of the lead
 * stops working at once, and one new link goes by mail to the lead's own address, so that the
 * household keeps a way in and whoever held an old link has none. The mail is sent even to a household
 * that stopped mail: it asked for it (on its page, or by asking staff). The audit log keeps who did it
 * and how many links ended; the household's download still lists when each new link was issued.
 */
import { LockMode } from '@mikro-orm/core';
import { Lead } from '../../../database/entities/index.ts';
import { OutboxMail } from '../../../database/entities/OutboxMail.ts';
import type { Em } from '../../../database/orm.ts';
import { SITE } from '../../../src/site.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';
import { linksEndedMail } from '../mail/templates.ts';
import { HOUSEHOLD_ACTOR } from './household-erasure.ts';
import { issueHouseholdLink, leadOfLink } from './link-tokens.ts';

/** Who ends the links: the household itself, or a member of staff (by name, for the audit log). */
type LinkEnder = { kind: 'household' } | { kind: 'staff'; username: string };

/** Ends every link of lead `leadId` in one transaction and queues the mail with a new one; how many ended. */
async function endLinksOfLead(tx: Em, leadId: number, by: LinkEnder, publicUrl: string): Promise<number> {
  const lead = await tx.findOne(Lead, { id: leadId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!lead) throw by.kind === 'household' ? new DomainError('householdLinkNotFound') : new DomainError('leadNotFound', { id: leadId });
  const ended = await tx.execute<Array<{ id: number }>>(`delete from "household_links" where "lead_id" = ? returning "id"`, [leadId]);
  const link = issueHouseholdLink(tx, leadId, publicUrl, lead.language);
  const mail = linksEndedMail({ firstName: lead.firstName, language: lead.language }, link, by.kind);
  tx.create(OutboxMail, { kind: 'household-links-ended', lead, recipient: lead.email, replyTo: SITE.email, ...mail });
  recordAudit(tx, {
    action: 'lead.links_ended',
    actor: by.kind === 'household' ? HOUSEHOLD_ACTOR : by.username,
    leadId,
    details: { links: ended.length },
  });
  await tx.flush();
  return ended.length;
}

/** The household ends its links with one of them (the one of its page). */
export async function endLinksByHousehold(em: Em, token: string, publicUrl: string): Promise<number> {
  return em.transactional(async (tx) => endLinksOfLead(tx, await leadOfLink(tx, token), { kind: 'household' }, publicUrl));
}

/** A member of staff ends the links of lead `leadId` (the household asked). */
export async function endLinksByStaff(em: Em, leadId: number, username: string, publicUrl: string): Promise<number> {
  return em.transactional(async (tx) => endLinksOfLead(tx, leadId, { kind: 'staff', username }, publicUrl));
}
