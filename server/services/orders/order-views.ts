/**
 * How an order is shown (issue 33): to staff with its whole history and how long it is kept; to the
 * household only what is meant for it (its status, the seller, the dates of its withdrawal right and
 * whether it can still withdraw).
 */
import { Appointment, Order, OrderEvent, VisitSlot } from '../../../database/entities/index.ts';
import { type HouseholdVisitView, householdVisitView } from '../visits/visit-views.ts';
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { formatPhoneForHousehold } from '../../../src/admin/phone.ts';
import { type CancelReason, canWithdraw, OPEN_STATUSES, type OrderActor, type OrderStatus, orderKeptUntil, withdrawalEndsOn } from '../../../src/orders/lifecycle.ts';
import type { DepositInstructions } from './order-mails.ts';
import { depositInstructions } from './order-money.ts';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

interface OrderEventView {
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  actorKind: OrderActor;
  actorName: string;
  reason: CancelReason | null;
  note: string | null;
  createdAt: string;
}

/** `order` in GET /api/admin/leads/:id. */
export interface StaffOrderView {
  id: number;
  status: OrderStatus;
  installerId: number;
  installerName: string;
  proposalId: number;
  acceptedAt: string;
  installedOn: string | null;
  /** The last day of the withdrawal period; null until the installation date is known. */
  withdrawalEndsOn: string | null;
  withdrawnAt: string | null;
  cancelledAt: string | null;
  cancelReason: CancelReason | null;
  cancelNote: string | null;
  /** What the visit found and the installation (issue 34). */
  visitedOn: string | null;
  hardnessFH: number | null;
  suitable: boolean | null;
  installationPlannedOn: string | null;
  serialNumber: string | null;
  /** A withdrawn softener taken back (issue 43). */
  collectedOn: string | null;
  installerNote: string | null;
  /** Until when it stays after the household asks to erase everything (decision 046). */
  keptUntil: string;
  /** Oldest first. */
  history: OrderEventView[];
}

function acceptedOn(order: Order): string {
  return isoDateInBrussels(order.acceptedAt);
}

function staffOrderView(order: Order, events: readonly OrderEvent[]): StaffOrderView {
  const installedOn = order.installedOn ?? null;
  return {
    id: order.id,
    status: order.status,
    installerId: order.installer.id,
    installerName: order.installer.name,
    proposalId: order.proposal.id,
    acceptedAt: order.acceptedAt.toISOString(),
    installedOn,
    withdrawalEndsOn: withdrawalEndsOn(installedOn),
    withdrawnAt: iso(order.withdrawnAt),
    cancelledAt: iso(order.cancelledAt),
    cancelReason: order.cancelReason ?? null,
    cancelNote: order.cancelNote ?? null,
    visitedOn: order.visitedOn ?? null,
    hardnessFH: order.hardnessFh ?? null,
    suitable: order.suitable ?? null,
    installationPlannedOn: order.installationPlannedOn ?? null,
    serialNumber: order.serialNumber ?? null,
    collectedOn: order.collectedOn ?? null,
    installerNote: order.installerNote ?? null,
    keptUntil: orderKeptUntil(acceptedOn(order), installedOn),
    history: events.map((event) => ({
      fromStatus: event.fromStatus ?? null,
      toStatus: event.toStatus,
      actorKind: event.actorKind,
      actorName: event.actorName,
      reason: event.reason ?? null,
      note: event.note ?? null,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}

/** The lead's latest order (`{ lead }`) or an order (`{ id }`), with its history; null when there is none. */
export async function staffOrderOf(em: Em, where: { lead: number } | { id: number }): Promise<StaffOrderView | null> {
  const order = await em.findOne(Order, where, { orderBy: { acceptedAt: 'desc', id: 'desc' }, populate: ['installer'], refresh: true });
  if (!order) return null;
  const events = await em.find(OrderEvent, { order: order.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return staffOrderView(order, events);
}

/** The order as the household's page shows it, under the proposal it came from. */
export interface HouseholdOrderView extends HouseholdVisitView {
  id: number;
  status: OrderStatus;
  sellerName: string;
  acceptedAt: string;
  installedOn: string | null;
  withdrawalEndsOn: string | null;
  withdrawnAt: string | null;
  cancelledAt: string | null;
  /** Whether the withdraw button works today (Brussels). */
  canWithdraw: boolean;
  /** The seller's phone as Belgians write it ('014 12 34 56'), for what cannot be done on the page. */
  sellerPhone: string;
  /** What taking the softener back costs after a withdrawal once installed (0: the seller's cost). */
  returnCostEuro: number;
  serialNumber: string | null;
  /** How to pay the deposit (issue 42), while the order is open; null when none is asked. */
  deposit: DepositInstructions | null;
}

/** An order with what its visit needs on the page: the slots offered and its appointment. */
export interface HouseholdOrderSource {
  order: Order;
  slots: readonly VisitSlot[];
  appointment: Appointment | null;
  deposit: DepositInstructions | null;
}

export function householdOrderView({ order, slots, appointment, deposit }: HouseholdOrderSource, today: string, now = new Date()): HouseholdOrderView {
  const installedOn = order.installedOn ?? null;
  return {
    ...householdVisitView(order, slots, appointment, now),
    id: order.id,
    status: order.status,
    sellerName: order.installer.name,
    acceptedAt: order.acceptedAt.toISOString(),
    installedOn,
    withdrawalEndsOn: withdrawalEndsOn(installedOn),
    withdrawnAt: iso(order.withdrawnAt),
    cancelledAt: iso(order.cancelledAt),
    canWithdraw: canWithdraw(order.status, installedOn, today),
    sellerPhone: formatPhoneForHousehold(order.installer.phone),
    returnCostEuro: order.installer.returnCostEuro,
    serialNumber: order.serialNumber ?? null,
    deposit: (OPEN_STATUSES as readonly OrderStatus[]).includes(order.status) ? deposit : null,
  };
}

/** The orders of a lead with their slots and appointment, by the proposal each came from. */
export async function ordersByProposal(em: Em, leadId: number): Promise<Map<number, HouseholdOrderSource>> {
  const orders = await em.find(Order, { lead: leadId }, { populate: ['installer', 'proposal'], refresh: true });
  const ids = orders.map((order) => order.id);
  const [slots, appointments] = ids.length
    ? await Promise.all([em.find(VisitSlot, { order: { $in: ids } }, { orderBy: { startsAt: 'asc' } }), em.find(Appointment, { order: { $in: ids } }, { refresh: true })])
    : [[], []];
  const deposits = await Promise.all(orders.map((order) => depositInstructions(em, order)));
  return new Map(
    orders.map((order, index) => [
      order.proposal.id,
      {
        order,
        slots: slots.filter((slot) => slot.order.id === order.id),
        appointment: appointments.find((appointment) => appointment.order.id === order.id) ?? null,
        deposit: deposits[index] ?? null,
      },
    ]),
  );
}
