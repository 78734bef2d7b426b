/**
 * How a proposal is shown: to staff (every field, its effective status) and to the household (only what
 * is meant for it: the text it reads, its status and whether it can still answer). A proposal still
 * `sent` after its last day reads `expired` at once, before the periodic job stores it so.
 */
import { type Order, Proposal } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import type { IncludedItem } from '../../../src/proposals/included.ts';
import type { NotePhrase } from '../../../src/proposals/schema.ts';
import { type ProposalStatus, proposalEnded } from '../../../src/proposals/status.ts';
import { type HouseholdOrderView, householdOrderView } from '../orders/order-views.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The status as of `today` (Brussels). */
export function effectiveStatus(proposal: Pick<Proposal, 'status' | 'validUntil'>, today: string): ProposalStatus {
  return proposal.status === 'sent' && proposalEnded(proposal.validUntil, today) ? 'expired' : proposal.status;
}

export interface StaffProposalView {
  id: number;
  /** The seller (decision 043); null only on proposals sent before sellers existed. */
  installerId: number | null;
  installerName: string | null;
  model: string;
  hasWifi: boolean;
  priceEuro: number;
  vatRate: number;
  included: IncludedItem[];
  /** The installation window's first and last day (null on proposals sent before issue 33, which had `installationWindow`). */
  installationFrom: string | null;
  installationTo: string | null;
  installationWindow: string | null;
  validUntil: string;
  phrases: NotePhrase[];
  note: string | null;
  status: ProposalStatus;
  createdAt: string;
  sentBy: string;
  answeredAt: string | null;
  remindedAt: string | null;
  bulkJobId: number | null;
  /** What the household accepted, word for word (null unless accepted). */
  acceptedText: string | null;
}

export function staffProposalView(proposal: Proposal, today: string): StaffProposalView {
  return {
    id: proposal.id,
    installerId: proposal.installer?.id ?? null,
    installerName: proposal.installer?.name ?? null,
    model: proposal.model,
    hasWifi: proposal.hasWifi,
    priceEuro: proposal.priceEuro,
    vatRate: proposal.vatRate,
    included: proposal.included,
    installationFrom: proposal.installationFrom ?? null,
    installationTo: proposal.installationTo ?? null,
    installationWindow: proposal.installationWindow ?? null,
    validUntil: proposal.validUntil,
    phrases: proposal.phrases,
    note: proposal.note ?? null,
    status: effectiveStatus(proposal, today),
    createdAt: proposal.createdAt.toISOString(),
    sentBy: proposal.sentByName,
    answeredAt: iso(proposal.answeredAt ?? null),
    remindedAt: iso(proposal.remindedAt ?? null),
    bulkJobId: proposal.bulkJob?.id ?? null,
    acceptedText: proposal.acceptedText ?? null,
  };
}

export interface HouseholdProposalView {
  id: number;
  status: ProposalStatus;
  /** The proposal as the household reads it, one paragraph each; an acceptance records exactly these. */
  lines: string[];
  priceEuro: number;
  validUntil: string;
  createdAt: string;
  answeredAt: string | null;
  /** Whether it can still be accepted or declined (open and not past its last day, in Brussels). */
  canAnswer: boolean;
  /** The order it became, once accepted. */
  order: HouseholdOrderView | null;
}

export function householdProposalView(proposal: Proposal, today: string, order: Order | null = null): HouseholdProposalView {
  const status = effectiveStatus(proposal, today);
  return {
    id: proposal.id,
    status,
    lines: proposal.text.split('\n'),
    priceEuro: proposal.priceEuro,
    validUntil: proposal.validUntil,
    createdAt: proposal.createdAt.toISOString(),
    answeredAt: iso(proposal.answeredAt ?? null),
    canAnswer: status === 'sent',
    order: order ? householdOrderView(order, today) : null,
  };
}

/** A lead's proposals, newest first. */
export function proposalsOfLead(em: Em, leadId: number): Promise<Proposal[]> {
  return em.find(Proposal, { lead: leadId }, { orderBy: { createdAt: 'desc', id: 'desc' }, populate: ['installer'], refresh: true });
}
