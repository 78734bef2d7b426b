/**
 * The owner's page of an installed softener (issue 44 item 1), as `POST /api/household-page/aftercare`
 * answers it: the softener and whom to call, the warranty as registered, the service, the salt, the PFAS
 * filter, its requests for help and its review. Texts the seller recorded in both languages come in the
 * language of the call (the page's). Everything is derived from the rows by the pure functions of
 * src/aftercare/.
 */
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { formatPhoneForHousehold } from '../../../src/admin/phone.ts';
import { saltBalance } from '../../../src/aftercare/salt.ts';
import { nextServiceDue, serviceState } from '../../../src/aftercare/servicing.ts';
import { warrantyOf } from '../../../src/aftercare/warranty.ts';
import type { Locale } from '../../../src/i18n/locale.ts';
import { SITE } from '../../../src/site.ts';
import { householdSoftener, type Softener } from './household-softener.ts';
import { type HouseholdRequest, householdRequests } from './support-reads.ts';
import { saltDeliveriesOf, type SaltDeliveryView } from './salt-reads.ts';
import { serviceHistoryOf } from './service-reads.ts';
import { type HouseholdReview, reviewOfOrder } from './review-reads.ts';

export interface AftercareView {
  softener: {
    model: string;
    brand: string;
    hasWifi: boolean;
    serialNumber: string;
    installedOn: string;
    manufacturer: string | null;
    seller: { name: string; phone: string; email: string };
    /** The after-sales service as the seller's terms state it (its phone and mail, else the seller's). */
    service: { phone: string; email: string; hours: string | null; aroundTheClock: boolean; firstAnswerWorkingDays: number | null };
  };
  warranty: { giver: 'seller' | 'manufacturer' | 'legal'; giverName: string; years: number; from: string; until: string; covers: string | null; conditions: string };
  service: { intervalMonths: number; nextDueOn: string; state: 'later' | 'due' | 'overdue'; history: Array<{ servicedOn: string }>; requested: boolean };
  salt: { allowance: { kg: number; months: number; deliveredHome: boolean; until: string } | null; delivered: number; left: number; requests: SaltDeliveryView[] };
  filter: { promised: string | null; handedOverOn: string | null; missingReportedOn: string | null };
  requests: HouseholdRequest[];
  review: HouseholdReview | null;
}

const dayOf = (moment: Date | null | undefined) => (moment ? isoDateInBrussels(moment) : null);

/** The view of a softener already loaded (after a change, in the same transaction). */
async function viewOfSoftener(em: Em, { order, aftercare }: Softener, locale: Locale, now = new Date()): Promise<AftercareView> {
  const today = isoDateInBrussels(now);
  const { installer, proposal } = order;
  const terms = aftercare.terms ?? null;
  const installedOn = order.installedOn ?? today;
  const [history, deliveries, requests, review] = await Promise.all([
    serviceHistoryOf(em, order.id),
    saltDeliveriesOf(em, order.id),
    householdRequests(em, order.id),
    reviewOfOrder(em, order.id),
  ]);
  const nextDueOn = nextServiceDue(installedOn, history[0]?.servicedOn ?? null, aftercare.serviceIntervalMonths);
  const warranty = warrantyOf(terms, installer.name, installedOn);
  const balance = saltBalance(terms?.salt ?? null, installedOn, deliveries, today);
  return {
    softener: {
      model: proposal.model,
      brand: SITE.brand,
      hasWifi: proposal.hasWifi,
      serialNumber: order.serialNumber ?? '',
      installedOn,
      manufacturer: terms?.manufacturer?.name ?? null,
      seller: { name: installer.name, phone: formatPhoneForHousehold(installer.phone), email: installer.email },
      service: {
        phone: formatPhoneForHousehold(terms?.service?.phone ?? installer.phone),
        email: terms?.service?.email ?? installer.email,
        hours: terms?.service?.hours[locale] ?? null,
        aroundTheClock: terms?.service?.aroundTheClock ?? false,
        firstAnswerWorkingDays: terms?.service?.firstAnswerWorkingDays ?? null,
      },
    },
    warranty: { ...warranty, covers: warranty.covers?.[locale] ?? null, conditions: warranty.conditions[locale] },
    service: {
      intervalMonths: aftercare.serviceIntervalMonths,
      nextDueOn,
      state: serviceState(nextDueOn, today),
      history,
      requested: requests.some((request) => request.kind === 'service' && request.status !== 'resolved'),
    },
    salt: {
      allowance: terms?.salt && balance ? { ...terms.salt, until: balance.until } : null,
      delivered: balance?.deliveredKg ?? 0,
      left: balance?.leftKg ?? 0,
      requests: deliveries,
    },
    filter: { promised: terms?.pfasFilter?.description[locale] ?? null, handedOverOn: dayOf(aftercare.filterHandedOverAt), missingReportedOn: dayOf(aftercare.filterMissingAt) },
    requests,
    review,
  };
}

/** The owner's page of the link's household; 409 before installation. */
export async function aftercareView(em: Em, token: string, locale: Locale, now = new Date()): Promise<AftercareView> {
  return viewOfSoftener(em, await householdSoftener(em, token), locale, now);
}
