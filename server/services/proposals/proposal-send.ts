/**
 * Sending a proposal to a lead (issue 24): in one transaction, with the lead locked, the lead's open
 * proposal is withdrawn (or marked expired when its last day passed), the new one written with the text
 * the household will read, the lead moved on to 'followup' (the household's step 'voorstel', decision
 * 031) and the mail with a new personal link queued in the outbox. Either all of it happens or none.
 */
import { LockMode } from '@mikro-orm/core';
import { Lead, LeadStatusChange, Proposal } from '../../../database/entities/index.ts';
import { OutboxMail } from '../../../database/entities/OutboxMail.ts';
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import type { LeadStatus } from '../../../src/leads/status.ts';
import type { ProposalTermsInput } from '../../../src/proposals/schema.ts';
import { type ContractParty, contractPartyOf, proposalDocument } from '../../../src/proposals/document.ts';
import type { Env } from '../../env.ts';
import { SITE } from '../../../src/site.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';
import { issueHouseholdLink } from '../household-page/link-tokens.ts';
import { proposalMail } from './proposal-mails.ts';
import { type StaffProposalView, staffProposalView } from './proposal-views.ts';

/**
 * Statuses no proposal goes to, single or bulk: customers and leads that said no (issue 31). Staff may
 * send a single one anyway (`overrideStatus`), which the audit log records.
 */
export const CLOSED_STATUSES: readonly LeadStatus[] = ['converted', 'lost'];

/**
 * Statuses a proposal moves on to 'followup'. A customer keeps its status; a lost lead reaches this only
 * by the staff's override, and is followed up again (a lost lead never has an open proposal).
 */
const BEFORE_PROPOSAL: readonly LeadStatus[] = ['new', 'contacted', 'lost'];

/**
 * Closes the lead's open proposal, if any: `withdrawn` (replaced, or the lead marked lost), or `expired`
 * when its last day is before `today` (it had ended on its own). Answers how many it withdrew.
 */
export async function closeOpenProposal(tx: Em, leadId: number, today: string): Promise<number> {
  const closed = await tx.execute<Array<{ status: string }>>(
    `update "proposals" set "status" = case when "valid_until" < ?::date then 'expired' else 'withdrawn' end
     where "lead_id" = ? and "status" = 'sent' returning "status"`,
    [today, leadId],
  );
  return closed.filter((row) => row.status === 'withdrawn').length;
}

/**
 * Moves a lead to `to` and records who did it in its history (the lead must be locked by the caller).
 * Raises the lead's version, so that a colleague's screen learns of it.
 */
export function moveLead(tx: Em, lead: Lead, to: LeadStatus, actorName: string, now: Date, actorId: number | null = null): void {
  if (lead.status === to) return;
  tx.create(LeadStatusChange, { lead, fromStatus: lead.status, toStatus: to, changedBy: actorId, changedByName: actorName, createdAt: now });
  lead.status = to;
  if (now > lead.lastContactAt) lead.lastContactAt = now;
}

/** The contract's other party as this installation is configured (CONTROLLER_*, decision 031). */
export function contractParty(env: Pick<Env, 'CONTROLLER_NAME' | 'CONTROLLER_ADDRESS' | 'CONTROLLER_COMPANY_NUMBER'>): ContractParty {
  const { CONTROLLER_NAME: name, CONTROLLER_ADDRESS: address, CONTROLLER_COMPANY_NUMBER: companyNumber } = env;
  return contractPartyOf(name && address && companyNumber ? { name, address, companyNumber } : null);
}

export interface SendOptions {
  publicUrl: string;
  party: ContractParty;
  actorName: string;
  actorId?: number | null;
  now?: Date;
  /** The bulk send it belongs to (decision 032). */
  bulkJobId?: number;
}

/**
 * Writes and queues one proposal in its own transaction; throws DomainError('leadNotFound') for an
 * unknown lead, and 'leadClosedForProposal' for a customer or a lost lead unless `overrideStatus`, which
 * is then recorded in the audit log (the bulk send never reaches them).
 */
export async function sendProposal(
  em: Em,
  leadId: number,
  terms: ProposalTermsInput,
  options: SendOptions & { overrideStatus?: boolean },
): Promise<StaffProposalView> {
  const now = options.now ?? new Date();
  return em.transactional(async (tx) => {
    const lead = await tx.findOne(Lead, { id: leadId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!lead) throw new DomainError('leadNotFound', { id: leadId });
    if (CLOSED_STATUSES.includes(lead.status)) {
      if (!options.overrideStatus) throw new DomainError('leadClosedForProposal', { status: lead.status });
      recordAudit(tx, { action: 'proposal.sent_despite_status', actor: options.actorName, leadId, details: { status: lead.status } });
    }
    return writeProposal(tx, lead, terms, { ...options, now });
  });
}

/** The part of `sendProposal` inside its transaction, the lead locked (the bulk send calls it too). */
export async function writeProposal(
  tx: Em,
  lead: Lead,
  terms: ProposalTermsInput,
  options: SendOptions & { now: Date },
): Promise<StaffProposalView> {
  const { now } = options;
  await closeOpenProposal(tx, lead.id, isoDateInBrussels(now));
  const lines = proposalDocument(terms, options.party, lead.language);
  const proposal = tx.create(Proposal, {
    lead,
    bulkJob: options.bulkJobId ?? null,
    status: 'sent',
    model: terms.model,
    hasWifi: terms.hasWifi,
    priceEuro: terms.priceEuro,
    included: [...terms.included],
    installationWindow: terms.installationWindow,
    validUntil: terms.validUntil,
    note: terms.note,
    text: lines.join('\n'),
    sentByName: options.actorName,
    createdAt: now,
  });
  if (BEFORE_PROPOSAL.includes(lead.status)) moveLead(tx, lead, 'followup', options.actorName, now, options.actorId ?? null);
  const link = issueHouseholdLink(tx, lead.id, options.publicUrl, lead.language);
  tx.create(OutboxMail, { kind: 'proposal', lead, recipient: lead.email, replyTo: SITE.email, ...proposalMail(lead.firstName, lines, link, lead.language), createdAt: now });
  await tx.flush();
  return staffProposalView(proposal, isoDateInBrussels(now));
}
