/**
 * Aftercare's mails that come with time (issue 44 items 4 and 6), one daily job of the runner
 * (`aftercare.reminders`, server/jobs/background-jobs.ts): the service reminder six weeks before each
 * service date, and the invitation to review some weeks after the installation. Each is marked on the
 * order's aftercare record in the mail's own transaction, so that it goes once per household whichever
 * instance runs the job, and a run after a crash sends nothing twice.
 */
import type { Em } from '../../../database/orm.ts';
import { sendReviewInvitations } from './review-invitations.ts';
import { sendServiceReminders } from './servicing.ts';

export const AFTERCARE_REMINDERS_JOB = 'aftercare.reminders';

export async function sendAftercareReminders(em: Em, publicUrl: string, now: Date): Promise<{ reminded: number; invited: number }> {
  const { reminded } = await sendServiceReminders(em, publicUrl, now);
  const { invited } = await sendReviewInvitations(em, publicUrl, now);
  return { reminded, invited };
}
