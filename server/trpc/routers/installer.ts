/**
 * The installer's procedures (issue 34, `installer`): only for a signed-in user of an installer company
 * (`installerProcedure`), each on its own company's orders only (another's answers 404). Its answers and
 * the messages of its invalid input are in its language (issue 43: `inCallersLanguage`).
 */
import { collectionInputFor, installationPlanInputFor, installedInputFor, orderRefFor, slotsInputFor, visitInputFor } from '../../../src/visits/schema.ts';
import { offerSlots } from '../../services/visits/appointments.ts';
import { getInstallerOrder, listInstallerOrders } from '../../services/visits/installer-orders.ts';
import { mailSettingsOf, type VisitActor } from '../../services/visits/visit-actors.ts';
import { planInstallation, recordCollected, recordInstalled, recordVisit } from '../../services/visits/visit-outcome.ts';
import { installerCalendar } from '../../services/visits/installer-calendar.ts';
import { deadlineList, serviceLevelsOf } from '../../services/visits/deadlines.ts';
import type { InstallerSession } from '../../services/admin-session.ts';
import { inCallersLanguage } from '../caller-locale.ts';
import { installerProcedure, router } from '../init.ts';
import { installerAftercareRouter } from './installer-aftercare.ts';
import { woken } from '../woken.ts';

const actorOf = (session: InstallerSession) =>
  ({ kind: 'installer', userId: session.userId, username: session.username, installerId: session.installerId, language: session.language }) satisfies VisitActor;

const orderRef = inCallersLanguage(orderRefFor);

export const installerRouter = router({
  /** Aftercare of the company's installed softeners (issue 44). */
  aftercare: installerAftercareRouter,
  /** Who is signed in, for which company, in which language. */
  me: installerProcedure.query(({ ctx }) => ({ username: ctx.installer.username, installerId: ctx.installer.installerId, language: ctx.installer.language })),
  /** The company's open orders, what is due first (today, this week), and the withdrawn softeners to collect. */
  orders: installerProcedure.query(({ ctx }) => listInstallerOrders(ctx.em, actorOf(ctx.installer))),
  /** Its own orders late or due within two working days (the service levels). */
  deadlines: installerProcedure.query(({ ctx }) => deadlineList(ctx.em, serviceLevelsOf(ctx.deps.env), ctx.installer.installerId)),
  order: installerProcedure.input(orderRef).query(({ ctx, input }) => getInstallerOrder(ctx.em, actorOf(ctx.installer), input.id)),
  /** The appointment as an .ics file (METHOD:PUBLISH) for the installer's own calendar, in its language. */
  calendar: installerProcedure.input(orderRef).query(({ ctx, input }) => installerCalendar(ctx.em, actorOf(ctx.installer), input.id)),
  // Each step mails the household (issue 42): the outbox is woken after commit.
  offerSlots: installerProcedure.input(inCallersLanguage(slotsInputFor)).mutation(async ({ ctx, input }) => woken(ctx, await offerSlots(ctx.em, actorOf(ctx.installer), input, mailSettingsOf(ctx.deps.env)))),
  recordVisit: installerProcedure.input(inCallersLanguage(visitInputFor)).mutation(async ({ ctx, input }) => {
    const result = await recordVisit(ctx.em, actorOf(ctx.installer), input, mailSettingsOf(ctx.deps.env));
    // Its mails, and the place pages' measured hardness (pages.rewrite).
    ctx.deps.jobs.wake();
    return result;
  }),
  planInstallation: installerProcedure
    .input(inCallersLanguage(installationPlanInputFor))
    .mutation(async ({ ctx, input }) => woken(ctx, await planInstallation(ctx.em, actorOf(ctx.installer), input, mailSettingsOf(ctx.deps.env)))),
  recordInstalled: installerProcedure
    .input(inCallersLanguage(installedInputFor))
    .mutation(async ({ ctx, input }) => woken(ctx, await recordInstalled(ctx.em, actorOf(ctx.installer), input, mailSettingsOf(ctx.deps.env)))),
  /** A withdrawn softener taken back (issue 43). */
  recordCollection: installerProcedure.input(inCallersLanguage(collectionInputFor)).mutation(({ ctx, input }) => recordCollected(ctx.em, actorOf(ctx.installer), input)),
});
