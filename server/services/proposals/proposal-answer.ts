/**
 * The household's side of its proposals (issues 24 and 33): reading them with the order each became,
 * answering one (an acceptance places the order: order-transition.ts) and withdrawing from its order,
 * through its personal link only. The link leads to one lead; a proposal of another lead is "not found", exactly as
 * one that never existed. Accepting is refused after the proposal's last day in Brussels (the
 * household's time zone), checked here on the server with the server's clock, whatever the page shows.
 */
import { LockMode } from '@mikro-orm/core';
import { Lead, Order, Proposal } from '../../../database/entities/index.ts';
import { OutboxMail } from '../../../database/entities/OutboxMail.ts';
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import type { OrderWithdrawInput, ProposalAnswerInput } from '../../../src/proposals/household-schema.ts';
import { HOUSEHOLD_ACTOR_NAME } from '../../../src/proposals/status.ts';
import type { Env } from '../../env.ts';
import { DomainError } from '../domain-error.ts';
import { leadOfLink } from '../household-page/link-tokens.ts';
import { placeOrder, transition } from '../orders/order-transition.ts';
import { ordersByProposal } from '../orders/order-views.ts';
import { proposalAnswerMail } from './proposal-mails.ts';
import { moveLead } from './proposal-send.ts';
import { type HouseholdProposalView, householdProposalView, proposalsOfLead } from './proposal-views.ts';

/** The household's proposals, newest first (withdrawn ones included: it may have read them). */
export async function householdProposals(em: Em, token: string, now = new Date()): Promise<HouseholdProposalView[]> {
  const leadId = await leadOfLink(em, token);
  const today = isoDateInBrussels(now);
  const [proposals, orders] = await Promise.all([proposalsOfLead(em, leadId), ordersByProposal(em, leadId)]);
  return proposals.map((proposal) => householdProposalView(proposal, today, orders.get(proposal.id) ?? null));
}

/** Runs `work` in one transaction with the link's lead locked: one answer or withdrawal at a time per household. */
async function withLinkLead(em: Em, token: string, work: (tx: Em, lead: Lead) => Promise<void>): Promise<void> {
  const leadId = await leadOfLink(em, token);
  await em.transactional(async (tx) => {
    const lead = await tx.findOne(Lead, { id: leadId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!lead) throw new DomainError('householdLinkNotFound');
    await work(tx, lead);
  });
}

type Answer = 'accepted' | 'declined';

/**
 * Accepts or declines a proposal of the link's lead. Accepting records the moment and the text the
 * household was shown, makes the lead a customer ('converted', decision 031) and places the order with
 * its seller: the confirmation mail to the household, the notices to the seller and staff. Declining
 * leaves the lead's status to staff, who get a mail (LEADS_NOTIFY_EMAIL).
 */
export async function answerProposal(
  em: Em,
  env: Pick<Env, 'LEADS_NOTIFY_EMAIL' | 'PUBLIC_URL'>,
  input: ProposalAnswerInput,
  answer: Answer,
  now = new Date(),
): Promise<HouseholdProposalView[]> {
  await withLinkLead(em, input.token, async (tx, lead) => {
    const proposal = await tx.findOne(Proposal, { id: input.proposalId, lead: lead.id }, { refresh: true });
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
      await placeOrder(tx, lead, proposal, { publicUrl: env.PUBLIC_URL, staffEmail: env.LEADS_NOTIFY_EMAIL }, now);
    } else if (env.LEADS_NOTIFY_EMAIL) {
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

/**
 * The household withdraws from its order (art. VI.49; the online withdrawal function): refused after the
 * period's last day (14 days after the installation) and for an order that ended otherwise. The
 * acknowledgement with the content, date and time goes by mail (order-transition.ts).
 */
export async function withdrawOrder(
  em: Em,
  env: Pick<Env, 'LEADS_NOTIFY_EMAIL' | 'PUBLIC_URL'>,
  input: OrderWithdrawInput,
  now = new Date(),
): Promise<HouseholdProposalView[]> {
  await withLinkLead(em, input.token, async (tx, lead) => {
    const order = await tx.findOne(Order, { id: input.orderId, lead: lead.id }, { populate: ['lead', 'proposal', 'installer'], refresh: true });
    if (!order) throw new DomainError('orderNotFound').for(lead.language);
    try {
      await transition(tx, order, 'withdrawn', { kind: 'household', name: HOUSEHOLD_ACTOR_NAME }, { publicUrl: env.PUBLIC_URL, staffEmail: env.LEADS_NOTIFY_EMAIL }, {}, now);
    } catch (error) {
      // Refused in the household's language (issue 36), like its answers.
      throw error instanceof DomainError ? error.for(lead.language) : error;
    }
  });
  return householdProposals(em, input.token, now);
}
