/**
 * The visit as the household's page shows it (issue 34), under its order: where the order stands in its
 * progress, the slots it may pick, its appointment and whether it may still change it (up to 24 hours
 * before), the day the installation is planned.
 */
import type { Appointment, Order, VisitSlot } from '../../../database/entities/index.ts';

const HOUR_MS = 3_600_000;
const CHANGE_HOURS = 24;

/** The household's progress: voorstel aanvaard → bezoek gepland → bezocht → installatie gepland → geïnstalleerd. */
const PROGRESS = { accepted: 0, visit_planned: 1, visited: 2, installation_planned: 3, installed: 4 } as const;

export interface HouseholdVisitView {
  /** 0 to 4: the last step reached (null once withdrawn or cancelled). */
  progress: number | null;
  /** The slots the household may pick (in the future; none once visited). */
  slots: Array<{ id: number; start: string; end: string }>;
  appointment: { start: string; end: string; canChange: boolean } | null;
  otherTimesAsked: boolean;
  visitedOn: string | null;
  installationPlannedOn: string | null;
}

export function householdVisitView(order: Order, slots: readonly VisitSlot[], appointment: Appointment | null, now: Date): HouseholdVisitView {
  const open = order.status === 'accepted' || order.status === 'visit_planned';
  const booked = appointment?.status === 'booked' && order.status === 'visit_planned' ? appointment : null;
  const canChange = booked !== null && booked.startsAt.getTime() - now.getTime() >= CHANGE_HOURS * HOUR_MS;
  return {
    progress: order.status in PROGRESS ? PROGRESS[order.status as keyof typeof PROGRESS] : null,
    slots: open && (booked === null || canChange) ? slots.filter((slot) => slot.startsAt > now).map((slot) => ({ id: slot.id, start: slot.startsAt.toISOString(), end: slot.endsAt.toISOString() })) : [],
    appointment: booked ? { start: booked.startsAt.toISOString(), end: booked.endsAt.toISOString(), canChange } : null,
    otherTimesAsked: open && (order.otherTimesAskedAt ?? null) !== null,
    visitedOn: order.visitedOn ?? null,
    installationPlannedOn: order.installationPlannedOn ?? null,
  };
}
