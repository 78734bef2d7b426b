/**
 * Aftercare's procedures (issue 44). The household (`aftercare`, through its link's secret, counted on
 * the household allowance like every call of its page): its softener's page, the warranty certificate,
 * the filter it did not get, help, a service visit, salt, its review. Installers (`installer.aftercare`)
 * and staff (`admin.aftercare`) in installer-aftercare.ts and admin-aftercare.ts.
 */
import { aftercareLinkInput, filterMissingInput, pickRequestSlotInput, requestStepInput, reviewInput, saltRequestInput, serviceRequestInput, supportInput } from '../../../src/aftercare/household-schema.ts';
import { aftercareView } from '../../services/aftercare/aftercare-view.ts';
import { writeReview } from '../../services/aftercare/reviews.ts';
import { askForSalt } from '../../services/aftercare/salt.ts';
import { askForHelp, askForService, pickRequestSlot, reopenRequest } from '../../services/aftercare/support-household.ts';
import { mailSettingsOf } from '../../services/visits/visit-actors.ts';
import { householdCertificate } from '../../services/aftercare/certificate-download.ts';
import { reportFilterMissing } from '../../services/aftercare/filter.ts';
import { publicProcedure, router } from '../init.ts';
import { householdAllowance } from './household-page.ts';

export const householdAftercareRouter = router({
  /** The owner's page: 409 before installation. */
  view: publicProcedure
    .input(aftercareLinkInput)
    .use(householdAllowance)
    .mutation(({ ctx, input }) => aftercareView(ctx.em, input.token, ctx.locale())),
  /** The warranty certificate, as a PDF in base64 with its file name (REST answers the bytes). */
  certificate: publicProcedure
    .input(aftercareLinkInput)
    .use(householdAllowance)
    .mutation(({ ctx, input }) => householdCertificate(ctx.em, input.token)),
  /** The household did not get the PFAS filter: the seller and staff are told. */
  reportFilterMissing: publicProcedure
    .input(filterMissingInput)
    .use(householdAllowance)
    .mutation(async ({ ctx, input }) => {
      await reportFilterMissing(ctx.em, input.token, mailSettingsOf(ctx.deps.env));
      ctx.deps.jobs.wake('mail.outbox');
      return aftercareView(ctx.em, input.token, ctx.locale());
    }),
  /** Help when something breaks: the request's number and the page with it. */
  askHelp: publicProcedure
    .input(supportInput)
    .use(householdAllowance)
    .mutation(async ({ ctx, input }) => {
      const { id } = await askForHelp(ctx.em, input, mailSettingsOf(ctx.deps.env));
      ctx.deps.jobs.wake('mail.outbox');
      return { id, view: await aftercareView(ctx.em, input.token, ctx.locale()) };
    }),
  /** The service visit (after the reminder, or earlier): the request's number and the page with it. */
  askService: publicProcedure
    .input(serviceRequestInput)
    .use(householdAllowance)
    .mutation(async ({ ctx, input }) => {
      const { id } = await askForService(ctx.em, input.token, input.message, mailSettingsOf(ctx.deps.env));
      ctx.deps.jobs.wake('mail.outbox');
      return { id, view: await aftercareView(ctx.em, input.token, ctx.locale()) };
    }),
  /** Salt of the allowance, in a week that suits: the delivery's number and the page with it; 409 above what is left. */
  askSalt: publicProcedure
    .input(saltRequestInput)
    .use(householdAllowance)
    .mutation(async ({ ctx, input }) => {
      const { id } = await askForSalt(ctx.em, input, mailSettingsOf(ctx.deps.env));
      ctx.deps.jobs.wake('mail.outbox');
      return { id, view: await aftercareView(ctx.em, input.token, ctx.locale()) };
    }),
  /** Its review, written or edited (`created` says which); 409 before installation. */
  review: publicProcedure
    .input(reviewInput)
    .use(householdAllowance)
    .mutation(async ({ ctx, input }) => {
      const { created, id } = await writeReview(ctx.em, input);
      // The pages, when what they show changed (pages.rewrite).
      ctx.deps.jobs.wake();
      return { created, id, view: await aftercareView(ctx.em, input.token, ctx.locale()) };
    }),
  /** Books one of the times offered for a request's visit (.ics by mail). */
  pickSlot: publicProcedure
    .input(pickRequestSlotInput)
    .use(householdAllowance)
    .mutation(async ({ ctx, input }) => {
      await pickRequestSlot(ctx.em, input, mailSettingsOf(ctx.deps.env));
      ctx.deps.jobs.wake('mail.outbox');
      return aftercareView(ctx.em, input.token, ctx.locale());
    }),
  /** Opens a resolved request again. */
  reopen: publicProcedure
    .input(requestStepInput)
    .use(householdAllowance)
    .mutation(async ({ ctx, input }) => {
      await reopenRequest(ctx.em, input, mailSettingsOf(ctx.deps.env));
      ctx.deps.jobs.wake('mail.outbox');
      return aftercareView(ctx.em, input.token, ctx.locale());
    }),
});
