/**
 * What happened at the household (issue 34), recorded by the installer on its phone or by staff: the
 * technical visit (also earlier or later than the slot booked, or without one: agreed by phone) with the
 * measured hardness and whether the installation can go ahead (if not, the order is cancelled with the
 * reason, and the household mailed; a household that changed its mind withdraws, issue 42); the installation day; then the installed day and the serial number,
 * from which the 14 days of withdrawal run. Each step through `transition()`.
 */
import { Appointment } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import type { CollectionInput, InstallationPlanInput, InstalledInput, VisitInput } from '../../../src/visits/schema.ts';
import type { DateCorrectionInput } from '../../../src/orders/schema.ts';
import { checkOrderDay, correctOrderDate, recordCollection } from '../orders/order-dates.ts';
import { writeAppointmentMails } from './visit-mails.ts';
import type { OrderMailSettings } from '../orders/order-transition.ts';
import { transition } from '../orders/order-transition.ts';
import { pagesChanged } from '../../page-parts/page-parts.ts';
import { writeInstallationPlannedMail } from './step-mails.ts';
import { actorRef, changeOrder, type VisitActor } from './visit-actors.ts';

/** The order's state after a step, as the caller's API answers it. */
interface StepResult {
  id: number;
  status: string;
}

export function recordVisit(em: Em, actor: VisitActor, input: VisitInput, settings: OrderMailSettings, now = new Date()): Promise<StepResult> {
  return changeOrder(em, actor, input.id, async (tx, order) => {
    const visit = { visitedOn: input.visitedOn ?? isoDateInBrussels(now), hardnessFh: input.hardnessFH, suitable: input.suitable };
    await transition(tx, order, 'visited', actorRef(actor), settings, { visit }, now);
    // A booked appointment is done: its reminder finds it no longer planned. One on a later day than the
    // visit is off (issue 43): the household's and the installer's calendars get its cancellation.
    const appointment = await tx.findOne(Appointment, { order: order.id, status: 'booked' });
    if (appointment && isoDateInBrussels(appointment.startsAt) > visit.visitedOn) {
      appointment.status = 'cancelled';
      appointment.sequence += 1;
      await writeAppointmentMails(tx, order, appointment, 'superseded', settings.publicUrl, now);
    }
    if (appointment) appointment.updatedAt = now;
    // The place pages' measured hardness (issue 34 item 6) is written again by the job this queues.
    await pagesChanged(tx, 'hardness');
    if (!input.suitable) {
      order.unsuitableReason = input.reason ?? 'other';
      // A household that changed its mind withdraws (issue 42): the acknowledgement with the refund's last
      // day, not a cancellation by the seller. Any other reason: the softener cannot go in, the order ends.
      if (order.unsuitableReason === 'changedMind') {
        await transition(tx, order, 'withdrawn', actorRef(actor), settings, { atVisitOn: visit.visitedOn, note: input.note ?? null }, now);
      } else {
        await transition(tx, order, 'cancelled', actorRef(actor), settings, { reason: order.unsuitableReason, note: input.note ?? null }, now);
      }
    }
    return { id: order.id, status: order.status };
  });
}

export function planInstallation(em: Em, actor: VisitActor, input: InstallationPlanInput, settings: OrderMailSettings, now = new Date()): Promise<StepResult> {
  return changeOrder(em, actor, input.id, async (tx, order) => {
    if (order.status === 'installation_planned') {
      checkOrderDay(order, 'plannedOn', input.plannedOn, now);
      const moved = order.installationPlannedOn !== input.plannedOn;
      order.installationPlannedOn = input.plannedOn;
      if (moved) writeInstallationPlannedMail(tx, order, input.plannedOn, true, settings.publicUrl, now);
      await tx.flush();
    } else {
      await transition(tx, order, 'installation_planned', actorRef(actor), settings, { plannedOn: input.plannedOn }, now);
    }
    return { id: order.id, status: order.status };
  });
}

export function recordInstalled(em: Em, actor: VisitActor, input: InstalledInput, settings: OrderMailSettings, now = new Date()): Promise<StepResult> {
  return changeOrder(em, actor, input.id, async (tx, order) => {
    await transition(tx, order, 'installed', actorRef(actor), settings, { installedOn: input.installedOn, serialNumber: input.serialNumber }, now);
    return { id: order.id, status: order.status };
  });
}

/** A withdrawn softener taken back by the installer (or staff): it leaves the list of things to collect (issue 43). */
export function recordCollected(em: Em, actor: VisitActor, input: CollectionInput, now = new Date()): Promise<StepResult> {
  return changeOrder(em, actor, input.id, (tx, order) => recordCollection(tx, order, actorRef(actor), input, now));
}

/** Staff correct a recorded date, with a reason (issue 43): audit log, the order's history, the household told. */
export function correctDate(em: Em, actor: Extract<VisitActor, { kind: 'staff' }>, input: DateCorrectionInput, now = new Date()): Promise<StepResult> {
  return changeOrder(em, actor, input.id, async (tx, order) => {
    await correctOrderDate(tx, order, actorRef(actor), input, now);
    return { id: order.id, status: order.status };
  });
}
