/**
 * What the household's page shows (issue 23): its first name and the data it gave, where it stands in its
 * own words with dates from the status history, and its choice about mail. Opening the page through a
 * personal link confirms the address (double opt-in): `confirmedAt`, set once.
 */
import { Lead, LeadStatusChange } from '../../../database/entities/index.ts';
import { leadJson } from '../../../database/lead-record.ts';
import type { LeadJson } from '../../../src/leads/lead-values.ts';
import type { Em } from '../../../database/orm.ts';
import { householdProgress, type Progress } from '../../../src/household-page/progress.ts';
import { DomainError } from '../domain-error.ts';
import { keptOrderOfLead } from '../orders/order-keeping.ts';
import { leadOfLink } from './link-tokens.ts';

/** The fields of the lead the page shows: what the household gave, and what it decided. */
const VIEW_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'waterSoftenerType',
  'hasWifi',
  'createdAt',
  'confirmedAt',
  'mailStoppedAt',
  'erasureRequestedAt',
] as const satisfies ReadonlyArray<keyof LeadJson>;

/**
 * The household's page. Only what is about this household and meant for it: no lead number, no staff
 * names, no notes (those are in its download, server/services/household-page/household-export.ts).
 */
export type HouseholdView = Pick<LeadJson, (typeof VIEW_FIELDS)[number]> & {
  progress: Progress;
  /** The last day an order of the household is kept for the seller's legal duties (decision 046), or null. */
  orderKeptUntil: string | null;
};

/** The page of lead `id` as it is stored now. */
export async function householdView(em: Em, id: number): Promise<HouseholdView> {
  const [lead, history, kept] = await Promise.all([
    em.findOne(Lead, { id }, { refresh: true }),
    em.find(LeadStatusChange, { lead: id }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    keptOrderOfLead(em, id),
  ]);
  // The lead was erased between the look-up of its link and now.
  if (!lead) throw new DomainError('householdLinkNotFound');
  const view = leadJson(lead, VIEW_FIELDS);
  const progress = householdProgress({
    status: lead.status,
    createdAt: view.createdAt,
    confirmedAt: view.confirmedAt,
    history: history.map((change) => ({
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      createdAt: change.createdAt.toISOString(),
    })),
  });
  return { ...view, progress, orderKeptUntil: kept?.keptUntil ?? null };
}

/**
 * Opens the page of the link's lead and confirms its address the first time (one conditional update: two
 * tabs opened at once keep the first moment). The confirmation does not raise the lead's version: it
 * changes nothing staff decide on, so a status change in flight is not refused for it.
 */
export async function openHouseholdPage(em: Em, token: string, now = new Date()): Promise<HouseholdView> {
  const id = await leadOfLink(em, token);
  await em.execute(`update "leads" set "confirmed_at" = ? where "id" = ? and "confirmed_at" is null`, [now, id]);
  return householdView(em, id);
}
