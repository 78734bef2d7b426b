/**
 * A household erases everything itself (GDPR art. 17, issue 23): the lead, its status history, notes,
 * own changes and personal links (the foreign keys cascade), and its mails, queued or sent, with their
 * files (eraseLeadMails, decision 020), in one transaction. The audit log keeps only that lead number N
 * was erased by the household, and when. Its links then open nothing: a 404 like any unknown link.
 */
import { Lead } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';
import { type ErasureSettings, queueCompaction } from '../erasure-compaction.ts';
import { eraseLeadMails } from '../mail/lead-mail-erasure.ts';
import { leadOfLink } from './link-tokens.ts';

/** The audit log's actor of what a household did itself (no staff account has a name with spaces). */
export const HOUSEHOLD_ACTOR = 'het huishouden';

export async function eraseHouseholdData(em: Em, token: string, erasure: ErasureSettings): Promise<void> {
  await em.transactional(async (tx) => {
    const id = await leadOfLink(tx, token);
    // Locked first, so that a staff note or status change in flight waits, and a second erasure finds nothing.
    const locked = await tx.execute<Array<{ id: number }>>(`select "id" from "leads" where "id" = ? for update`, [id]);
    if (locked.length === 0) throw new DomainError('householdLinkNotFound');
    await eraseLeadMails(tx, [id], erasure.outboxDir);
    await tx.nativeDelete(Lead, { id });
    recordAudit(tx, { action: 'lead.erased_by_household', actor: HOUSEHOLD_ACTOR, leadId: id });
    // On the embedded database its files are rewritten soon after, so that no file under DATA_DIR keeps it.
    await queueCompaction(tx, erasure);
  });
}
