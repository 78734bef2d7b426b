/**
 * An order's lifecycle as data (issue 33; STYLE "Lifecycles as data"): what an accepted proposal
 * becomes, its steps, and who may take each one. The server's `transition()` (server/services/orders/
 * order-transition.ts) is the only code that changes an order's status: it checks this table, then
 * writes the history row, the mail and the audit entry in one transaction. Issue 34 adds the visit and
 * installation steps between `accepted` and `installed` as rows of this table.
 */
import { addDays } from './dates.ts';
import { ORDER_KEEP_YEARS } from './data/keeping.ts';

export const ORDER_STATUSES = ['accepted', 'installed', 'withdrawn', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who takes a step: staff in the back office, the seller (its installer users, issue 34), the household on its page, the server. */
export const ORDER_ACTORS = ['staff', 'installer', 'household', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** Every allowed step, with who may take it. A step not in this table is refused. */
const ORDER_TRANSITIONS: ReadonlyArray<{ from: OrderStatus; to: OrderStatus; by: readonly OrderActor[] }> = [
  // The softener is in place: the withdrawal period's 14 days start (art. VI.47 §2).
  { from: 'accepted', to: 'installed', by: ['staff', 'installer'] },
  // The household withdraws on its page, or staff record a withdrawal it sent by mail, post or phone (art. VI.49).
  { from: 'accepted', to: 'withdrawn', by: ['household', 'staff'] },
  { from: 'installed', to: 'withdrawn', by: ['household', 'staff'] },
  // The seller or staff end it, with a reason from CANCEL_REASONS.
  { from: 'accepted', to: 'cancelled', by: ['staff', 'installer'] },
];

/** Whether `actor` may move an order from `from` to `to`. */
export function mayTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return ORDER_TRANSITIONS.some((step) => step.from === from && step.to === to && step.by.includes(actor));
}

/** Staff's labels (back office). The household's are in src/orders/texts.ts. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  accepted: 'Besteld',
  installed: 'Geïnstalleerd',
  withdrawn: 'Herroepen',
  cancelled: 'Geannuleerd',
};

/** Why an order was cancelled after acceptance: a short list, and a text. */
export const CANCEL_REASONS = ['technical', 'householdRequest', 'unreachable', 'sellerCannotDeliver', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  technical: 'Installatie technisch niet mogelijk',
  householdRequest: 'Op vraag van het huishouden',
  unreachable: 'Huishouden onbereikbaar',
  sellerCannotDeliver: 'Verkoper kan niet leveren',
  other: 'Andere reden',
};

/** Days of the withdrawal period after the installation (art. VI.47 §1 and §2). */
const WITHDRAWAL_DAYS = 14;

/** The last day a household may withdraw: 14 days after the installation; null until it is installed. */
export function withdrawalEndsOn(installedOn: string | null): string | null {
  return installedOn ? addDays(installedOn, WITHDRAWAL_DAYS) : null;
}

/** Whether an order in `status` can still be withdrawn on `today` (Brussels): from the order to the period's last day. */
export function canWithdraw(status: OrderStatus, installedOn: string | null, today: string): boolean {
  if (status !== 'accepted' && status !== 'installed') return false;
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
