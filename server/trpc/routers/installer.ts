/**
 * The installer's procedures (issue 34, `installer`): only for a signed-in user of an installer company
 * (`installerProcedure`), each on its own company's orders only (another's answers 404).
 */
import { orderRef } from '../../../src/orders/schema.ts';
import { installationPlanInput, installedInput, slotsInput, visitInput } from '../../../src/visits/schema.ts';
import { offerSlots } from '../../services/visits/appointments.ts';
import { getInstallerOrder, listInstallerOrders } from '../../services/visits/installer-orders.ts';
import { mailSettingsOf, type VisitActor } from '../../services/visits/visit-actors.ts';
import { planInstallation, recordInstalled, recordVisit } from '../../services/visits/visit-outcome.ts';
import { installerCalendar } from '../../services/visits/installer-calendar.ts';
import { deadlineList, serviceLevelsOf } from '../../services/visits/deadlines.ts';
import { installerProcedure, router } from '../init.ts';
import { woken } from '../woken.ts';

const actorOf = (session: { userId: number; username: string; installerId: number }) =>
  ({ kind: 'installer', userId: session.userId, username: session.username, installerId: session.installerId }) satisfies VisitActor;

export const installerRouter = router({
  /** Who is signed in, and for which company. */
  me: installerProcedure.query(({ ctx }) => ({ username: ctx.installer.username, installerId: ctx.installer.installerId })),
  /** The company's open orders, what is due first (today, this week). */
  orders: installerProcedure.query(({ ctx }) => listInstallerOrders(ctx.em, actorOf(ctx.installer))),
  /** Its own orders late or due within two working days (the service levels). */
  deadlines: installerProcedure.query(({ ctx }) => deadlineList(ctx.em, serviceLevelsOf(ctx.deps.env), ctx.installer.installerId)),
  order: installerProcedure.input(orderRef).query(({ ctx, input }) => getInstallerOrder(ctx.em, actorOf(ctx.installer), input.id)),
  /** The appointment as an .ics file (METHOD:PUBLISH) for the installer's own calendar. */
  calendar: installerProcedure.input(orderRef).query(({ ctx, input }) => installerCalendar(ctx.em, actorOf(ctx.installer), input.id)),
  // Each step mails the household (issue 42): the outbox is woken after commit.
  offerSlots: installerProcedure.input(slotsInput).mutation(async ({ ctx, input }) => woken(ctx, await offerSlots(ctx.em, actorOf(ctx.installer), input, mailSettingsOf(ctx.deps.env)))),
  recordVisit: installerProcedure.input(visitInput).mutation(async ({ ctx, input }) => {
    const result = await recordVisit(ctx.em, actorOf(ctx.installer), input, mailSettingsOf(ctx.deps.env));
    // Its mails, and the place pages' measured hardness (pages.rewrite).
    ctx.deps.jobs.wake();
    return result;
  }),
  planInstallation: installerProcedure
    .input(installationPlanInput)
    .mutation(async ({ ctx, input }) => woken(ctx, await planInstallation(ctx.em, actorOf(ctx.installer), input, mailSettingsOf(ctx.deps.env)))),
  recordInstalled: installerProcedure
    .input(installedInput)
    .mutation(async ({ ctx, input }) => woken(ctx, await recordInstalled(ctx.em, actorOf(ctx.installer), input, mailSettingsOf(ctx.deps.env)))),
});
