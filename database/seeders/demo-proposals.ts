/**
 * Demo proposals for development (issues 24 and 33), so that the back office's funnel shows figures: of
 * the demo leads just inserted, most confirmed their address a few hours after signing up; the ones staff
 * followed up got a proposal five days after signing up, valid four weeks, from one of two demo installers
 * (Flanders and Brussels, Wallonia; marked as no real company, with company numbers that only pass the
 * checksum): customers accepted it (an order, installed ten days later when that has passed), leads that
 * said no declined it, the others still wait (recent) or let it expire. The prices are demo values, not
 * the client's (src/content/prices.ts holds no price). Deterministic: decided by the lead's number.
 */
import { isoDateInBrussels } from '../../src/admin/format.ts';
import type { SoftenerType } from '../../src/leads/softeners.ts';
import type { IncludedItem } from '../../src/proposals/included.ts';
import type { ProposalStatus } from '../../src/proposals/status.ts';
import { type ProposalOrganiser, proposalDocument } from '../../src/proposals/document.ts';
import { servesPostalCode } from '../../src/installers/area.ts';
import { addDays } from '../../src/orders/dates.ts';
import { Installer, Order, OrderEvent, Proposal } from '../entities/index.ts';
import type { Em } from '../orm.ts';

/** Demo only: never shown to a visitor. */
const DEMO_PRICES: Record<string, number> = { '25L': 2290, '18L': 1890, '12L': 1690, '9L': 1490 };

const DAY_MS = 86_400_000;

/** Two demo sellers: no real companies (their numbers pass the KBO checksum only). */
const DEMO_INSTALLERS = [
  {
    name: 'Demo-installateur Vlaanderen (geen echt bedrijf)',
    companyNumber: '0000.000.097',
    address: 'Demostraat 1, 2200 Herentals',
    phone: '+3214000000',
    email: 'installateur-vlaanderen@example.be',
    postalCodes: [],
    provinces: ['BE-BRU', 'BE-VAN', 'BE-VBR', 'BE-VLI', 'BE-VOV', 'BE-VWV'],
  },
  {
    name: 'Installateur de démonstration Wallonie (pas une vraie entreprise)',
    companyNumber: '0000.000.196',
    address: 'Rue de la Démo 1, 5000 Namur',
    phone: '+3281000000',
    email: 'installateur-wallonie@example.be',
    postalCodes: [],
    provinces: ['BE-WBR', 'BE-WHT', 'BE-WLG', 'BE-WLX', 'BE-WNA'],
  },
];

/** The demo installers, written once (found by company number on a later run). */
async function demoInstallers(em: Em): Promise<Installer[]> {
  const fork = em.fork();
  const installers: Installer[] = [];
  for (const demo of DEMO_INSTALLERS) {
    installers.push((await fork.findOne(Installer, { companyNumber: demo.companyNumber })) ?? fork.create(Installer, { ...demo, active: true }));
  }
  await fork.flush();
  return installers;
}

interface DemoLeadRow {
  id: number;
  status: string;
  water_softener_type: string;
  has_wifi: boolean;
  created_at: Date | string;
  postal_code: string;
  language: 'nl' | 'fr';
}

/** Confirms and proposes for the leads with numbers above `afterId`; returns how many proposals. */
export async function insertDemoProposals(em: Em, afterId: number, organiser: ProposalOrganiser | null, now = new Date()): Promise<number> {
  const installers = await demoInstallers(em);
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
      `select "id", "status", "water_softener_type", "has_wifi", "created_at", "postal_code", "language" from "leads"
       where "id" > ? and "status" in ('followup', 'converted', 'lost') order by "id" limit 1000`,
      [last],
    );
    if (rows.length === 0) return written;
    const fork = em.fork();
    const proposals = rows.flatMap((row) => {
      const seller = installers.find((installer) => servesPostalCode(installer, row.postal_code)) ?? installers[0];
      if (!seller) return [];
      const model = row.water_softener_type in DEMO_PRICES ? row.water_softener_type : '18L';
      const sentAt = new Date(new Date(row.created_at).getTime() + 5 * DAY_MS);
      if (sentAt > now || (row.status === 'lost' && row.id % 2 === 0)) return [];
      const validUntil = isoDateInBrussels(new Date(sentAt.getTime() + 28 * DAY_MS));
      const ended = isoDateInBrussels(now) > validUntil;
      const status: ProposalStatus =
        row.status === 'converted' ? 'accepted' : row.status === 'lost' ? 'declined' : ended ? 'expired' : 'sent';
      const answeredAt = status === 'accepted' || status === 'declined' ? new Date(Math.min(sentAt.getTime() + (2 + (row.id % 10)) * DAY_MS, now.getTime())) : null;
      const installationFrom = addDays(validUntil, 7);
      const terms = {
        model: model as SoftenerType,
        hasWifi: row.has_wifi,
        priceEuro: DEMO_PRICES[model] ?? 1890,
        vatRate: 21,
        included: ['installation'] as IncludedItem[],
        installationFrom,
        installationTo: addDays(installationFrom, 14),
        phrases: [],
        validUntil,
        note: null,
      };
      const text = proposalDocument(terms, { ...seller, terms: null }, organiser, row.language).join('\n');
      const proposal = fork.create(Proposal, {
        lead: row.id,
        installer: seller.id,
        status,
        ...terms,
        text,
        sentByName: 'demo',
        createdAt: sentAt,
        answeredAt,
        acceptedText: status === 'accepted' ? text : null,
      });
      if (status === 'accepted' && answeredAt) {
        const installedOn = addDays(isoDateInBrussels(answeredAt), 10);
        const installed = installedOn <= isoDateInBrussels(now);
        const order = fork.create(Order, {
          lead: row.id,
          proposal,
          installer: seller.id,
          status: installed ? 'installed' : 'accepted',
          acceptedAt: answeredAt,
          installedOn: installed ? installedOn : null,
        });
        fork.create(OrderEvent, { order, fromStatus: null, toStatus: 'accepted', actorKind: 'household', actorName: 'demo', createdAt: answeredAt });
        if (installed) fork.create(OrderEvent, { order, fromStatus: 'accepted', toStatus: 'installed', actorKind: 'staff', actorName: 'demo', createdAt: answeredAt });
      }
      return [proposal];
    });
    await fork.flush();
    written += proposals.length;
    last = rows[rows.length - 1]?.id ?? last;
  }
}
