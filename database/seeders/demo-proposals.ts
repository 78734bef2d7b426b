/**
 * Demo proposals for development (issue 24), so that the back office's funnel shows figures: of the
 * demo leads just inserted, most confirmed their address a few hours after signing up; the ones staff
 * followed up got a proposal five days after signing up, valid four weeks: customers accepted it, leads
 * that said no declined it, the others still wait (recent) or let it expire. The prices are demo values,
 * not the client's (src/content/prices.ts holds no price). Deterministic: decided by the lead's number.
 */
import { isoDateInBrussels } from '../../src/admin/format.ts';
import type { SoftenerType } from '../../src/leads/softeners.ts';
import { INCLUDED_ITEMS } from '../../src/proposals/included.ts';
import type { ProposalStatus } from '../../src/proposals/status.ts';
import { type ContractParty, proposalDocument } from '../../src/proposals/document.ts';
import { Proposal } from '../entities/index.ts';
import type { Em } from '../orm.ts';

/** Demo only: never shown to a visitor. */
const DEMO_PRICES: Record<string, number> = { '25L': 2290, '18L': 1890, '12L': 1690, '9L': 1490 };

const DAY_MS = 86_400_000;

interface DemoLeadRow {
  id: number;
  status: string;
  water_softener_type: string;
  has_wifi: boolean;
  created_at: Date | string;
}

/** Confirms and proposes for the leads with numbers above `afterId`; returns how many proposals. */
export async function insertDemoProposals(em: Em, afterId: number, party: ContractParty, now = new Date()): Promise<number> {
  // Seven in ten confirmed their address, within a day of signing up.
  await em.execute(
    `update "leads" set "confirmed_at" = "created_at" + (("id" % 20) * interval '1 hour')
     where "id" > ? and "id" % 10 < 7 and "confirmed_at" is null`,
    [afterId],
  );
  let written = 0;
  let last = afterId;
  for (;;) {
    const rows = await em.execute<DemoLeadRow[]>(
      `select "id", "status", "water_softener_type", "has_wifi", "created_at" from "leads"
       where "id" > ? and "status" in ('followup', 'converted', 'lost') order by "id" limit 1000`,
      [last],
    );
    if (rows.length === 0) return written;
    const fork = em.fork();
    const proposals = rows.flatMap((row) => {
      const model = row.water_softener_type in DEMO_PRICES ? row.water_softener_type : '18L';
      const sentAt = new Date(new Date(row.created_at).getTime() + 5 * DAY_MS);
      if (sentAt > now || (row.status === 'lost' && row.id % 2 === 0)) return [];
      const validUntil = isoDateInBrussels(new Date(sentAt.getTime() + 28 * DAY_MS));
      const ended = isoDateInBrussels(now) > validUntil;
      const status: ProposalStatus =
        row.status === 'converted' ? 'accepted' : row.status === 'lost' ? 'declined' : ended ? 'expired' : 'sent';
      const answeredAt = status === 'accepted' || status === 'declined' ? new Date(Math.min(sentAt.getTime() + (2 + (row.id % 10)) * DAY_MS, now.getTime())) : null;
      const terms = {
        model: model as SoftenerType,
        hasWifi: row.has_wifi,
        priceEuro: DEMO_PRICES[model] ?? 1890,
        included: [...INCLUDED_ITEMS],
        installationWindow: null,
        validUntil,
        note: null,
      };
      const text = proposalDocument(terms, party).join('\n');
      return [
        fork.create(Proposal, {
          lead: row.id,
          status,
          ...terms,
          text,
          sentByName: 'demo',
          createdAt: sentAt,
          answeredAt,
          acceptedText: status === 'accepted' ? text : null,
        }),
      ];
    });
    await fork.flush();
    written += proposals.length;
    last = rows[rows.length - 1]?.id ?? last;
  }
}
