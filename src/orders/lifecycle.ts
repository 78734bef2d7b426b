/**
 * An order's lifecycle as data (issue 33; STYLE "Lifecycles as data"): what an accepted proposal
 * becomes, its steps, and who may take each one. The server's `transition()` (server/services/orders/
 * order-transition.ts) is the only code that changes an order's status: it checks this table, then
 * writes the history row, the mail and the audit entry in one transaction. Issue 34 added the visit and
 * installation steps between `accepted` and `installed`.
 */
import { ORDER_KEEP_YEARS } from './data/keeping.ts';
import { lastDayOfPeriod } from './working-days.ts';

export const ORDER_STATUSES = ['accepted', 'visit_planned', 'visited', 'installation_planned', 'installed', 'withdrawn', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who takes a step: staff in the back office, the seller (its installer users, issue 34), the household on its page, the server. */
export const ORDER_ACTORS = ['staff', 'installer', 'household', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** The steps before the softener is in place: the order can still be cancelled or withdrawn from each. */
export const OPEN_STATUSES = ['accepted', 'visit_planned', 'visited', 'installation_planned'] as const satisfies readonly OrderStatus[];

/** Every allowed step, with who may take it. A step not in this table is refused. */
const ORDER_TRANSITIONS: ReadonlyArray<{ from: OrderStatus; to: OrderStatus; by: readonly OrderActor[] }> = [
  // The household picks one of the slots offered (issue 34); the installer or staff book one agreed by phone.
  { from: 'accepted', to: 'visit_planned', by: ['household', 'installer', 'staff'] },
  // The household cancels its appointment on its page: back to waiting for slots.
  { from: 'visit_planned', to: 'accepted', by: ['household', 'installer', 'staff'] },
  // The outcome of the visit, also earlier or later than the slot booked, or without one (agreed by phone).
  { from: 'accepted', to: 'visited', by: ['installer', 'staff'] },
  { from: 'visit_planned', to: 'visited', by: ['installer', 'staff'] },
  { from: 'visited', to: 'installation_planned', by: ['installer', 'staff'] },
  // The softener is in place: the withdrawal period's 14 days start (art. VI.47 §2).
  ...(['accepted', 'visit_planned', 'visited', 'installation_planned'] as const).map((from) => ({ from, to: 'installed' as const, by: ['staff', 'installer'] as const })),
  // The household withdraws on its page, or staff record a withdrawal it sent by mail, post or phone (art. VI.49).
  ...(['accepted', 'visit_planned', 'visited', 'installation_planned', 'installed'] as const).map((from) => ({ from, to: 'withdrawn' as const, by: ['household', 'staff'] as const })),
  // A household that tells the installer at the visit that it no longer wants it withdraws (issue 42): the installer records it.
  { from: 'visited', to: 'withdrawn', by: ['installer'] },
  // The seller or staff end it, with a reason from CANCEL_REASONS (a visit that found it cannot go ahead, too).
  ...(['accepted', 'visit_planned', 'visited', 'installation_planned'] as const).map((from) => ({ from, to: 'cancelled' as const, by: ['staff', 'installer'] as const })),
];

/** Whether `actor` may move an order from `from` to `to`. */
export function mayTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return ORDER_TRANSITIONS.some((step) => step.from === from && step.to === to && step.by.includes(actor));
}

/** Staff's labels (back office). The household's are in src/orders/texts.ts. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  accepted: 'Besteld',
  visit_planned: 'Bezoek gepland',
  visited: 'Bezocht',
  installation_planned: 'Installatie gepland',
  installed: 'Geïnstalleerd',
  withdrawn: 'Herroepen',
  cancelled: 'Geannuleerd',
};

const UNSUITABLE_REASONS_LIST = ['noRoom', 'noDrainOrPower', 'plumbing', 'changedMind'] as const;

/** Why an order was cancelled after acceptance: a short list, and a text. */
export const CANCEL_REASONS = ['technical', 'householdRequest', 'unreachable', 'sellerCannotDeliver', 'other', ...UNSUITABLE_REASONS_LIST] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  technical: 'Installatie technisch niet mogelijk',
  householdRequest: 'Op vraag van het huishouden',
  unreachable: 'Huishouden onbereikbaar',
  sellerCannotDeliver: 'Verkoper kan niet leveren',
  other: 'Andere reden',
  noRoom: 'Bezoek: geen plaats',
  noDrainOrPower: 'Bezoek: geen afvoer of stroom',
  plumbing: 'Bezoek: leidingen niet geschikt',
  changedMind: 'Bezoek: huishouden ziet ervan af',
};

/** Why a visit found that the installation cannot go ahead (issue 34): the order is then cancelled with it. */
export const UNSUITABLE_REASONS = ['noRoom', 'noDrainOrPower', 'plumbing', 'changedMind', 'other'] as const;

/** Days of the withdrawal period after the installation (art. VI.47 §1 and §2), and of the refund after a withdrawal (art. VI.50 §1). */
const WITHDRAWAL_DAYS = 14;

/**
 * The last day a household may withdraw: 14 days after the installation, or the next Belgian working day
 * when that 14th day is a Saturday, Sunday or public holiday (lastDayOfPeriod); null until it is installed.
 */
export function withdrawalEndsOn(installedOn: string | null): string | null {
  return installedOn ? lastDayOfPeriod(installedOn, WITHDRAWAL_DAYS) : null;
}

/** The last day the seller refunds what was paid: 14 days after it learnt of the withdrawal (or cancellation), same rule. */
export function refundDueOn(endedOn: string): string {
  return lastDayOfPeriod(endedOn, WITHDRAWAL_DAYS);
}

/** Whether an order in `status` can still be withdrawn on `today` (Brussels): from the order to the period's last day. */
export function canWithdraw(status: OrderStatus, installedOn: string | null, today: string): boolean {
  if (status === 'withdrawn' || status === 'cancelled') return false;
  const lastDay = withdrawalEndsOn(installedOn);
  return lastDay === null || today <= lastDay;
}

/**
 * The last day an order is kept after the household asked to erase everything (decision 046): ten years
 * (src/orders/data/keeping.ts) after its installation, or after the order when it was never installed.
 */
export function orderKeptUntil(acceptedOn: string, installedOn: string | null): string {
  const from = new Date(`${installedOn && installedOn > acceptedOn ? installedOn : acceptedOn}T12:00:00Z`);
  from.setUTCFullYear(from.getUTCFullYear() + ORDER_KEEP_YEARS);
  return from.toISOString().slice(0, 10);
}
