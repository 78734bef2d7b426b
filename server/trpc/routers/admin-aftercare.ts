/** Aftercare for staff (issue 44, `admin.aftercare`): everything an installer does, on every order. */
import { filterInput, supportAnswerInput, supportSlotsInput, supportStepInput } from '../../../src/aftercare/schema.ts';
import { recordFilterHandedOver } from '../../services/aftercare/filter.ts';
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
  filter: adminProcedure.input(filterInput).mutation(({ ctx, input }) => recordFilterHandedOver(ctx.em, staff(ctx.session), input)),
});
