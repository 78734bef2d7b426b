/**
 * The PFAS filter promised with the softener (issue 44 item 1): the installer ticks that it handed it
 * over at the installation (or staff do); the household may say on its page that it did not get it, which
 * the seller and staff are told by mail. Both are in the audit log.
 */
import { Aftercare } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import type { FilterInput } from '../../../src/aftercare/schema.ts';
import { aftercareNoticeTexts } from '../../../src/aftercare/notice-texts.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';
import { HOUSEHOLD_ACTOR } from '../household-page/household-erasure.ts';
import { actorRef, changeOrder, type VisitActor } from '../visits/visit-actors.ts';
import { writeSellerNotice } from './aftercare-mails.ts';
import { householdSoftener } from './household-softener.ts';

/** The installer (or staff) says whether it handed the filter over; 404 another company's order, 409 before installation. */
export function recordFilterHandedOver(em: Em, actor: VisitActor, input: FilterInput, now = new Date()): Promise<{ id: number; handedOverAt: string | null }> {
  return changeOrder(em, actor, input.id, async (tx, order) => {
    const aftercare = order.status === 'installed' ? await tx.findOne(Aftercare, { order: order.id }) : null;
    if (!aftercare) throw new DomainError('notInstalled');
    aftercare.filterHandedOverAt = input.handedOver ? (aftercare.filterHandedOverAt ?? now) : null;
    if (input.handedOver) aftercare.filterMissingAt = null;
    recordAudit(tx, { action: 'aftercare.filter_handed_over', actor: actorRef(actor).name, leadId: order.lead.id, details: { orderId: order.id, handedOver: input.handedOver } });
    await tx.flush();
    return { id: order.id, handedOverAt: aftercare.filterHandedOverAt?.toISOString() ?? null };
  });
}

/** The household did not get its filter: noted once, the seller and staff told. */
export async function reportFilterMissing(em: Em, token: string, settings: { publicUrl: string; staffEmail: string | undefined }, now = new Date()): Promise<void> {
  await em.transactional(async (tx) => {
    const { order, aftercare } = await householdSoftener(tx, token, { lock: true });
    if (aftercare.filterMissingAt) return;
    aftercare.filterMissingAt = now;
    await writeSellerNotice(tx, order, (locale) => ({ head: aftercareNoticeTexts(locale).filterHead, line: aftercareNoticeTexts(locale).filter }), settings, now);
    recordAudit(tx, { action: 'aftercare.filter_missing', actor: HOUSEHOLD_ACTOR, leadId: order.lead.id, details: { orderId: order.id } });
    await tx.flush();
  });
}
