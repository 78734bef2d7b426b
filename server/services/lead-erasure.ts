/** Staff erasing one lead (DELETE /api/admin/leads/:id, tRPC admin.leads.erase). */
import { LockMode } from '@mikro-orm/core';
import { Lead } from '../../database/entities/index.ts';
import type { Em } from '../../database/orm.ts';
import { recordAudit } from './audit.ts';
import { DomainError } from './domain-error.ts';
import { type ErasureSettings, queueCompaction } from './erasure-compaction.ts';
import { keepFunnelCounts } from './funnel.ts';
import type { Actor } from './lead-admin.ts';
import { eraseLeadMails } from './mail/lead-mail-erasure.ts';
import { keptOrderOfLead } from './orders/order-keeping.ts';
import { measurementsChange } from './visits/measured-pages.ts';
import { reviewsChange } from './aftercare/review-pages.ts';

/**
 * Erases a lead with its history and notes (the foreign keys cascade) and its mails, queued or written
 * as files in `outboxDir` (server/services/mail/lead-mail-erasure.ts). The audit log keeps that it
 * happened, by whom and when, and the lead's number and status: no personal data; the funnel keeps what
 * it counted for. A lead whose order must still be kept for the seller's legal duties is refused
 * (decision 046). On the embedded database its files are rewritten soon after
 * (server/services/erasure-compaction.ts).
 */
export async function eraseLead(em: Em, actor: Actor, id: number, erasure: ErasureSettings): Promise<void> {
  await em.transactional(async (tx) => {
    const lead = await tx.findOne(Lead, { id }, { fields: ['id', 'status'], lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!lead) throw new DomainError('leadNotFound', { id: id });
    const kept = await keptOrderOfLead(tx, id);
    if (kept) throw new DomainError('orderKept', { keptUntil: kept.keptUntil });
    await keepFunnelCounts(tx, [id]);
    await measurementsChange(tx, [id]);
    await reviewsChange(tx, [id]);
    await eraseLeadMails(tx, [id], erasure.outboxDir);
    await tx.nativeDelete(Lead, { id });
    recordAudit(tx, { action: 'lead.erased', actor: actor.username, leadId: id, details: { status: lead.status } });
    await queueCompaction(tx, erasure);
  });
}
