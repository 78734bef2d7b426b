/**
 * Reviews from real households only (issue 44 item 6; decision 021, directive 2005/29/EC annex I point
 * 23b): written on its page by a household whose softener is installed, one per order. What the site may
 * show follows from the row by `isReviewShown`: staff published it and the household consents to
 * publication; a changed text waits for staff again. Shown as the household agreed: first name, the
 * initial of the family name, the municipality and the month. Pure.
 */
import { addDays } from '../orders/dates.ts';

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Days after the installation the household is invited to review (after the 14 days of withdrawal, a few weeks of use). */
export const REVIEW_INVITE_DAYS = 28;

export function isReviewShown(review: { status: ReviewStatus; publish: boolean }): boolean {
  return review.status === 'published' && review.publish;
}

/** 'Sarah V.': the first name and the initial of the family name as the household typed it. */
export function reviewAuthor(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0] ?? '';
  return initial ? `${firstName.trim()} ${initial.toLocaleUpperCase('nl-BE')}.` : firstName.trim();
}

/** Whether the invitation to review is due on `today` for a softener installed on `installedOn`. */
export function reviewInvitationDue(installedOn: string, invitedAt: Date | null, today: string): boolean {
  return invitedAt === null && today >= addDays(installedOn, REVIEW_INVITE_DAYS);
}
