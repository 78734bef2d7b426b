/**
 * The visit's time (issue 34): the installer (or staff) offers two to five slots; the household picks
 * one on its page (or another later: the appointment moves, same UID, SEQUENCE + 1), cancels it, or asks
 * for other times. Up to 24 hours before, the household may change it; after that, by phone. Every
 * change mails the household its iCalendar object and the installer a notice, and (re)queues the
 * reminder the day before on the job runner.
 */
import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { Appointment, Lead, Order, VisitSlot } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import type { PickSlotInput, SlotsInput } from '../../../src/visits/schema.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { DomainError } from '../domain-error.ts';
import { leadOfLink } from '../household-page/link-tokens.ts';
import { transition } from '../orders/order-transition.ts';
import { actorRef, changeOrder, type VisitActor } from './visit-actors.ts';
import { writeSlotsMail } from './step-mails.ts';
import { appointmentCalendar, writeAppointmentMails, writeOtherTimesNotice, writeReminderMail } from './visit-mails.ts';
import { visitTexts } from '../../../src/visits/texts.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { addDays } from '../../../src/orders/dates.ts';

const HOUR_MS = 3_600_000;
/** Up to this long before the visit, the household may move or cancel it on its page. */
const HOUSEHOLD_CHANGE_HOURS = 24;
export const REMINDER_JOB = 'visits.reminder';
const HOUSEHOLD = { kind: 'household', name: 'Huishouden (eigen pagina)' } as const;

interface MailSettings {
  publicUrl: string;
  staffEmail: string | undefined;
}

/** Offers slots for order `id`, replacing those offered before (an appointment booked stays until the household picks again). */
export async function offerSlots(em: Em, actor: VisitActor, input: SlotsInput, settings: MailSettings, now = new Date()): Promise<{ slots: Array<{ id: number; start: string; end: string }> }> {
  return changeOrder(em, actor, input.id, async (tx, order) => {
    if (order.status !== 'accepted' && order.status !== 'visit_planned') throw new DomainError('orderTransitionRefused', { from: order.status, to: 'visit_planned' });
    await tx.nativeDelete(VisitSlot, { order: order.id });
    const slots = input.slots.map((slot) => tx.create(VisitSlot, { order, startsAt: slot.start, endsAt: slot.end, createdAt: now }));
    // The household is told, the first time and after it asked for other times (issue 42).
    writeSlotsMail(tx, order, slots, (order.otherTimesAskedAt ?? null) !== null, settings.publicUrl, now);
    order.otherTimesAskedAt = null;
    order.otherTimesNote = null;
    order.firstContactAt ??= now;
    await tx.flush();
    return { slots: slots.map((slot) => ({ id: slot.id, start: slot.startsAt.toISOString(), end: slot.endsAt.toISOString() })) };
  });
}

/** The household's open order (the latest), locked with its lead; 404 without one. */
async function householdOrder(tx: Em, token: string): Promise<Order> {
  const leadId = await leadOfLink(tx, token);
  const lead = await tx.findOne(Lead, { id: leadId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!lead) throw new DomainError('householdLinkNotFound');
  const order = await tx.findOne(Order, { lead: leadId }, { orderBy: { acceptedAt: 'desc', id: 'desc' }, populate: ['lead', 'proposal', 'installer'], refresh: true });
  if (!order) throw new DomainError('orderNotFound');
  return order;
}

function assertChangeable(appointment: Appointment | null, now: Date): void {
  if (appointment?.status === 'booked' && appointment.startsAt.getTime() - now.getTime() < HOUSEHOLD_CHANGE_HOURS * HOUR_MS) {
    throw new DomainError('appointmentLocked', { startsAt: appointment.startsAt.toISOString() });
  }
}

/** Queues the reminder the day before (keyed by the appointment's SEQUENCE: an older one sends nothing). */
export async function queueReminder(tx: Em, appointment: Appointment, now: Date): Promise<void> {
  const runAt = new Date(appointment.startsAt.getTime() - HOUSEHOLD_CHANGE_HOURS * HOUR_MS);
  if (runAt <= now) return;
  await enqueueJob(tx, REMINDER_JOB, { runAt, key: `appointment-${appointment.id}-${appointment.sequence}`, payload: { appointmentId: appointment.id, sequence: appointment.sequence } });
}

/** The household picks slot `slotId` of its order: a booking, or a move of the one it has. */
export async function pickSlot(em: Em, input: PickSlotInput, settings: MailSettings, now = new Date()): Promise<void> {
  await em.transactional(async (tx) => {
    const order = await householdOrder(tx, input.token);
    const slot = await tx.findOne(VisitSlot, { id: input.slotId, order: order.id });
    if (!slot || slot.startsAt <= now) throw new DomainError('slotNotFound');
    const existing = await tx.findOne(Appointment, { order: order.id });
    assertChangeable(existing, now);
    let change: 'booked' | 'moved' = 'booked';
    let appointment: Appointment;
    if (existing) {
      change = existing.status === 'booked' ? 'moved' : 'booked';
      existing.sequence += 1;
      existing.startsAt = slot.startsAt;
      existing.endsAt = slot.endsAt;
      existing.status = 'booked';
      appointment = existing;
    } else {
      appointment = tx.create(Appointment, { order, uid: `${randomUUID()}@groepsaankoop-waterverzachters`, sequence: 0, startsAt: slot.startsAt, endsAt: slot.endsAt, status: 'booked', createdAt: now });
    }
    if (order.status === 'accepted') await transition(tx, order, 'visit_planned', HOUSEHOLD, settings, {}, now);
    else if (order.status !== 'visit_planned') throw new DomainError('orderTransitionRefused', { from: order.status, to: 'visit_planned' });
    order.otherTimesAskedAt = null;
    await tx.flush();
    await writeAppointmentMails(tx, order, appointment, change, settings.publicUrl, now);
    await queueReminder(tx, appointment, now);
    await tx.flush();
  });
}

/** The household cancels its appointment: the order waits for a new pick; calendars get `METHOD:CANCEL`. */
export async function cancelAppointment(em: Em, token: string, settings: MailSettings, now = new Date()): Promise<void> {
  await em.transactional(async (tx) => {
    const order = await householdOrder(tx, token);
    const appointment = await tx.findOne(Appointment, { order: order.id, status: 'booked' });
    if (!appointment) throw new DomainError('slotNotFound');
    assertChangeable(appointment, now);
    appointment.status = 'cancelled';
    appointment.sequence += 1;
    await transition(tx, order, 'accepted', HOUSEHOLD, settings, {}, now);
    await writeAppointmentMails(tx, order, appointment, 'cancelled', settings.publicUrl, now, true);
    await tx.flush();
  });
}

/**
 * The household's booked visit as an .ics file for its own calendar (issue 42: "add to calendar"): the
 * invitation's UID and SEQUENCE, `METHOD:PUBLISH`; 404 without a booked visit.
 */
export async function householdCalendar(em: Em, token: string, now = new Date()): Promise<{ fileName: string; calendar: string }> {
  const leadId = await leadOfLink(em, token);
  const order = await em.findOne(Order, { lead: leadId, status: 'visit_planned' }, { orderBy: { acceptedAt: 'desc' }, populate: ['lead', 'installer'] });
  const appointment = order ? await em.findOne(Appointment, { order: order.id, status: 'booked' }) : null;
  if (!order || !appointment) throw new DomainError('slotNotFound');
  return { fileName: `${visitTexts(order.lead.language).calendarFile}.ics`, calendar: appointmentCalendar(order, appointment, 'PUBLISH', now) };
}

/** How many times a day (Brussels) a household may ask for other times: each one mails the installer (issue 43). */
const OTHER_TIMES_PER_DAY = 3;

/** Seconds from `now` to the next midnight in Brussels (22:00 or 23:00 UTC: the first that is tomorrow there). */
function secondsToTomorrow(now: Date): number {
  const tomorrow = addDays(isoDateInBrussels(now), 1);
  const midnight = [22, 23].map((hour) => new Date(`${addDays(tomorrow, -1)}T${hour}:00:00Z`)).find((moment) => isoDateInBrussels(moment) === tomorrow);
  return Math.max(1, Math.ceil(((midnight?.getTime() ?? now.getTime() + 3_600_000) - now.getTime()) / 1000));
}

/** None of the slots suits the household: its message goes to the installer, a few times a day at most. */
export async function askOtherTimes(em: Em, token: string, message: string, settings: MailSettings, now = new Date()): Promise<void> {
  await em.transactional(async (tx) => {
    const order = await householdOrder(tx, token);
    if (order.status !== 'accepted' && order.status !== 'visit_planned') throw new DomainError('orderTransitionRefused', { from: order.status, to: 'visit_planned' });
    const today = isoDateInBrussels(now);
    const count = order.otherTimesDay === today ? order.otherTimesCount : 0;
    if (count >= OTHER_TIMES_PER_DAY) throw new DomainError('otherTimesLimit', { retryAfterSeconds: secondsToTomorrow(now) }).for(order.lead.language);
    order.otherTimesDay = today;
    order.otherTimesCount = count + 1;
    order.otherTimesAskedAt = now;
    order.otherTimesNote = message;
    await writeOtherTimesNotice(tx, order, message, settings.publicUrl, now);
    await tx.flush();
  });
}

/** The reminder job: mails the household the day before, if the appointment still stands as it was when queued. */
export async function sendReminder(em: Em, payload: { appointmentId?: unknown; sequence?: unknown }, publicUrl: string, now = new Date()): Promise<{ sent: boolean }> {
  return em.transactional(async (tx) => {
    const appointment = await tx.findOne(Appointment, { id: Number(payload.appointmentId) }, { populate: ['order', 'order.lead', 'order.installer'] });
    if (!appointment || appointment.status !== 'booked' || appointment.sequence !== Number(payload.sequence) || appointment.startsAt <= now) return { sent: false };
    if (appointment.order.status !== 'visit_planned') return { sent: false };
    writeReminderMail(tx, appointment.order, appointment, publicUrl, now);
    await tx.flush();
    return { sent: true };
  });
}

/** Staff or the installer call the visit off (the household is mailed `METHOD:CANCEL`). */
export async function cancelVisitFor(em: Em, actor: VisitActor, id: number, settings: MailSettings, now = new Date()): Promise<void> {
  await changeOrder(em, actor, id, async (tx, order) => {
    const appointment = await tx.findOne(Appointment, { order: order.id, status: 'booked' });
    if (!appointment) throw new DomainError('slotNotFound');
    appointment.status = 'cancelled';
    appointment.sequence += 1;
    await transition(tx, order, 'accepted', actorRef(actor), settings, {}, now);
    await writeAppointmentMails(tx, order, appointment, 'cancelled', settings.publicUrl, now);
    await tx.flush();
  });
}
