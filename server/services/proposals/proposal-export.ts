/**
 * The lead exports' proposal columns (src/proposals/export-columns.ts): each page of leads gets its
 * leads' latest proposal and proposal count in one query, as the page streams by.
 */
import type { Em } from '../../../database/orm.ts';
import type { LeadRow } from '../../../src/admin/lead-row.ts';
import type { LatestProposal } from '../../../src/proposals/export-columns.ts';
import type { ProposalStatus } from '../../../src/proposals/status.ts';
import { effectiveStatus } from './proposal-views.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { withRowPerLead } from '../export-pages.ts';
import { isoTime } from '../lead-query.ts';

export type ExportRow = LeadRow & { latestProposal: LatestProposal | null };

interface Row {
  lead_id: number;
  count: number;
  status: ProposalStatus;
  model: string;
  price_euro: number;
  valid_until: string;
  created_at: Date | string;
  answered_at: Date | string | null;
}

export function withLatestProposals(em: Em, pages: AsyncIterable<LeadRow[]>): AsyncGenerator<ExportRow[]> {
  const today = isoDateInBrussels(new Date());
  return withRowPerLead<LeadRow, Row, ExportRow>(
    em,
    pages,
    (ids) =>
      `select distinct on (p."lead_id") p."lead_id", count(*) over (partition by p."lead_id")::int as "count", p."status", p."model",
         p."price_euro", p."valid_until"::text as "valid_until", p."created_at", p."answered_at"
       from "proposals" p where p."lead_id" in (${ids})
       order by p."lead_id", p."created_at" desc, p."id" desc`,
    (lead, row) => ({
      ...lead,
      latestProposal: row
        ? {
            count: row.count,
            status: effectiveStatus({ status: row.status, validUntil: row.valid_until }, today),
            model: row.model,
            priceEuro: row.price_euro,
            validUntil: row.valid_until,
            sentAt: isoTime(row.created_at),
            answeredAt: row.answered_at === null ? null : isoTime(row.answered_at),
          }
        : null,
    }),
  );
}
