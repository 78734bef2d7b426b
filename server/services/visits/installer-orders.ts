/**
 * The installer's view of its orders (issue 34), least privilege: only its company's orders, only what
 * it needs at the door (name, address, phone, e-mail, model, the accepted proposal, the appointment, the
 * slots offered, staff's notes), and every read of a household in the audit log; a withdrawn softener
 * stays in its list until it is collected (issue 43). Also how staff give an order to a company or move it.
 */
import { Appointment, Installer, Order, VisitSlot } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { addDays } from '../../../src/orders/dates.ts';
import { OPEN_STATUSES, type OrderStatus } from '../../../src/orders/lifecycle.ts';
import type { AssignInput } from '../../../src/visits/schema.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';
import { changeOrder, type VisitActor } from './visit-actors.ts';
import { writeReassignmentMails } from './visit-mails.ts';
import { queueReminder } from './appointments.ts';
import { isoTime } from '../lead-query.ts';

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
  /** A withdrawal: its day, and the day the softener was collected (issue 43). */
  withdrawnOn: string | null;
  collectedOn: string | null;
  /** When it is due: its appointment or its installation day (Brussels), for the lists of today and this week. */
  dueOn: string | null;
}

/** An order's row as the installer's reads select it: dates as `YYYY-MM-DD`, the booked appointment if any. */
interface OrderRow {
  id: number;
  status: OrderStatus;
  first_name: string;
  last_name: string;
  street: string | null;
  house_number: string | null;
  postal_code: string;
  city: string;
  phone: string;
  phone_e164: string | null;
  email: string;
  model: string;
  has_wifi: boolean;
  price_euro: number;
  accepted_at: Date | string;
  other_times_note: string | null;
  installer_note: string | null;
  visited_on: string | null;
  hardness_fh: number | string | null;
  installation_planned_on: string | null;
  installed_on: string | null;
  serial_number: string | null;
  withdrawn_on: string | null;
  collected_on: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  sequence: number | null;
  due_on: string | null;
}

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
/** When it is due: its booked visit or its installation day (Brussels), for the lists of today and this week. */
const DUE_ON = `case when o."status" = 'visit_planned' then (a."starts_at" at time zone 'Europe/Brussels')::date
  when o."status" = 'installation_planned' then o."installation_planned_on" end`;
const OPEN = OPEN_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * Only the columns the installer needs (no entity loaded): its orders are read on the road, often. The
 * orders are picked first (what is due first, at most `limit`), then joined to their leads and proposals.
 */
async function orderRows(em: Em, installerId: number, where: string, params: unknown[], limit: number): Promise<OrderRow[]> {
  return em.execute<OrderRow[]>(
    `with "picked" as materialized (
       select o."id", ${DUE_ON} as "due" from "orders" o left join "appointments" a on a."order_id" = o."id" and a."status" = 'booked'
       where o."installer_id" = ? and ${where} order by "due" nulls last, o."id" limit ${limit})
     select o."id", o."status", l."first_name", l."last_name", l."street", l."house_number", l."postal_code", l."city", l."phone", l."phone_e164",
       l."email", p."model", p."has_wifi", p."price_euro", o."accepted_at", o."other_times_note", o."installer_note",
       ${day('o."visited_on"')} as "visited_on", o."hardness_fh", ${day('o."installation_planned_on"')} as "installation_planned_on",
       ${day('o."installed_on"')} as "installed_on", o."serial_number",
       ${day(`(o."withdrawn_at" at time zone 'Europe/Brussels')::date`)} as "withdrawn_on", ${day('o."collected_on"')} as "collected_on", a."starts_at", a."ends_at", a."sequence", ${day('"picked"."due"')} as "due_on"
     from "picked" join "orders" o on o."id" = "picked"."id" join "leads" l on l."id" = o."lead_id" join "proposals" p on p."id" = o."proposal_id"
       left join "appointments" a on a."order_id" = o."id" and a."status" = 'booked'
     order by "picked"."due" nulls last, o."id"`,
    [installerId, ...params],
  );
}

function viewOf(row: OrderRow, slots: readonly SlotRow[]): InstallerOrderView {
  return {
    id: row.id,
    status: row.status,
    name: `${row.first_name} ${row.last_name}`,
    address: [[row.street, row.house_number].filter(Boolean).join(' '), `${row.postal_code} ${row.city}`].filter(Boolean).join(', '),
    postalCode: row.postal_code,
    // E.164 for the tap to call, as stored with the lead (as typed when it cannot be read as a number).
    phone: row.phone_e164 ?? row.phone,
    email: row.email,
    model: row.model,
    hasWifi: row.has_wifi,
    priceEuro: Number(row.price_euro),
    acceptedAt: isoTime(row.accepted_at),
    appointment: row.starts_at && row.ends_at ? { start: isoTime(row.starts_at), end: isoTime(row.ends_at), sequence: Number(row.sequence) } : null,
    slots: slots.filter((slot) => slot.order_id === row.id).map((slot) => ({ id: slot.id, start: isoTime(slot.starts_at), end: isoTime(slot.ends_at) })),
    otherTimesAsked: row.other_times_note,
    installerNote: row.installer_note,
    visitedOn: row.visited_on,
    hardnessFH: row.hardness_fh === null ? null : Number(row.hardness_fh),
    installationPlannedOn: row.installation_planned_on,
    installedOn: row.installed_on,
    serialNumber: row.serial_number,
    withdrawnOn: row.withdrawn_on,
    collectedOn: row.collected_on,
    dueOn: row.due_on,
  };
}

interface SlotRow {
  id: number;
  order_id: number;
  starts_at: Date | string;
  ends_at: Date | string;
}

async function views(em: Em, rows: readonly OrderRow[]): Promise<InstallerOrderView[]> {
  if (rows.length === 0) return [];
  const slots = await em.execute<SlotRow[]>(
    `select "id", "order_id", "starts_at", "ends_at" from "visit_slots" where "order_id" in (${rows.map(() => '?').join(', ')}) order by "starts_at", "id"`,
    rows.map((row) => row.id),
  );
  return rows.map((row) => viewOf(row, slots));
}

/** How many orders a list shows at most: the open ones, and those installed in the last 30 days; what is due first. */
const LIST_LIMIT = 200;

/** The company's open orders, those installed recently and the withdrawn ones still to collect, what is due first; the reads are audited. */
export async function listInstallerOrders(em: Em, actor: Extract<VisitActor, { kind: 'installer' }>, now = new Date()): Promise<{ today: string; weekEnd: string; orders: InstallerOrderView[] }> {
  const today = isoDateInBrussels(now);
  const rows = await orderRows(em, actor.installerId, `(o."status" in (${OPEN}) or (o."status" = 'installed' and o."installed_on" >= ?::date)
      or (o."status" = 'withdrawn' and o."installed_on" is not null and o."collected_on" is null))`, [addDays(today, -30)], LIST_LIMIT);
  const list = await views(em, rows);
  recordAudit(em, { action: 'installer.orders_read', actor: actor.username, details: { installerId: actor.installerId, orders: list.map((order) => order.id).join(',') } });
  await em.flush();
  return { today, weekEnd: addDays(today, 6), orders: list };
}

/** One order of the company (404 for any other), with the accepted text; its read audited. */
export async function getInstallerOrder(em: Em, actor: Extract<VisitActor, { kind: 'installer' }>, id: number): Promise<InstallerOrderView> {
  const [row] = await orderRows(em, actor.installerId, 'o."id" = ?', [id], 1);
  if (!row) throw new DomainError('orderNotFound');
  const [texts] = await em.execute<Array<{ lead_id: number; text: string }>>(
    `select o."lead_id", coalesce(p."accepted_text", p."text") as "text" from "orders" o join "proposals" p on p."id" = o."proposal_id" where o."id" = ?`,
    [id],
  );
  const [listed] = await views(em, [row]);
  const view = { ...(listed as InstallerOrderView), acceptedText: texts?.text ?? '' };
  recordAudit(em, { action: 'installer.order_read', actor: actor.username, leadId: texts?.lead_id, details: { installerId: actor.installerId, orderId: id } });
  await em.flush();
  return view;
}

/**
 * Staff give an order to an installer company (the one serving the postal code already has it by default)
 * or move it. With a move, the slots the first company offered go (the new one offers its own), and both
 * companies are told; a booked appointment stays, its SEQUENCE raised: the first company gets its
 * cancellation, the new one the invitation, the household the update (issue 43).
 */
export async function assignOrder(em: Em, staff: Extract<VisitActor, { kind: 'staff' }>, input: AssignInput, publicUrl: string, now = new Date()): Promise<{ id: number; installerId: number }> {
  return changeOrder(em, staff, input.id, async (tx, order) => {
    const installer = await tx.findOne(Installer, { id: input.installerId });
    if (!installer) throw new DomainError('installerNotFound', { id: input.installerId });
    if (!installer.active) throw new DomainError('installerInactive', { id: installer.id });
    const from = order.installer;
    if (from.id === installer.id) return { id: order.id, installerId: installer.id };
    order.installer = installer;
    recordAudit(tx, { action: 'order.assigned', actor: staff.username, leadId: order.lead.id, details: { orderId: order.id, from: from.id, to: installer.id } });
    const open = order.status !== 'installed' && order.status !== 'withdrawn' && order.status !== 'cancelled';
    if (open) {
      await tx.nativeDelete(VisitSlot, { order: order.id });
      const appointment = await tx.findOne(Appointment, { order: order.id, status: 'booked' });
      if (appointment) {
        appointment.sequence += 1;
        appointment.updatedAt = now;
        await queueReminder(tx, appointment, now);
      }
      await writeReassignmentMails(tx, order, appointment, from, publicUrl, now);
    }
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
