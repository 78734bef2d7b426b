/**
 * Aftercare for installer companies' users (issue 44, `installer.aftercare`): only their own company's
 * households (another's answers 404), the messages of invalid input in the user's language (issue 43:
 * `inCallersLanguage`). Staff's procedures of the same name (`admin.aftercare`) do the same on every order.
 */
import { filterInputFor, saltDeliveredInputFor, saltRefFor, serviceInputFor, supportAnswerInputFor, supportSlotsInputFor, supportStepInputFor } from '../../../src/aftercare/schema.ts';
import { recordFilterHandedOver } from '../../services/aftercare/filter.ts';
import { saltToDeliver, stepSalt } from '../../services/aftercare/salt.ts';
import { recordService, servicesDue } from '../../services/aftercare/servicing.ts';
import { answerRequest, offerRequestSlots, stepRequest } from '../../services/aftercare/support-actions.ts';
import { supportList } from '../../services/aftercare/support-lists.ts';
import { actorRef, mailSettingsOf, type VisitActor } from '../../services/visits/visit-actors.ts';
import type { InstallerSession } from '../../services/admin-session.ts';
import { inCallersLanguage } from '../caller-locale.ts';
import { installerProcedure, router } from '../init.ts';

const saltRef = inCallersLanguage(saltRefFor);

const actorOf = (session: InstallerSession) =>
  ({ kind: 'installer', userId: session.userId, username: session.username, installerId: session.installerId, language: session.language }) satisfies VisitActor;

export const installerAftercareRouter = router({
  /** The company's unresolved requests for help and service visits, oldest first (the read is audited). */
  support: installerProcedure.query(({ ctx }) => supportList(ctx.em, ctx.installer.installerId, { name: actorRef(actorOf(ctx.installer)).name })),
  answer: installerProcedure.input(inCallersLanguage(supportAnswerInputFor)).mutation(async ({ ctx, input }) => {
    const result = await answerRequest(ctx.em, actorOf(ctx.installer), input, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  offerSlots: installerProcedure.input(inCallersLanguage(supportSlotsInputFor)).mutation(async ({ ctx, input }) => {
    const result = await offerRequestSlots(ctx.em, actorOf(ctx.installer), input, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  step: installerProcedure.input(inCallersLanguage(supportStepInputFor)).mutation(async ({ ctx, input }) => {
    const result = await stepRequest(ctx.em, actorOf(ctx.installer), input, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  /** Installed softeners whose service is due within six weeks or overdue. */
  services: installerProcedure.query(({ ctx }) => servicesDue(ctx.em, ctx.installer.installerId)),
  /** A service done: the next date moves on; an open service visit is resolved with it. */
  recordService: installerProcedure.input(inCallersLanguage(serviceInputFor)).mutation(async ({ ctx, input }) => {
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
  deliverSalt: installerProcedure.input(inCallersLanguage(saltDeliveredInputFor)).mutation(async ({ ctx, input }) => {
    const result = await stepSalt(ctx.em, actorOf(ctx.installer), { ...input, to: 'delivered' }, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  cancelSalt: installerProcedure.input(saltRef).mutation(async ({ ctx, input }) => {
    const result = await stepSalt(ctx.em, actorOf(ctx.installer), { ...input, to: 'cancelled' }, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  filter: installerProcedure.input(inCallersLanguage(filterInputFor)).mutation(({ ctx, input }) => recordFilterHandedOver(ctx.em, actorOf(ctx.installer), input)),
});
