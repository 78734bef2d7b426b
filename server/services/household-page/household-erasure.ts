/**
 * A household erases everything itself (GDPR art. 17, issue 23): the lead, its status history, notes,
 * own changes and personal links (the foreign keys cascade), and its mails, queued or sent, with their
 * files (eraseLeadMails, decision 020), in one transaction; the funnel keeps only what it counted for.
 * The audit log keeps only that lead number N was erased by the household, and when. Its links then
 * open nothing: a 404 like any unknown link.
 *
 * A household with an order that must be kept for the seller's legal duties (issue 33, decision 046) is
 * not erased in one tap: what the order does not need goes at once (how it came to the site, notes, its
 * other proposals, the history, its own changes, the copies of mails), no mail but those the law
 * requires reaches it any more, and its order with the buyer's data stays until the keeping time ends
 * (then the retention purge erases it). Its links keep working, so that it can still withdraw online
 * and see what is kept; staff are told by mail (LEADS_NOTIFY_EMAIL), in the lead's detail and the audit log.
 */
import { Lead } from '../../../database/entities/index.ts';
import { OutboxMail } from '../../../database/entities/OutboxMail.ts';
import type { Em } from '../../../database/orm.ts';
import { formatDate } from '../../../src/admin/format.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';
import { type ErasureSettings, queueCompaction } from '../erasure-compaction.ts';
import { keepFunnelCounts } from '../funnel.ts';
import { measurementsChange } from '../visits/measured-pages.ts';
import { reviewsChange } from '../aftercare/review-pages.ts';
import { eraseLeadMails } from '../mail/lead-mail-erasure.ts';
import { htmlDocument, escapeHtml, subjectText } from '../mail/templates.ts';
import { keptOrderOfLead } from '../orders/order-keeping.ts';
import { leadOfLink } from './link-tokens.ts';

/** The audit log's actor of what a household did itself (no staff account has a name with spaces). */
export const HOUSEHOLD_ACTOR = 'het huishouden';

/** What an erasure did: everything, or all but an order kept until `keptUntil`. */
export type ErasureResult = { erased: 'all'; keptUntil: null } | { erased: 'partly'; keptUntil: string };

/** Mails that still go after a partial erasure: the order's, which the law requires (queued ones only). */
const KEPT_PENDING_MAILS = ['order-confirmation', 'order-withdrawn', 'order-cancelled', 'order-notice'] as const;

export async function eraseHouseholdData(
  em: Em,
  token: string,
  erasure: ErasureSettings,
  notify: { publicUrl: string; staffEmail: string | undefined } = { publicUrl: '', staffEmail: undefined },
  now = new Date(),
): Promise<ErasureResult> {
  return em.transactional(async (tx): Promise<ErasureResult> => {
    const id = await leadOfLink(tx, token);
    // Locked first, so that a staff note or status change in flight waits, and a second erasure finds nothing.
    const locked = await tx.execute<Array<{ id: number }>>(`select "id" from "leads" where "id" = ? for update`, [id]);
    if (locked.length === 0) throw new DomainError('householdLinkNotFound');
    const kept = await keptOrderOfLead(tx, id, now);
    if (kept) {
      await eraseAllButTheOrder(tx, id, erasure, now);
      recordAudit(tx, { action: 'lead.erasure_requested_by_household', actor: HOUSEHOLD_ACTOR, leadId: id, details: { orderId: kept.orderId, keptUntil: kept.keptUntil } });
      if (notify.staffEmail) tellStaff(tx, id, kept, notify.publicUrl, notify.staffEmail, now);
      await tx.flush();
      await queueCompaction(tx, erasure);
      return { erased: 'partly', keptUntil: kept.keptUntil };
    }
    await keepFunnelCounts(tx, [id]);
    await measurementsChange(tx, [id]);
    await reviewsChange(tx, [id]);
    await eraseLeadMails(tx, [id], erasure.outboxDir);
    await tx.nativeDelete(Lead, { id });
    recordAudit(tx, { action: 'lead.erased_by_household', actor: HOUSEHOLD_ACTOR, leadId: id });
    // On the embedded database its files are rewritten soon after, so that no file under DATA_DIR keeps it.
    await queueCompaction(tx, erasure);
    return { erased: 'all', keptUntil: null };
  });
}

/** Erases what the lead's order does not need (the lead locked by the caller). */
async function eraseAllButTheOrder(tx: Em, id: number, erasure: ErasureSettings, now: Date): Promise<void> {
  await tx.execute(
    `update "leads" set "source_url" = null, "utm_source" = null, "utm_medium" = null, "utm_campaign" = null, "landing_page" = null,
       "erasure_requested_at" = coalesce("erasure_requested_at", ?), "mail_stopped_at" = coalesce("mail_stopped_at", ?), "version" = "version" + 1
     where "id" = ?`,
    [now, now, id],
  );
  for (const table of ['lead_notes', 'lead_status_changes', 'household_changes']) {
    await tx.execute(`delete from "${table}" where "lead_id" = ?`, [id]);
  }
  await tx.execute(`delete from "proposals" where "lead_id" = ? and not exists (select 1 from "orders" o where o."proposal_id" = "proposals"."id")`, [id]);
  // The visit's arrangements (issue 34) are no part of the contract: the slots, the appointment, staff's
  // notes for the installer and the household's message go; what the visit found and the installation stay.
  const orders = `(select o."id" from "orders" o where o."lead_id" = ?)`;
  await tx.execute(`delete from "visit_slots" where "order_id" in ${orders}`, [id]);
  await tx.execute(`delete from "appointments" where "order_id" in ${orders}`, [id]);
  await tx.execute(`update "orders" set "installer_note" = null, "other_times_note" = null where "lead_id" = ?`, [id]);
  // Aftercare (issue 44): its review leaves every page, and its requests for help (its words, their answers
  // and visits) go; the warranty, the services done and the salt delivered stay with the contract.
  await reviewsChange(tx, [id]);
  await tx.execute(`delete from "reviews" where "order_id" in ${orders}`, [id]);
  await tx.execute(`delete from "support_requests" where "order_id" in ${orders}`, [id]);
  await eraseLeadMails(tx, [id], erasure.outboxDir, KEPT_PENDING_MAILS);
}

/** To staff, in Dutch: a household with a kept order asked to erase everything; what went and until when the rest stays. */
function tellStaff(tx: Em, leadId: number, kept: { orderId: number; keptUntil: string }, publicUrl: string, staffEmail: string, now: Date): void {
  const until = formatDate(`${kept.keptUntil}T12:00:00Z`);
  const subject = subjectText(`Wisvraag van lead ${leadId}: bestelling ${kept.orderId} blijft bewaard tot ${until}`);
  const lines = [
    `Het huishouden van lead ${leadId} vroeg op zijn pagina om alles te wissen (${formatDate(now)}).`,
    `Het heeft bestelling ${kept.orderId}, die voor de wettelijke plichten van de verkoper bewaard blijft tot ${until}: de bestelling, de aanvaarde tekst en naam, adres, telefoon en e-mail van de koper.`,
    'Meteen gewist: herkomst (pagina, campagne), notities, statusgeschiedenis, eigen wijzigingen, andere voorstellen, afspraken en notities voor de installateur, en de kopieën van e-mails. Het huishouden krijgt alleen nog e-mails die de wet vraagt.',
  ];
  const url = `${publicUrl}/admin/dashboard?lead=${leadId}`;
  tx.create(OutboxMail, {
    kind: 'erasure-request',
    lead: leadId,
    recipient: staffEmail,
    replyTo: null,
    subject,
    text: [...lines, '', `Open het beheer: ${url}`].join('\n'),
    html: htmlDocument(subject, `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(url)}">Open het beheer</a></p>`),
    createdAt: now,
  });
}
