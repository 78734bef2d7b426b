/**
 * Aftercare for installer companies' users (issue 44, `installer.aftercare`): only their own company's
 * households (another's answers 404). Staff's procedures of the same name (`admin.aftercare`) do the same
 * on every order.
 */
import { filterInput, supportAnswerInput, supportSlotsInput, supportStepInput } from '../../../src/aftercare/schema.ts';
import { recordFilterHandedOver } from '../../services/aftercare/filter.ts';
import { answerRequest, offerRequestSlots, stepRequest } from '../../services/aftercare/support-actions.ts';
import { supportList } from '../../services/aftercare/support-lists.ts';
import { actorRef, mailSettingsOf, type VisitActor } from '../../services/visits/visit-actors.ts';
import { installerProcedure, router } from '../init.ts';

const actorOf = (session: { userId: number; username: string; installerId: number }) =>
  ({ kind: 'installer', userId: session.userId, username: session.username, installerId: session.installerId }) satisfies VisitActor;

export const installerAftercareRouter = router({
  /** The company's unresolved requests for help and service visits, oldest first (the read is audited). */
  support: installerProcedure.query(({ ctx }) => supportList(ctx.em, ctx.installer.installerId, { name: actorRef(actorOf(ctx.installer)).name })),
  answer: installerProcedure.input(supportAnswerInput).mutation(async ({ ctx, input }) => {
    const result = await answerRequest(ctx.em, actorOf(ctx.installer), input, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  offerSlots: installerProcedure.input(supportSlotsInput).mutation(async ({ ctx, input }) => {
    const result = await offerRequestSlots(ctx.em, actorOf(ctx.installer), input, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  step: installerProcedure.input(supportStepInput).mutation(async ({ ctx, input }) => {
    const result = await stepRequest(ctx.em, actorOf(ctx.installer), input, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  filter: installerProcedure.input(filterInput).mutation(({ ctx, input }) => recordFilterHandedOver(ctx.em, actorOf(ctx.installer), input)),
});
