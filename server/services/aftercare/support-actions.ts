/**
 * What the seller's installer users (their own company's requests only: any other answers 404, as if it
 * did not exist) and staff do with a request for help or a service visit (issue 44 items 3 and 4): answer
 * it, offer times for a visit, resolve it, or call the visit off. Each in one transaction with the
 * household's lead locked, through `changeSupportRequest()`.
 */
import { LockMode } from '@mikro-orm/core';
import { Lead, SupportRequest, SupportSlot } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import type { SupportAnswerInput, SupportSlotsInput, SupportStepInput } from '../../../src/aftercare/schema.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';
import { actorRef, type VisitActor } from '../visits/visit-actors.ts';
import { changeSupportRequest, type SupportActorRef, type SupportMailSettings } from './support-transition.ts';
import { writeRequestVisitMails } from './support-visits.ts';

/** The filter that keeps an installer's user to its own company's requests. */
function ownRequests(actor: VisitActor, id: number) {
  return actor.kind === 'installer' ? { id, order: { installer: actor.installerId } } : { id };
}

export function supportActor(actor: VisitActor): SupportActorRef {
  return { kind: actor.kind, name: actorRef(actor).name };
}

/** Runs `change` on request `id` (with its order, lead and installer) in a transaction, the lead locked; 404 when out of reach. */
async function changeRequest<T>(em: Em, actor: VisitActor, id: number, change: (tx: Em, request: SupportRequest) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    const rows = await tx.execute<Array<{ lead_id: number }>>(
      `select o."lead_id" from "support_requests" r join "orders" o on o."id" = r."order_id" where r."id" = ?${actor.kind === 'installer' ? ' and o."installer_id" = ?' : ''}`,
      actor.kind === 'installer' ? [id, actor.installerId] : [id],
    );
    const leadId = rows[0]?.lead_id;
    if (leadId === undefined) throw new DomainError('supportRequestNotFound');
    await tx.findOne(Lead, { id: leadId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const request = await tx.findOneOrFail(SupportRequest, ownRequests(actor, id), { populate: ['order', 'order.lead', 'order.installer', 'order.proposal'], refresh: true });
    return change(tx, request);
  });
}

interface StepResult {
  id: number;
  status: string;
}

const result = (request: SupportRequest): StepResult => ({ id: request.id, status: request.status });

/** An answer to the household: it reads it in a mail and on its page. */
export function answerRequest(em: Em, actor: VisitActor, input: SupportAnswerInput, settings: SupportMailSettings, now = new Date()): Promise<StepResult> {
  return changeRequest(em, actor, input.id, async (tx, request) => result(await changeSupportRequest(tx, request, { message: input.message }, supportActor(actor), settings, now)));
}

/** Times for the visit (replacing those offered before): the request is planned; a booked visit stays until the household picks again. */
export function offerRequestSlots(em: Em, actor: VisitActor, input: SupportSlotsInput, settings: SupportMailSettings, now = new Date()): Promise<{ id: number; slots: Array<{ id: number; start: string; end: string }> }> {
  return changeRequest(em, actor, input.id, async (tx, request) => {
    if (request.status === 'resolved') throw new DomainError('supportTransitionRefused', { from: 'resolved', to: 'planned' });
    await tx.nativeDelete(SupportSlot, { request: request.id });
    const slots = input.slots.map((slot) => tx.create(SupportSlot, { request, startsAt: slot.start, endsAt: slot.end, createdAt: now }));
    if (request.status === 'open') await changeSupportRequest(tx, request, { to: 'planned' }, supportActor(actor), settings, now);
    recordAudit(tx, { action: 'support.slots_offered', actor: supportActor(actor).name, leadId: request.order.lead.id, details: { requestId: request.id, slots: slots.length } });
    await tx.flush();
    return { id: request.id, slots: slots.map((slot) => ({ id: slot.id, start: slot.startsAt.toISOString(), end: slot.endsAt.toISOString() })) };
  });
}

/** Resolved, or back to open (a booked visit is called off: the household gets `METHOD:CANCEL`). */
export function stepRequest(em: Em, actor: VisitActor, input: SupportStepInput, settings: SupportMailSettings, now = new Date()): Promise<StepResult> {
  return changeRequest(em, actor, input.id, async (tx, request) => {
    await changeSupportRequest(tx, request, { to: input.to, message: input.message }, supportActor(actor), settings, now);
    await settleVisit(tx, request, settings, now);
    return result(request);
  });
}

/**
 * After a step: a request open again has no visit (a booked one is called off, its slots go); a resolved
 * one keeps its booked visit as it was (it took place, or the problem was solved without it), its slots go.
 */
export async function settleVisit(tx: Em, request: SupportRequest, settings: SupportMailSettings, now: Date): Promise<void> {
  if (request.status === 'planned') return;
  await tx.nativeDelete(SupportSlot, { request: request.id });
  if (request.status === 'open' && request.appointmentStatus === 'booked') {
    request.appointmentStatus = 'cancelled';
    request.appointmentSequence += 1;
    await writeRequestVisitMails(tx, request, 'cancelled', settings, now);
  }
  await tx.flush();
}
