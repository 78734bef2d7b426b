/**
 * The household's side of its proposals (issue 24): reading them and answering one, through its
 * personal link only. The link leads to one lead; a proposal of another lead is "not found", exactly as
 * one that never existed. Accepting is refused after the proposal's last day in Brussels (the
 * household's time zone), checked here on the server with the server's clock, whatever the page shows.
 */
import { LockMode } from '@mikro-orm/core';
import { Lead, Proposal } from '../../../database/entities/index.ts';
import { OutboxMail } from '../../../database/entities/OutboxMail.ts';
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import type { ProposalAnswerInput } from '../../../src/proposals/household-schema.ts';
import { HOUSEHOLD_ACTOR_NAME } from '../../../src/proposals/status.ts';
import type { Env } from '../../env.ts';
import { DomainError } from '../domain-error.ts';
import { leadOfLink } from '../household-page/link-tokens.ts';
import { proposalAnswerMail } from './proposal-mails.ts';
import { moveLead } from './proposal-send.ts';
import { type HouseholdProposalView, householdProposalView, proposalsOfLead } from './proposal-views.ts';

/** The household's proposals, newest first (withdrawn ones included: it may have read them). */
export async function householdProposals(em: Em, token: string, now = new Date()): Promise<HouseholdProposalView[]> {
  const leadId = await leadOfLink(em, token);
  const today = isoDateInBrussels(now);
  return (await proposalsOfLead(em, leadId)).map((proposal) => householdProposalView(proposal, today));
}

type Answer = 'accepted' | 'declined';

/**
 * Accepts or declines a proposal of the link's lead. Accepting records the moment and the text the
 * household was shown, and makes the lead a customer ('converted', decision 031); declining leaves the
 * lead's status to staff. Staff get a mail either way (LEADS_NOTIFY_EMAIL).
 */
export async function answerProposal(
  em: Em,
  env: Pick<Env, 'LEADS_NOTIFY_EMAIL' | 'PUBLIC_URL'>,
  input: ProposalAnswerInput,
  answer: Answer,
  now = new Date(),
): Promise<HouseholdProposalView[]> {
  const leadId = await leadOfLink(em, input.token);
  await em.transactional(async (tx) => {
    const lead = await tx.findOne(Lead, { id: leadId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!lead) throw new DomainError('householdLinkNotFound');
    const proposal = await tx.findOne(Proposal, { id: input.proposalId, lead: leadId }, { refresh: true });
    // Refused in the household's language (issue 36).
    if (!proposal) throw new DomainError('proposalNotFound').for(lead.language);
    if (proposal.status !== 'sent') {
      throw new DomainError('proposalClosed', { reason: proposal.status === 'accepted' || proposal.status === 'declined' ? 'answered' : proposal.status }).for(lead.language);
    }
    // The last day counts until midnight in Brussels; declining an ended proposal is refused too (it ended).
    if (isoDateInBrussels(now) > proposal.validUntil) throw new DomainError('proposalClosed', { reason: 'expired' }).for(lead.language);
    proposal.status = answer;
    proposal.answeredAt = now;
    if (answer === 'accepted') {
      proposal.acceptedText = proposal.text;
      moveLead(tx, lead, 'converted', HOUSEHOLD_ACTOR_NAME, now);
    }
    if (env.LEADS_NOTIFY_EMAIL) {
      const mail = proposalAnswerMail({
        leadId: lead.id,
        firstName: lead.firstName,
        lastName: lead.lastName,
        status: answer,
        answeredAt: now,
        documentLines: proposal.text.split('\n'),
        dashboardUrl: `${env.PUBLIC_URL}/admin/dashboard`,
      });
      tx.create(OutboxMail, { kind: 'proposal-answer', lead, recipient: env.LEADS_NOTIFY_EMAIL, replyTo: lead.email, ...mail, createdAt: now });
    }
    await tx.flush();
  });
  return householdProposals(em, input.token, now);
}
