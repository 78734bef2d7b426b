/**
 * The visit's procedures (issue 34). The household (`visits`, through its link's secret, counted on the
 * household allowance): pick a slot (or another: the appointment moves), cancel it, ask for other times;
 * each answers the proposals with their order, as the page shows them. Staff (`admin.visits`): give an
 * order to an installer company, write notes for it, everything an installer does, and correct a date.
 */
import { dateCorrectionInput, orderRef } from '../../../src/orders/schema.ts';
import {
  appointmentCalendarInput,
  assignInput,
  cancelAppointmentInput,
  collectionInput,
  installationPlanInput,
  installedInput,
  installerNoteInput,
  otherTimesInput,
  pickSlotInput,
  slotsInput,
  visitInput,
} from '../../../src/visits/schema.ts';
import { householdProposals } from '../../services/proposals/proposal-answer.ts';
import { askOtherTimes, cancelAppointment, cancelVisitFor, householdCalendar, offerSlots, pickSlot } from '../../services/visits/appointments.ts';
import { assignOrder, setInstallerNote } from '../../services/visits/installer-orders.ts';
import { mailSettingsOf, type VisitActor } from '../../services/visits/visit-actors.ts';
import { correctDate, planInstallation, recordCollected, recordInstalled, recordVisit } from '../../services/visits/visit-outcome.ts';
import { deadlineList, serviceLevelsOf } from '../../services/visits/deadlines.ts';
import { adminProcedure, publicProcedure, router } from '../init.ts';
import { woken } from '../woken.ts';
import { householdAllowance } from './household-page.ts';

export const householdVisitsRouter = router({
  pickSlot: publicProcedure
    .input(pickSlotInput)
    .use(householdAllowance)
    .mutation(async ({ ctx, input }) => {
      await pickSlot(ctx.em, input, mailSettingsOf(ctx.deps.env));
      ctx.deps.jobs.wake('mail.outbox');
      return householdProposals(ctx.em, input.token);
    }),
  cancel: publicProcedure
    .input(cancelAppointmentInput)
    .use(householdAllowance)
    .mutation(async ({ ctx, input }) => {
      await cancelAppointment(ctx.em, input.token, mailSettingsOf(ctx.deps.env));
      ctx.deps.jobs.wake('mail.outbox');
      return householdProposals(ctx.em, input.token);
    }),
  /** The booked visit as an .ics file (METHOD:PUBLISH) for the household's own calendar. */
  calendar: publicProcedure
    .input(appointmentCalendarInput)
    .use(householdAllowance)
    .mutation(({ ctx, input }) => householdCalendar(ctx.em, input.token, ctx.deps.clock())),
  otherTimes: publicProcedure
    .input(otherTimesInput)
    .use(householdAllowance)
    .mutation(async ({ ctx, input }) => {
      await askOtherTimes(ctx.em, input.token, input.message, mailSettingsOf(ctx.deps.env));
      ctx.deps.jobs.wake('mail.outbox');
      return householdProposals(ctx.em, input.token);
    }),
});

const staff = (session: { userId: number; username: string }) => ({ kind: 'staff', userId: session.userId, username: session.username }) satisfies VisitActor;

export const adminVisitsRouter = router({
  /** Every installer's orders late or due within two working days. */
  deadlines: adminProcedure.query(({ ctx }) => deadlineList(ctx.em, serviceLevelsOf(ctx.deps.env), null)),
  /** Gives the order to a company or moves it: both companies and the household are told (issue 43). */
  assign: adminProcedure.input(assignInput).mutation(async ({ ctx, input }) => {
    const result = await assignOrder(ctx.em, staff(ctx.session), input, ctx.deps.env.PUBLIC_URL);
    ctx.deps.jobs.wake('mail.outbox');
    return result;
  }),
  setInstallerNote: adminProcedure.input(installerNoteInput).mutation(({ ctx, input }) => setInstallerNote(ctx.em, ctx.session.username, input)),
  offerSlots: adminProcedure.input(slotsInput).mutation(async ({ ctx, input }) => woken(ctx, await offerSlots(ctx.em, staff(ctx.session), input, mailSettingsOf(ctx.deps.env)))),
  cancelVisit: adminProcedure.input(orderRef).mutation(async ({ ctx, input }) => {
    await cancelVisitFor(ctx.em, staff(ctx.session), input.id, mailSettingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return { id: input.id };
  }),
  recordVisit: adminProcedure.input(visitInput).mutation(async ({ ctx, input }) => {
    const result = await recordVisit(ctx.em, staff(ctx.session), input, mailSettingsOf(ctx.deps.env));
    // Its mails, and the place pages' measured hardness (pages.rewrite).
    ctx.deps.jobs.wake();
    return result;
  }),
  planInstallation: adminProcedure
    .input(installationPlanInput)
    .mutation(async ({ ctx, input }) => woken(ctx, await planInstallation(ctx.em, staff(ctx.session), input, mailSettingsOf(ctx.deps.env)))),
  recordInstalled: adminProcedure
    .input(installedInput)
    .mutation(async ({ ctx, input }) => woken(ctx, await recordInstalled(ctx.em, staff(ctx.session), input, mailSettingsOf(ctx.deps.env)))),
  recordCollection: adminProcedure.input(collectionInput).mutation(({ ctx, input }) => recordCollected(ctx.em, staff(ctx.session), input)),
  /** A recorded date corrected, with a reason the household reads (issue 43). */
  correctDate: adminProcedure.input(dateCorrectionInput).mutation(async ({ ctx, input }) => woken(ctx, await correctDate(ctx.em, staff(ctx.session), input))),
});
