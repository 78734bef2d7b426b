/**
 * What a household changes itself on its page (issue 23): its phone number and address, validated as at
 * signup (src/household-page/schema.ts), and its choice to stop or resume mail. Each change is a row of
 * `household_changes`, which staff see in the lead's history, and raises the lead's version (decision
 * 027), so that a colleague's status change decided on the older data is refused and their screen shows it.
 */
import { LockMode } from '@mikro-orm/core';
import { sqlKinds, WITHHELD_WHEN_MAIL_STOPPED } from '../../../database/entities/OutboxMail.ts';
import { HouseholdChange, Lead } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import { CONTACT_FIELDS, type ContactChanges } from '../../../src/household-page/changes.ts';
import type { ContactInput, MailChoiceInput } from '../../../src/household-page/schema.ts';
import { DomainError } from '../domain-error.ts';
import { EMPTIED_MAIL } from '../mail/outbox.ts';
import { reviewsChange } from '../aftercare/review-pages.ts';
import { householdView, type HouseholdView } from './household-view.ts';
import { leadOfLink } from './link-tokens.ts';

/** The link's lead, locked until the transaction ends (a staff change or an erasure waits, or comes first). */
async function lockedLead(tx: Em, token: string): Promise<Lead> {
  const id = await leadOfLink(tx, token);
  const lead = await tx.findOne(Lead, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!lead) throw new DomainError('householdLinkNotFound');
  return lead;
}

/** Corrects the phone number and the address; a correction that changes nothing writes nothing. */
export async function updateHouseholdContact(em: Em, input: ContactInput, now = new Date()): Promise<HouseholdView> {
  const id = await em.transactional(async (tx) => {
    const lead = await lockedLead(tx, input.token);
    const changes: ContactChanges = {};
    for (const field of CONTACT_FIELDS) {
      const before = lead[field] ?? null;
      if (before !== input[field]) changes[field] = { from: before, to: input[field] };
    }
    if (Object.keys(changes).length === 0) return lead.id;
    for (const field of CONTACT_FIELDS) lead[field] = input[field];
    tx.create(HouseholdChange, { lead, kind: 'contact', changes, createdAt: now });
    // A review the site shows names the municipality and is on its place's page (issue 44).
    if (changes.city || changes.postalCode) await reviewsChange(tx, [lead.id]);
    // The flush raises the lead's version (MikroORM's version property).
    await tx.flush();
    return lead.id;
  });
  return householdView(em, id);
}

/**
 * Stops (or resumes) every mail the law does not require. Mails of those kinds still waiting in the
 * outbox are withheld at once, emptied as a sent mail is; the outbox worker withholds any that come later
 * (server/services/mail/outbox.ts). Nothing is erased.
 */
export async function setHouseholdMailStopped(em: Em, input: MailChoiceInput, now = new Date()): Promise<HouseholdView> {
  const id = await em.transactional(async (tx) => {
    const lead = await lockedLead(tx, input.token);
    if (input.stopped === (lead.mailStoppedAt !== null && lead.mailStoppedAt !== undefined)) return lead.id;
    lead.mailStoppedAt = input.stopped ? now : null;
    tx.create(HouseholdChange, { lead, kind: input.stopped ? 'mail-stopped' : 'mail-resumed', createdAt: now });
    await tx.flush();
    if (input.stopped) {
      await tx.execute(
        `update "mail_outbox" set "status" = 'withheld', "locked_until" = null, ${EMPTIED_MAIL}
         where "lead_id" = ? and "status" = 'pending' and "kind" in ${sqlKinds(WITHHELD_WHEN_MAIL_STOPPED)}`,
        [lead.id],
      );
    }
    return lead.id;
  });
  return householdView(em, id);
}
