/** Aftercare for staff (issue 44, `admin.aftercare`): everything an installer does, on every order. */
import { filterInput, reviewListInput, reviewRef, saltDeliveredInput, saltRef, serviceInput, supportAnswerInput, supportSlotsInput, supportStepInput } from '../../../src/aftercare/schema.ts';
import { aftercareStats, supportRequestsCsv } from '../../services/aftercare/aftercare-stats.ts';
import { recordFilterHandedOver } from '../../services/aftercare/filter.ts';
import { moderateReview, reviewList } from '../../services/aftercare/reviews.ts';
import { saltToDeliver, stepSalt } from '../../services/aftercare/salt.ts';
import { recordService, servicesDue } from '../../services/aftercare/servicing.ts';
import { answerRequest, offerRequestSlots, stepRequest } from '../../services/aftercare/support-actions.ts';
import { lateSupportList, supportList } from '../../services/aftercare/support-lists.ts';
import { mailSettingsOf, type VisitActor } from '../../services/visits/visit-actors.ts';
import { adminProcedure, router } from '../init.ts';

const staff = (session: { userId: number; username: string }) => ({ kind: 'staff', userId: session.userId, username: session.username }) satisfies VisitActor;

export const adminAftercareRouter = router({
  /** Every company's unresolved requests, oldest first. */
  support: adminProcedure.query(({ ctx }) => supportList(ctx.em, null, null)),
  /** The late list: no first answer after the due working day; and the counts per company. */
  supportLate: adminProcedure.query(({ ctx }) => lateSupportList(ctx.em)),
  answer: adminProcedure.input(supportAnswerInput).mutation(async ({ ctx, input }) => {
    const result = await answerRequest(ctx.em, staff(ctx.session), input, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  offerSlots: adminProcedure.input(supportSlotsInput).mutation(async ({ ctx, input }) => {
    const result = await offerRequestSlots(ctx.em, staff(ctx.session), input, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  step: adminProcedure.input(supportStepInput).mutation(async ({ ctx, input }) => {
    const result = await stepRequest(ctx.em, staff(ctx.session), input, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  /** Installed softeners whose service is due within six weeks or overdue. */
  services: adminProcedure.query(({ ctx }) => servicesDue(ctx.em, null)),
  /** A service done: the next date moves on; an open service visit is resolved with it. */
  recordService: adminProcedure.input(serviceInput).mutation(async ({ ctx, input }) => {
    const result = await recordService(ctx.em, staff(ctx.session), input, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  /** Salt asked for or confirmed, by week. */
  salt: adminProcedure.query(({ ctx }) => saltToDeliver(ctx.em, null)),
  /** A delivery confirmed, delivered or cancelled: the household is mailed at each. */
  confirmSalt: adminProcedure.input(saltRef).mutation(async ({ ctx, input }) => {
    const result = await stepSalt(ctx.em, staff(ctx.session), { ...input, to: 'confirmed' }, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  deliverSalt: adminProcedure.input(saltDeliveredInput).mutation(async ({ ctx, input }) => {
    const result = await stepSalt(ctx.em, staff(ctx.session), { ...input, to: 'delivered' }, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  cancelSalt: adminProcedure.input(saltRef).mutation(async ({ ctx, input }) => {
    const result = await stepSalt(ctx.em, staff(ctx.session), { ...input, to: 'cancelled' }, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  /** Reviews to moderate (or of one status), the newest first. */
  reviews: adminProcedure.input(reviewListInput).query(({ ctx, input }) => reviewList(ctx.em, input.status ?? null)),
  /** Shown on the site (with the household's consent only: 409 without) or not; the pages follow within the job's wake-up. */
  publishReview: adminProcedure.input(reviewRef).mutation(async ({ ctx, input }) => {
    const result = await moderateReview(ctx.em, ctx.session.username, input.id, 'published');
    ctx.deps.jobs.wake();
    return result;
  }),
  hideReview: adminProcedure.input(reviewRef).mutation(async ({ ctx, input }) => {
    const result = await moderateReview(ctx.em, ctx.session.username, input.id, 'hidden');
    ctx.deps.jobs.wake();
    return result;
  }),
  /** Aftercare's monthly figures: requests per seller, services done and due, reviews. */
  stats: adminProcedure.query(({ ctx }) => aftercareStats(ctx.em)),
  /** Every request as a CSV row (numbers and dates; no name, no message). */
  supportCsv: adminProcedure.query(({ ctx }) => supportRequestsCsv(ctx.em)),
  filter: adminProcedure.input(filterInput).mutation(({ ctx, input }) => recordFilterHandedOver(ctx.em, staff(ctx.session), input)),
});
