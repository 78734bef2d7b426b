/**
 * What a household does about help and service on its page (issue 44 items 3 and 4): ask for help
 * (a category and what it notices), ask for its service visit, book one of the times offered for a
 * request's visit, open a resolved request again. Only its own installed softener's requests (another's
 * id answers 404), each in one transaction with its lead locked.
 */
import { SupportRequest, SupportSlot } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import type { SupportInput } from '../../../src/aftercare/household-schema.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';
import { HOUSEHOLD_ACTOR } from '../household-page/household-erasure.ts';
import { householdSoftener, type Softener } from './household-softener.ts';
import { changeSupportRequest, HOUSEHOLD_SUPPORT_ACTOR, openRequest, type SupportMailSettings } from './support-transition.ts';
import { writeRequestVisitMails } from './support-visits.ts';

/** The household asks for help: 201 with the request's number. */
export function askForHelp(em: Em, input: SupportInput, settings: SupportMailSettings, now = new Date()): Promise<{ id: number }> {
  return em.transactional(async (tx) => {
    const softener = await householdSoftener(tx, input.token, { lock: true });
    const request = await openRequest(tx, softener, { kind: 'support', category: input.category, message: input.message }, settings, now);
    await tx.flush();
    return { id: request.id };
  });
}

/** The household asks for its service visit; asked again while one is open, it is that one. */
export function askForService(em: Em, token: string, message: string | undefined, settings: SupportMailSettings, now = new Date()): Promise<{ id: number }> {
  return em.transactional(async (tx) => {
    const softener = await householdSoftener(tx, token, { lock: true });
    const open = await tx.findOne(SupportRequest, { order: softener.order.id, kind: 'service', status: { $ne: 'resolved' } });
    if (open) return { id: open.id };
    const request = await openRequest(tx, softener, { kind: 'service', category: null, message: message ?? '' }, settings, now);
    await tx.flush();
    return { id: request.id };
  });
}

/** Request `requestId` of the softener, with what its mails need. */
async function ownRequest(tx: Em, softener: Softener, requestId: number): Promise<SupportRequest> {
  const request = await tx.findOne(SupportRequest, { id: requestId, order: softener.order.id }, { populate: ['order', 'order.lead', 'order.installer'], refresh: true });
  if (!request) throw new DomainError('supportRequestNotFound').for(softener.order.lead.language);
  return request;
}

/** The household books slot `slotId` of its request's visit (or another: the visit moves, same UID). */
export function pickRequestSlot(em: Em, input: { token: string; requestId: number; slotId: number }, settings: SupportMailSettings, now = new Date()): Promise<void> {
  return em.transactional(async (tx) => {
    const softener = await householdSoftener(tx, input.token, { lock: true });
    const request = await ownRequest(tx, softener, input.requestId);
    const slot = request.status === 'planned' ? await tx.findOne(SupportSlot, { id: input.slotId, request: request.id }) : null;
    if (!slot || slot.startsAt <= now) throw new DomainError('slotNotFound').for(softener.order.lead.language);
    if (request.appointmentStatus) request.appointmentSequence += 1;
    request.appointmentStartsAt = slot.startsAt;
    request.appointmentEndsAt = slot.endsAt;
    request.appointmentStatus = 'booked';
    await writeRequestVisitMails(tx, request, 'booked', settings, now);
    recordAudit(tx, { action: 'support.visit_booked', actor: HOUSEHOLD_ACTOR, leadId: softener.order.lead.id, details: { requestId: request.id, sequence: request.appointmentSequence } });
    await tx.flush();
  });
}

/** The problem came back: the household opens its resolved request again. */
export function reopenRequest(em: Em, input: { token: string; requestId: number }, settings: SupportMailSettings, now = new Date()): Promise<void> {
  return em.transactional(async (tx) => {
    const softener = await householdSoftener(tx, input.token, { lock: true });
    await changeSupportRequest(tx, await ownRequest(tx, softener, input.requestId), { to: 'open' }, HOUSEHOLD_SUPPORT_ACTOR, settings, now);
  });
}
