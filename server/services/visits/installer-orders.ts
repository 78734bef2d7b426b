/**
 * The installer's view of its orders (issue 34), least privilege: only its company's orders, only what
 * it needs at the door (name, address, phone, e-mail, model, the accepted proposal, the appointment, the
 * slots offered, staff's notes), and every read of a household in the audit log. Also how staff create
 * an installer company's users and give an order to a company.
 */
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Appointment, Installer, Order, User, VisitSlot } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { phoneE164 } from '../../../src/leads/phone.ts';
import { addDays } from '../../../src/orders/dates.ts';
import { OPEN_STATUSES, type OrderStatus } from '../../../src/orders/lifecycle.ts';
import type { AssignInput, InstallerUserInput } from '../../../src/visits/schema.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';
import { hashPassword } from '../passwords.ts';
import type { VisitActor } from './visit-actors.ts';

/** An order as its installer sees it. */
export interface InstallerOrderView {
  id: number;
  status: OrderStatus;
  name: string;
  address: string;
  postalCode: string;
  phone: string;
  email: string;
  model: string;
  hasWifi: boolean;
  priceEuro: number;
  /** The accepted text of the proposal: in one order's view only (the list stays light). */
  acceptedText?: string;
  acceptedAt: string;
  appointment: { start: string; end: string; sequence: number } | null;
  slots: Array<{ id: number; start: string; end: string }>;
  otherTimesAsked: string | null;
  installerNote: string | null;
  visitedOn: string | null;
  hardnessFH: number | null;
  installationPlannedOn: string | null;
  installedOn: string | null;
  serialNumber: string | null;
  /** When it is due: its appointment or its installation day (Brussels), for the lists of today and this week. */
  dueOn: string | null;
}

function viewOf(order: Order, appointment: Appointment | undefined, slots: readonly VisitSlot[]): InstallerOrderView {
  const lead = order.lead;
  const booked = appointment?.status === 'booked' ? appointment : undefined;
  const dueOn = booked && order.status === 'visit_planned' ? isoDateInBrussels(booked.startsAt) : order.status === 'installation_planned' ? (order.installationPlannedOn ?? null) : null;
  return {
    id: order.id,
    status: order.status,
    name: `${lead.firstName} ${lead.lastName}`,
    address: [[lead.street, lead.houseNumber].filter(Boolean).join(' '), `${lead.postalCode} ${lead.city}`].filter(Boolean).join(', '),
    postalCode: lead.postalCode,
    // E.164 for the tap to call (as typed when it cannot be read as a number).
    phone: phoneE164(lead.phone) ?? lead.phone,
    email: lead.email,
    model: order.proposal.model,
    hasWifi: order.proposal.hasWifi,
    priceEuro: order.proposal.priceEuro,
    acceptedAt: order.acceptedAt.toISOString(),
    appointment: booked ? { start: booked.startsAt.toISOString(), end: booked.endsAt.toISOString(), sequence: booked.sequence } : null,
    slots: slots.map((slot) => ({ id: slot.id, start: slot.startsAt.toISOString(), end: slot.endsAt.toISOString() })),
    otherTimesAsked: order.otherTimesNote ?? null,
    installerNote: order.installerNote ?? null,
    visitedOn: order.visitedOn ?? null,
    hardnessFH: order.hardnessFh ?? null,
    installationPlannedOn: order.installationPlannedOn ?? null,
    installedOn: order.installedOn ?? null,
    serialNumber: order.serialNumber ?? null,
    dueOn,
  };
}

async function views(em: Em, orders: readonly Order[]): Promise<InstallerOrderView[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const [appointments, slots] = await Promise.all([em.find(Appointment, { order: { $in: ids } }), em.find(VisitSlot, { order: { $in: ids } }, { orderBy: { startsAt: 'asc' } })]);
  const appointmentOf = new Map(appointments.map((appointment) => [appointment.order.id, appointment]));
  return orders.map((order) =>
    viewOf(
      order,
      appointmentOf.get(order.id),
      slots.filter((slot) => slot.order.id === order.id),
    ),
  );
}

/** How many orders a list shows at most: the open ones, and those installed in the last 30 days. */
const LIST_LIMIT = 200;

/** The company's open orders (and those installed recently), what is due first; the reads are audited. */
export async function listInstallerOrders(em: Em, actor: Extract<VisitActor, { kind: 'installer' }>, now = new Date()): Promise<{ today: string; weekEnd: string; orders: InstallerOrderView[] }> {
  const today = isoDateInBrussels(now);
  const orders = await em.find(
    Order,
    { installer: actor.installerId, $or: [{ status: { $in: [...OPEN_STATUSES] } }, { status: 'installed', installedOn: { $gte: addDays(today, -30) } }] },
    { populate: ['lead', 'proposal'], orderBy: { acceptedAt: 'asc', id: 'asc' }, limit: LIST_LIMIT },
  );
  const list = await views(em, orders);
  list.sort((a, b) => (a.dueOn ?? '9999') .localeCompare(b.dueOn ?? '9999') || a.id - b.id);
  recordAudit(em, { action: 'installer.orders_read', actor: actor.username, details: { installerId: actor.installerId, orders: list.map((order) => order.id).join(',') } });
  await em.flush();
  return { today, weekEnd: addDays(today, 6), orders: list };
}

/** One order of the company (404 for any other), its read audited. */
export async function getInstallerOrder(em: Em, actor: Extract<VisitActor, { kind: 'installer' }>, id: number): Promise<InstallerOrderView> {
  const order = await em.findOne(Order, { id, installer: actor.installerId }, { populate: ['lead', 'proposal'] });
  if (!order) throw new DomainError('orderNotFound');
  const [listed] = await views(em, [order]);
  const view = { ...(listed as InstallerOrderView), acceptedText: order.proposal.acceptedText ?? order.proposal.text };
  recordAudit(em, { action: 'installer.order_read', actor: actor.username, leadId: order.lead.id, details: { installerId: actor.installerId, orderId: order.id } });
  await em.flush();
  return view;
}

/** Staff create a user of installer company `id`; it signs in where staff do and sees only that company's orders. */
export async function createInstallerUser(em: Em, staffName: string, input: InstallerUserInput): Promise<{ id: number; username: string; installerId: number }> {
  const installer = await em.findOne(Installer, { id: input.id });
  if (!installer) throw new DomainError('installerNotFound', { id: input.id });
  const passwordHash = await hashPassword(input.password);
  try {
    const user = em.create(User, { username: input.username, passwordHash, installer });
    recordAudit(em, { action: 'installer.user_created', actor: staffName, details: { installerId: installer.id, username: input.username } });
    await em.flush();
    return { id: user.id, username: user.username, installerId: installer.id };
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new DomainError('usernameTaken', { username: input.username });
    throw error;
  }
}

/** Staff give an order to an installer company (the one serving the postal code already has it by default) or move it. */
export async function assignOrder(em: Em, staffName: string, input: AssignInput): Promise<{ id: number; installerId: number }> {
  return em.transactional(async (tx) => {
    const order = await tx.findOne(Order, { id: input.id });
    if (!order) throw new DomainError('orderNotFound');
    const installer = await tx.findOne(Installer, { id: input.installerId });
    if (!installer) throw new DomainError('installerNotFound', { id: input.installerId });
    if (!installer.active) throw new DomainError('installerInactive', { id: installer.id });
    const from = order.installer.id;
    order.installer = installer;
    recordAudit(tx, { action: 'order.assigned', actor: staffName, leadId: order.lead.id, details: { orderId: order.id, from, to: installer.id } });
    await tx.flush();
    return { id: order.id, installerId: installer.id };
  });
}

/** Staff's notes for the installer (what it needs to know at the door). */
export async function setInstallerNote(em: Em, staffName: string, input: { id: number; note: string }): Promise<{ id: number; installerNote: string | null }> {
  const order = await em.findOne(Order, { id: input.id });
  if (!order) throw new DomainError('orderNotFound');
  order.installerNote = input.note || null;
  recordAudit(em, { action: 'order.installer_note', actor: staffName, leadId: order.lead.id, details: { orderId: order.id } });
  await em.flush();
  return { id: order.id, installerNote: order.installerNote ?? null };
}
