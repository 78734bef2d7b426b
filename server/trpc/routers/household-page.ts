/**
 * The household's own procedures (issue 23): each takes the secret of its personal link in its input
 * (never in a URL: they are mutations, sent by POST) and acts on that one lead only, so that nothing of
 * one household is reachable with another's link. A wrong link answers 404, whatever the reason.
 * Every call counts on the address's household allowance (HOUSEHOLD_RATE_LIMIT), once its input is
 * valid: REST and tRPC alike, a wrong link included (guessing is counted; a malformed request is not);
 * a call whose link opened something counts on that link instead (HOUSEHOLD_LINK_RATE_LIMIT, issue 45).
 */
import {
  contactInput,
  endLinksInput,
  eraseInput,
  householdLinkInput,
  linkRequestInput,
  mailChoiceInput,
} from '../../../src/household-page/schema.ts';
import { householdTexts } from '../../../src/household-page/texts.ts';
import { setHouseholdMailStopped, updateHouseholdContact } from '../../services/household-page/household-changes.ts';
import { eraseHouseholdData } from '../../services/household-page/household-erasure.ts';
import { exportHouseholdData } from '../../services/household-page/household-export.ts';
import { endLinksByHousehold } from '../../services/household-page/link-ending.ts';
import { openHouseholdPage } from '../../services/household-page/household-view.ts';
import { erasureSettings } from '../../services/erasure-compaction.ts';
import { DomainError } from '../../services/domain-error.ts';
import { middleware, publicProcedure, router } from '../init.ts';

/**
 * The household allowance (server/rate-limits.ts), counted after the input is parsed (see above): on the
 * caller's address, and on the call's link, where the hit stays unless the link turned out unknown. Its
 * refusal, like every answer, in the language the call names (the page sends its own: issue 36).
 */
export const householdAllowance = middleware(async ({ ctx, input, next }) => {
  const { language, token } = (input ?? {}) as { language?: unknown; token?: unknown };
  if (language === 'nl' || language === 'fr') ctx.answerIn(language);
  const call = ctx.request.http ? await ctx.deps.householdLimit?.(ctx.request.http, typeof token === 'string' ? token : undefined) : undefined;
  const result = await next();
  await call?.settle(!result.ok && isUnknownLink(result.error));
  return result;
});

/** The error a wrong link ends in (a domain error, wrapped by tRPC as the cause of its own). */
function isUnknownLink(error: unknown): boolean {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    if (e instanceof DomainError) return e.kind === 'householdLinkNotFound';
  }
  return false;
}

export const householdPageRouter = router({
  /** Opens the page: where the household stands and its data; the first opening confirms the address. */
  open: publicProcedure
    .input(householdLinkInput)
    .use(householdAllowance)
    .mutation(({ ctx, input }) => openHouseholdPage(ctx.em, input.token)),

  /** Corrects the phone number and the address (validated as at signup); answers the page. */
  updateContact: publicProcedure
    .input(contactInput)
    .use(householdAllowance)
    .mutation(({ ctx, input }) => updateHouseholdContact(ctx.em, input)),

  /** Stops (`stopped: true`) or resumes every mail the law does not require; answers the page. */
  setMailStopped: publicProcedure
    .input(mailChoiceInput)
    .use(householdAllowance)
    .mutation(({ ctx, input }) => setHouseholdMailStopped(ctx.em, input)),

  /** Everything stored about the household, as one JSON document. */
  exportData: publicProcedure
    .input(householdLinkInput)
    .use(householdAllowance)
    .mutation(({ ctx, input }) => exportHouseholdData(ctx.em, input.token)),

  /**
   * Erases everything (`confirm: true`); afterwards every link of the household answers 404. A household
   * with an order still kept for the seller (decision 046) is erased but for that order: `erased: 'partly'`
   * with the last day it is kept, and its links keep working.
   */
  erase: publicProcedure
    .input(eraseInput)
    .use(householdAllowance)
    .mutation(async ({ ctx, input }) => {
      const { env } = ctx.deps;
      const result = await eraseHouseholdData(ctx.em, input.token, erasureSettings(env), { publicUrl: env.PUBLIC_URL, staffEmail: env.LEADS_NOTIFY_EMAIL });
      ctx.deps.jobs.wake();
      return result;
    }),

  /**
   * Ends every link of the household (`confirm: true`), this one included, and mails it a new one
   * (link-ending.ts); afterwards every old link answers 404.
   */
  endLinks: publicProcedure
    .input(endLinksInput)
    .use(householdAllowance)
    .mutation(async ({ ctx, input }) => {
      await endLinksByHousehold(ctx.em, input.token, ctx.deps.env.PUBLIC_URL);
      ctx.deps.jobs.wake('mail.outbox');
      return { ended: true as const };
    }),

  /**
   * A new link for a lost one, mailed to the address of the lead only; the same answer, after the same
   * work, for any address: the address is queued and answered later (link-request-queue.ts).
   */
  requestLink: publicProcedure
    .input(linkRequestInput)
    .use(householdAllowance)
    .mutation(({ ctx, input }) => {
      ctx.deps.linkRequests.add(input.email);
      return { message: householdTexts(ctx.locale()).linkRequest.sent };
    }),
});
