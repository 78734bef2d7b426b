/**
 * Sellers' terms (issue 42 item 1, decision 057): staff record, read and remove the terms of one installer
 * company (src/seller-terms/schema.ts); proposals read them to state them, the page part `promises` to
 * know what the public pages may claim, aftercare (issue 44) for the guarantee, service, servicing, salt
 * and filter of an order's seller. Every change is audited (`seller_terms.saved`, `seller_terms.removed`,
 * with the groups that changed) and writes the pages again (`pagesChanged`, decision 048) in its
 * transaction; the procedure wakes the job runner after commit.
 */
import { Installer, SellerTerms } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import type { SellerTerms as Terms, SellerTermsInput } from '../../../src/seller-terms/schema.ts';
import { pagesChanged } from '../../page-parts/page-parts.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';
import { termsOf } from './seller-terms-reads.ts';

/** Who is acting: the signed-in member of staff. */
type Actor = { userId: number; username: string };

/** The terms as the API answers them: the record, whose installer, who changed them last and when. */
export interface SellerTermsView extends Terms {
  installerId: number;
  changedBy: string;
  updatedAt: string;
}

const GROUPS = ['source', 'manufacturer', 'guarantee', 'service', 'servicingIntervalMonths', 'salt', 'pfasFilter', 'payment'] as const satisfies ReadonlyArray<keyof Terms>;

function view(row: SellerTerms, installerId: number): SellerTermsView {
  return { ...termsOf(row), installerId, changedBy: row.changedByName, updatedAt: row.updatedAt.toISOString() };
}

async function installerOf(em: Em, installerId: number): Promise<Installer> {
  const installer = await em.findOne(Installer, { id: installerId });
  if (!installer) throw new DomainError('installerNotFound', { id: installerId });
  return installer;
}

/** The terms of installer `installerId`, or null when none are recorded (404 for an unknown installer). */
export async function getSellerTerms(em: Em, installerId: number): Promise<SellerTermsView | null> {
  await installerOf(em, installerId);
  const row = await em.findOne(SellerTerms, { installer: installerId });
  return row ? view(row, installerId) : null;
}

/** The terms of every installer that has some. */
export async function allSellerTerms(em: Em): Promise<SellerTermsView[]> {
  const rows = await em.find(SellerTerms, {}, { orderBy: { installer: 'asc' } });
  return rows.map((row) => view(row, row.installer.id));
}

/** Records (or replaces) the terms of an installer, audited, and has the pages written again. */
export async function saveSellerTerms(em: Em, actor: Actor, input: SellerTermsInput): Promise<SellerTermsView> {
  const { installerId, ...terms } = input;
  return em.transactional(async (tx) => {
    const installer = await installerOf(tx, installerId);
    const existing = await tx.findOne(SellerTerms, { installer: installer.id });
    const before = existing ? termsOf(existing) : null;
    const values = { ...terms, changedBy: actor.userId, changedByName: actor.username };
    const row = existing ? tx.assign(existing, values) : tx.create(SellerTerms, { installer, ...values });
    const changed = GROUPS.filter((group) => JSON.stringify(before?.[group] ?? null) !== JSON.stringify(terms[group]));
    recordAudit(tx, {
      action: 'seller_terms.saved',
      actor: actor.username,
      details: { installerId: installer.id, groups: changed.join(',') || 'none', first: before === null },
    });
    await tx.flush();
    await pagesChanged(tx, 'promises');
    return view(row, installer.id);
  });
}

/** Removes an installer's terms: its proposals and the pages then promise nothing of it. */
export async function removeSellerTerms(em: Em, actor: Actor, installerId: number): Promise<{ removed: boolean }> {
  return em.transactional(async (tx) => {
    await installerOf(tx, installerId);
    const deleted = await tx.nativeDelete(SellerTerms, { installer: installerId });
    if (deleted > 0) {
      recordAudit(tx, { action: 'seller_terms.removed', actor: actor.username, details: { installerId } });
      await tx.flush();
      await pagesChanged(tx, 'promises');
    }
    return { removed: deleted > 0 };
  });
}
