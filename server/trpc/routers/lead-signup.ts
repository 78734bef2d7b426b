import type { LeadReceipt } from '../../../src/leads/fields.ts';
import { localizedLeadPayload } from '../../../src/leads/schema.ts';
import { submitLead } from '../../services/lead-signup.ts';
import { middleware, publicProcedure, router } from '../init.ts';

/**
 * The signup allowance of the caller's address (LEADS_RATE_LIMIT), counted here, once per valid call as
 * tRPC resolved it: a call inside a batch, behind an odd request target or through the REST adapter
 * (which calls this procedure) counts like any other. Invalid input does not count (it runs after the
 * input is parsed): a request another site makes a browser send cannot use up a household's allowance.
 * The refusal (DomainError 'signupRateLimited') is answered 429 with Retry-After (server/errors/). A direct
 * call, without an HTTP request, is not counted.
 */
const signupAllowance = middleware(async ({ ctx, input, next }) => {
  // Every answer to the signup, its refusal included, in the language of the page it came from (issue 36).
  ctx.answerIn((input as { language?: 'nl' | 'fr' }).language === 'fr' ? 'fr' : 'nl');
  if (ctx.request.http) await ctx.deps.signupLimit?.(ctx.request.http);
  return next();
});

export const leadRouter = router({
  /**
   * A household signs up. Rate-limited per address (above); a double submit and a filled honeypot get
   * the same success-shaped answer as a new lead.
   */
  submit: publicProcedure
    .input(localizedLeadPayload)
    .use(signupAllowance)
    .mutation(async ({ ctx, input }): Promise<LeadReceipt> => (await submitLead(ctx.deps, input)).receipt),
});
