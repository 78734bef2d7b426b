/**
 * A household's requests for help and service visits (issue 44 items 3 and 4) as its page shows them:
 * what it asked, where each stands, the seller's answers, the times offered for a visit and the one booked.
 */
import { SupportEvent, SupportRequest, SupportSlot } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import type { SupportCategory, SupportKind, SupportStatus } from '../../../src/aftercare/support.ts';

export interface HouseholdRequest {
  id: number;
  kind: SupportKind;
  category: SupportCategory | null;
  message: string;
  status: SupportStatus;
  createdAt: string;
  answerDueOn: string;
  answers: Array<{ at: string; message: string }>;
  slots: Array<{ id: number; start: string; end: string }>;
  appointment: { start: string; end: string } | null;
}

export async function householdRequests(em: Em, orderId: number): Promise<HouseholdRequest[]> {
  const requests = await em.find(SupportRequest, { order: orderId }, { orderBy: { createdAt: 'desc', id: 'desc' }, refresh: true });
  if (requests.length === 0) return [];
  const ids = requests.map((request) => request.id);
  const [events, slots] = await Promise.all([
    em.find(SupportEvent, { request: { $in: ids }, message: { $ne: null } }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    em.find(SupportSlot, { request: { $in: ids }, startsAt: { $gt: new Date() } }, { orderBy: { startsAt: 'asc' } }),
  ]);
  return requests.map((request) => ({
    id: request.id,
    kind: request.kind,
    category: request.category ?? null,
    message: request.message,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    answerDueOn: request.answerDueOn,
    answers: events.filter((event) => event.request.id === request.id).map((event) => ({ at: event.createdAt.toISOString(), message: event.message ?? '' })),
    slots: request.status === 'planned' && request.appointmentStatus !== 'booked'
      ? slots.filter((slot) => slot.request.id === request.id).map((slot) => ({ id: slot.id, start: slot.startsAt.toISOString(), end: slot.endsAt.toISOString() }))
      : [],
    appointment:
      request.appointmentStatus === 'booked' && request.appointmentStartsAt && request.appointmentEndsAt
        ? { start: request.appointmentStartsAt.toISOString(), end: request.appointmentEndsAt.toISOString() }
        : null,
  }));
}
