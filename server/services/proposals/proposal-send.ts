/**
 * Sending a proposal to a lead (issues 24 and 33): in one transaction, with the lead locked, the seller is
 * decided (staff's choice, or the one active installer serving the lead's postal code: decision 043), the
 * lead's open proposal is withdrawn (or marked expired when its last day passed), the new one written
 * with the text the household will read, the lead moved on to 'followup' (the household's step
 * 'voorstel', decision 031) and the mail with a new personal link queued in the outbox. Either all of it
 * happens or none. Staff's preview writes the same text without storing anything.
 */
import { LockMode } from '@mikro-orm/core';
import { type Installer, Lead, LeadStatusChange, Proposal } from '../../../database/entities/index.ts';
import { OutboxMail } from '../../../database/entities/OutboxMail.ts';
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import type { LeadStatus } from '../../../src/leads/status.ts';
import type { ProposalTermsInput } from '../../../src/proposals/schema.ts';
import { depositOf, type ProposalOrganiser, type ProposalSeller, proposalDocument } from '../../../src/proposals/document.ts';
import { INCLUDED_ITEMS, type IncludedItem } from '../../../src/proposals/included.ts';
import { SITE } from '../../../src/site.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';
import { issueHouseholdLink } from '../household-page/link-tokens.ts';
import { sellerFor } from '../installers/installers.ts';
import { termsOfInstaller } from '../installers/seller-terms-reads.ts';
import { sellerOf } from './proposal-parties.ts';
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

export interface SendOptions {
  publicUrl: string;
  organiser: ProposalOrganiser | null;
  actorName: string;
  actorId?: number | null;
  now?: Date;
  /** The bulk send it belongs to (decision 032). */
  bulkJobId?: number;
}

/**
 * Writes and queues one proposal in its own transaction; throws DomainError('leadNotFound') for an
 * unknown lead, 'leadClosedForProposal' for a customer or a lost lead unless `overrideStatus` (then
 * recorded in the audit log; the bulk send never reaches them), and 'sellerRequired',
 * 'installerNotFound' or 'installerInactive' when it would have no seller.
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
    const seller = await sellerFor(tx, terms.installerId, lead.postalCode);
    return writeProposal(tx, lead, terms, seller, { ...options, now });
  });
}

/** The proposal's lines as lead `leadId` would read them, with the seller it would have; nothing is stored. */
export async function previewProposal(
  em: Em,
  leadId: number,
  terms: ProposalTermsInput,
  organiser: ProposalOrganiser | null,
): Promise<{ language: Lead['language']; installerId: number; lines: string[] }> {
  const lead = await em.findOne(Lead, { id: leadId });
  if (!lead) throw new DomainError('leadNotFound', { id: leadId });
  const seller = await sellerFor(em, terms.installerId, lead.postalCode);
  const named = await namedSeller(em, seller, terms);
  return { language: lead.language, installerId: seller.id, lines: proposalDocument({ ...terms, included: named.included }, named.seller, organiser, lead.language) };
}

/**
 * The seller as the proposal names it, with its recorded terms (issue 42), and what the proposal
 * includes: staff's choice, or by default the installation and what the seller's terms give (salt, a
 * PFAS filter). Refuses salt or a filter the seller has not recorded, and a deposit without the seller's
 * account to pay it to (`sellerTermsMissing`, 400): a proposal promises nothing its seller has not.
 */
async function namedSeller(em: Em, seller: Installer, terms: ProposalTermsInput): Promise<{ seller: ProposalSeller; included: IncludedItem[] }> {
  const sellerTerms = await termsOfInstaller(em, seller.id);
  const included = terms.included ?? INCLUDED_ITEMS.filter((item) => item === 'installation' || (item === 'salt' ? sellerTerms?.salt : sellerTerms?.pfasFilter));
  const missing = included.find((item) => (item === 'salt' && !sellerTerms?.salt) || (item === 'filter' && !sellerTerms?.pfasFilter));
  if (missing === 'salt' || missing === 'filter') throw new DomainError('sellerTermsMissing', { item: missing, seller: seller.name });
  if (seller.depositPercent > 0 && !sellerTerms?.payment) throw new DomainError('sellerTermsMissing', { item: 'payment', seller: seller.name });
  return { seller: sellerOf(seller, sellerTerms), included: [...included] };
}

/** The part of `sendProposal` inside its transaction, the lead locked and its seller decided (the bulk send calls it too). */
export async function writeProposal(
  tx: Em,
  lead: Lead,
  terms: ProposalTermsInput,
  seller: Installer,
  options: SendOptions & { now: Date },
): Promise<StaffProposalView> {
  const { now } = options;
  const named = await namedSeller(tx, seller, terms);
  await closeOpenProposal(tx, lead.id, isoDateInBrussels(now));
  const lines = proposalDocument({ ...terms, included: named.included }, named.seller, options.organiser, lead.language);
  const proposal = tx.create(Proposal, {
    lead,
    installer: seller,
    bulkJob: options.bulkJobId ?? null,
    status: 'sent',
    model: terms.model,
    hasWifi: terms.hasWifi,
    priceEuro: terms.priceEuro,
    vatRate: terms.vatRate,
    depositEuro: depositOf(terms.priceEuro, seller.depositPercent),
    included: named.included,
    installationWindow: null,
    installationFrom: terms.installationFrom,
    installationTo: terms.installationTo,
    phrases: [...terms.phrases],
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
