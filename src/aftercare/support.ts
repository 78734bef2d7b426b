/**
 * Help when something breaks (issue 44 item 3): a household's request as data, like an order's steps
 * (STYLE "Lifecycles as data"). A request is open until the seller plans a visit (it offers times
 * through the visit's slots flow; the household books one), then planned, then resolved; the household
 * may open a resolved one again when the problem came back. Answers are messages that change no status;
 * the first one is what the service level counts: due within the seller's promised number of Belgian
 * working days (its terms), else DEFAULT_FIRST_ANSWER_WORKING_DAYS. The server's `changeSupportRequest()`
 * is the only code that changes a request: it checks this table, then writes the history row, the mail
 * and the audit entry in one transaction. A service visit (item 4) is a request of kind `service`.
 */
import { addWorkingDays } from '../orders/working-days.ts';

export const SUPPORT_CATEGORIES = ['no-soft-water', 'leak', 'salt', 'app', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

/** A request for help, or for the periodic service visit. */
export const SUPPORT_KINDS = ['support', 'service'] as const;
export type SupportKind = (typeof SUPPORT_KINDS)[number];

export const SUPPORT_STATUSES = ['open', 'planned', 'resolved'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_ACTORS = ['household', 'installer', 'staff'] as const;
export type SupportActor = (typeof SUPPORT_ACTORS)[number];

/** Where the seller's terms promise no first answer: ours to staff (no promise is made to the household). */
const DEFAULT_FIRST_ANSWER_WORKING_DAYS = 2;

/** Every allowed step with who may take it; a step not here is refused. */
const SUPPORT_TRANSITIONS: ReadonlyArray<{ from: SupportStatus; to: SupportStatus; by: readonly SupportActor[] }> = [
  // The seller offers times for a visit (the household then books one), or one agreed by phone.
  { from: 'open', to: 'planned', by: ['installer', 'staff'] },
  // The visit is called off: the request waits again.
  { from: 'planned', to: 'open', by: ['installer', 'staff'] },
  // Solved, by phone or at the visit (a service visit: the service is recorded with it).
  { from: 'open', to: 'resolved', by: ['installer', 'staff'] },
  { from: 'planned', to: 'resolved', by: ['installer', 'staff'] },
  // The problem came back: the household opens it again.
  { from: 'resolved', to: 'open', by: ['household', 'staff'] },
];

export function maySupportTransition(from: SupportStatus, to: SupportStatus, actor: SupportActor): boolean {
  return SUPPORT_TRANSITIONS.some((step) => step.from === from && step.to === to && step.by.includes(actor));
}

/** The working day by which the first answer is due, for a request made on `createdOn` (Brussels). */
export function firstAnswerDueOn(createdOn: string, workingDays: number | null | undefined): string {
  return addWorkingDays(createdOn, workingDays ?? DEFAULT_FIRST_ANSWER_WORKING_DAYS);
}

/** Late on `today`: still without a first answer after its due day, or answered after it (`answeredOn`). */
export function isSupportLate(request: { answerDueOn: string; answeredOn: string | null }, today: string): boolean {
  return request.answeredOn === null ? today > request.answerDueOn : request.answeredOn > request.answerDueOn;
}

/** Staff's labels (back office). The household's and the installer's are in texts.ts / installer-texts.ts. */
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = { open: 'Open', planned: 'Bezoek gepland', resolved: 'Opgelost' };
export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory | 'service', string> = {
  'no-soft-water': 'Geen zacht water',
  leak: 'Lek',
  salt: 'Zout',
  app: 'App',
  other: 'Iets anders',
  service: 'Onderhoud',
};
