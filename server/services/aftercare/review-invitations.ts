/**
 * The invitation to review (issue 44 item 6): some weeks after the installation (src/aftercare/reviews.ts,
 * REVIEW_INVITE_DAYS) the household is mailed once to give its opinion on its page. Not a mail the law or
 * the household's own act asks for: withheld once it stopped mail.
 */
import { Aftercare } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { aftercareMailTexts } from '../../../src/aftercare/mail-texts.ts';
import { REVIEW_INVITE_DAYS, reviewInvitationDue } from '../../../src/aftercare/reviews.ts';
import { addDays } from '../../../src/orders/dates.ts';
import { writeHouseholdMail } from './aftercare-mails.ts';

/** A softener installed longer ago than this (before aftercare existed, or the job was off) is not invited any more. */
const INVITE_WITHIN_DAYS = 180;

export async function sendReviewInvitations(em: Em, publicUrl: string, now: Date): Promise<{ invited: number }> {
  const today = isoDateInBrussels(now);
  const candidates = await em.execute<Array<{ id: number; installed_on: string }>>(
    `select a."id", o."installed_on"::text as "installed_on" from "aftercare" a join "orders" o on o."id" = a."order_id"
     where o."status" = 'installed' and a."review_invited_at" is null and o."installed_on" <= ?::date and o."installed_on" > ?::date
       and not exists (select 1 from "reviews" r where r."order_id" = o."id")`,
    [addDays(today, -REVIEW_INVITE_DAYS), addDays(today, -INVITE_WITHIN_DAYS)],
  );
  let invited = 0;
  for (const candidate of candidates) {
    if (!reviewInvitationDue(candidate.installed_on, null, today)) continue;
    invited += await em.fork().transactional(async (tx) => {
      const marked = await tx.execute<Array<{ id: number }>>(`update "aftercare" set "review_invited_at" = ? where "id" = ? and "review_invited_at" is null returning "id"`, [now, candidate.id]);
      if (marked.length === 0) return 0;
      const aftercare = await tx.findOneOrFail(Aftercare, { id: candidate.id }, { populate: ['order', 'order.lead', 'order.installer'] });
      const M = aftercareMailTexts(aftercare.order.lead.language);
      writeHouseholdMail(tx, aftercare.order, { kind: 'review-invitation', subject: M.reviewInvitation.subject, lines: [M.reviewInvitation.ask] }, publicUrl, now);
      await tx.flush();
      return 1;
    });
  }
  return { invited };
}
