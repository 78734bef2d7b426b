/**
 * The one way a request for help (or a service visit) comes to be and changes (issue 44 item 3; STYLE
 * "Lifecycles as data"): `openRequest` when the household asks, `changeSupportRequest` for every later
 * answer or step. Each checks the lifecycle (src/aftercare/support.ts), then writes, in the caller's
 * transaction, the request, its history row, the household's mail in its language, the seller's notice
 * where the household acted, and the audit entry: all of it or none. The seller's first answer, a visit
 * it offers or the request resolved, is what the service level counts.
 */
import { randomUUID } from 'node:crypto';
import { SupportEvent, SupportRequest } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { aftercareMailTexts } from '../../../src/aftercare/mail-texts.ts';
import { installerAftercareTexts } from '../../../src/aftercare/installer-texts.ts';
import { aftercareNoticeTexts } from '../../../src/aftercare/notice-texts.ts';
import { firstAnswerDueOn, maySupportTransition, type SupportActor, type SupportCategory, type SupportKind, type SupportStatus } from '../../../src/aftercare/support.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';
import { HOUSEHOLD_ACTOR } from '../household-page/household-erasure.ts';
import { writeHouseholdMail, writeSellerNotice } from './aftercare-mails.ts';
import type { Softener } from './household-softener.ts';

/** Who acts: its kind, and its name as the history and the audit log keep it. */
export interface SupportActorRef {
  kind: SupportActor;
  name: string;
}

export const HOUSEHOLD_SUPPORT_ACTOR: SupportActorRef = { kind: 'household', name: HOUSEHOLD_ACTOR };

export interface SupportMailSettings {
  publicUrl: string;
  /** LEADS_NOTIFY_EMAIL: staff's copy of the seller's notices. */
  staffEmail: string | undefined;
}

/** The household of `softener` asks for help (`kind` support, with its category) or for its service visit. */
export async function openRequest(
  tx: Em,
  { order, aftercare }: Softener,
  ask: { kind: SupportKind; category: SupportCategory | null; message: string },
  settings: SupportMailSettings,
  now: Date,
): Promise<SupportRequest> {
  const promised = aftercare.terms?.service?.firstAnswerWorkingDays ?? null;
  const answerDueOn = firstAnswerDueOn(isoDateInBrussels(now), promised);
  const request = tx.create(SupportRequest, {
    order,
    kind: ask.kind,
    category: ask.category,
    message: ask.message,
    status: 'open',
    answerDueOn,
    appointmentUid: `${randomUUID()}@groepsaankoop-waterverzachters`,
    createdAt: now,
  });
  tx.create(SupportEvent, { request, fromStatus: null, toStatus: 'open', actorKind: 'household', actorName: HOUSEHOLD_ACTOR, createdAt: now });
  await tx.flush();
  const M = aftercareMailTexts(order.lead.language).support;
  writeHouseholdMail(
    tx,
    order,
    {
      kind: 'support-request',
      subject: M.subject.received,
      lines: [M.received(order.installer.name), ...(promised ? [M.answerBy(answerDueOn)] : []), ...(ask.message ? [M.yourMessage(ask.message)] : [])],
    },
    settings.publicUrl,
    now,
  );
  await writeSellerNotice(
    tx,
    order,
    (locale) => {
      const N = aftercareNoticeTexts(locale);
      const head = ask.kind === 'service' ? N.service : N.support(installerAftercareTexts(locale).category[ask.category ?? 'other']);
      return { head, line: N.asked(head, ask.message || N.noMessage, request.id, aftercareMailTexts(locale).day(answerDueOn)) };
    },
    settings,
    now,
  );
  recordAudit(tx, { action: 'support.created', actor: HOUSEHOLD_ACTOR, leadId: order.lead.id, details: { orderId: order.id, requestId: request.id, kind: ask.kind } });
  return request;
}

export interface SupportChange {
  /** The new status; absent for an answer that changes none. */
  to?: SupportStatus;
  /** What the seller writes to the household (an answer, or a word with the step). */
  message?: string | null;
}

/**
 * Answers or moves `request` (loaded with its order, lead and installer; the lead locked by the caller).
 * The household is mailed what changed; when the household itself acts, the seller is told instead.
 */
export async function changeSupportRequest(tx: Em, request: SupportRequest, change: SupportChange, actor: SupportActorRef, settings: SupportMailSettings, now: Date): Promise<SupportRequest> {
  const from = request.status;
  const to = change.to ?? from;
  // A step is a change of status the table allows; only the seller's answers change none.
  if ((change.to !== undefined || actor.kind === 'household') && !maySupportTransition(from, to, actor.kind)) throw new DomainError('supportTransitionRefused', { from, to }).for(request.order.lead.language);
  const { order } = request;
  request.status = to;
  if (actor.kind !== 'household') request.firstAnswerAt ??= now;
  if (to === 'resolved') request.resolvedAt = now;
  if (from === 'resolved' && to === 'open') request.resolvedAt = null;
  tx.create(SupportEvent, { request, fromStatus: from, toStatus: to, actorKind: actor.kind, actorName: actor.name, message: change.message ?? null, createdAt: now });
  const M = aftercareMailTexts(order.lead.language).support;
  const seller = order.installer.name;
  if (actor.kind === 'household') {
    writeHouseholdMail(tx, order, { kind: 'support-request', subject: M.subject.reopened, lines: [M.reopened, M.yourMessage(request.message)] }, settings.publicUrl, now);
    await writeSellerNotice(tx, order, (locale) => ({ head: aftercareNoticeTexts(locale).reopenedHead(request.id), line: aftercareNoticeTexts(locale).reopened(request.id) }), settings, now);
  } else {
    const step = to === from ? 'answer' : to;
    const lines = [
      ...(change.message ? [M.answer(seller, change.message)] : []),
      ...(step === 'planned' ? [M.planned(seller)] : []),
      ...(step === 'resolved' ? [M.resolved(seller)] : []),
    ];
    const subject = step === 'planned' ? M.subject.planned : step === 'resolved' ? M.subject.resolved : M.subject.answer;
    if (lines.length > 0) writeHouseholdMail(tx, order, { kind: 'support-request', subject, lines }, settings.publicUrl, now);
  }
  recordAudit(tx, {
    action: to === from ? 'support.answered' : `support.${to}`,
    actor: actor.name,
    leadId: order.lead.id,
    details: { orderId: order.id, requestId: request.id, from },
  });
  await tx.flush();
  return request;
}
