import type { LeadReceipt } from '../../../src/leads/fields.ts';
import { leadPayloadSchema } from '../../../src/leads/schema.ts';
import { submitLead } from '../../services/lead-signup.ts';
import { SignupRateLimitedError } from '../../services/domain-errors.ts';
import { middleware, publicProcedure, router } from '../init.ts';

/**
 * The signup allowance of the caller's address (LEADS_RATE_LIMIT), counted here, once per call as tRPC
 * resolved it: a call inside a batch, behind an odd request target or through the REST adapter
 * (which calls this procedure) counts like any other. Invalid calls count too. The refusal is mapped
 * to 429 with Retry-After in server/errors.ts.
 */
const signupAllowance = middleware(async ({ ctx, next }) => {
  const retryAfter = await ctx.deps.signupLimiter?.checkClient(ctx.request.ip);
  if (retryAfter) throw new SignupRateLimitedError(retryAfter);
  return next();
});

export const leadRouter = router({
  /**
   * A household signs up. Rate-limited per address (above); a double submit and a filled honeypot get
   * the same success-shaped answer as a new lead.
   */
  submit: publicProcedure
    .use(signupAllowance)
    .input(leadPayloadSchema)
    .mutation(async ({ ctx, input }): Promise<LeadReceipt> => (await submitLead(ctx.deps, ctx.em, input)).receipt),
});
