/**
 * The proposal columns of the lead exports (issue 24): the lead's latest proposal, in the CSV's text and
 * the workbook's typed cells. Empty when the lead has none.
 */
import { formatDate, formatDateTime } from '../admin/format.ts';
import { PROPOSAL_STATUS_LABELS, type ProposalStatus } from './status.ts';

export interface LatestProposal {
  count: number;
  status: ProposalStatus;
  model: string;
  priceEuro: number;
  validUntil: string;
  sentAt: string;
  answeredAt: string | null;
}

export const PROPOSAL_EXPORT_HEADER = [
  'Voorstellen',
  'Laatste voorstel: status',
  'Laatste voorstel: model',
  'Laatste voorstel: prijs (euro, incl. btw)',
  'Laatste voorstel: geldig tot',
  'Laatste voorstel: verstuurd op',
  'Laatste voorstel: beantwoord op',
] as const;

export function proposalCsvCells(proposal: LatestProposal | null | undefined): string[] {
  if (!proposal) return ['0', '', '', '', '', '', ''];
  return [
    String(proposal.count),
    PROPOSAL_STATUS_LABELS[proposal.status],
    proposal.model,
    String(proposal.priceEuro),
    formatDate(`${proposal.validUntil}T12:00:00Z`),
    formatDateTime(proposal.sentAt),
    proposal.answeredAt ? formatDateTime(proposal.answeredAt) : '',
  ];
}
