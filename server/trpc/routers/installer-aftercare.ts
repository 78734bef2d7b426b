/**
 * Aftercare for installer companies' users (issue 44, `installer.aftercare`): only their own company's
 * households (another's answers 404). Staff's procedures of the same name (`admin.aftercare`) do the same
 * on every order.
 */
import { filterInput, saltDeliveredInput, saltRef, serviceInput, supportAnswerInput, supportSlotsInput, supportStepInput } from '../../../src/aftercare/schema.ts';
import { recordFilterHandedOver } from '../../services/aftercare/filter.ts';
import { saltToDeliver, stepSalt } from '../../services/aftercare/salt.ts';
import { recordService, servicesDue } from '../../services/aftercare/servicing.ts';
import { answerRequest, offerRequestSlots, stepRequest } from '../../services/aftercare/support-actions.ts';
import { supportList } from '../../services/aftercare/support-lists.ts';
import { actorRef, mailSettingsOf, type VisitActor } from '../../services/visits/visit-actors.ts';
import type { InstallerSession } from '../../services/admin-session.ts';
import { installerProcedure, router } from '../init.ts';

const actorOf = (session: InstallerSession) =>
  ({ kind: 'installer', userId: session.userId, username: session.username, installerId: session.installerId, language: session.language }) satisfies VisitActor;

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
  /** Installed softeners whose service is due within six weeks or overdue. */
  services: installerProcedure.query(({ ctx }) => servicesDue(ctx.em, ctx.installer.installerId)),
  /** A service done: the next date moves on; an open service visit is resolved with it. */
  recordService: installerProcedure.input(serviceInput).mutation(async ({ ctx, input }) => {
    const result = await recordService(ctx.em, actorOf(ctx.installer), input, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  /** Salt asked for or confirmed, by week. */
  salt: installerProcedure.query(({ ctx }) => saltToDeliver(ctx.em, ctx.installer.installerId)),
  /** A delivery confirmed, delivered or cancelled: the household is mailed at each. */
  confirmSalt: installerProcedure.input(saltRef).mutation(async ({ ctx, input }) => {
    const result = await stepSalt(ctx.em, actorOf(ctx.installer), { ...input, to: 'confirmed' }, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  deliverSalt: installerProcedure.input(saltDeliveredInput).mutation(async ({ ctx, input }) => {
    const result = await stepSalt(ctx.em, actorOf(ctx.installer), { ...input, to: 'delivered' }, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  cancelSalt: installerProcedure.input(saltRef).mutation(async ({ ctx, input }) => {
    const result = await stepSalt(ctx.em, actorOf(ctx.installer), { ...input, to: 'cancelled' }, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  filter: installerProcedure.input(filterInput).mutation(({ ctx, input }) => recordFilterHandedOver(ctx.em, actorOf(ctx.installer), input)),
});
