import type { LeadReceipt } from '../../../src/leads/fields.ts';
import { leadPayloadSchema } from '../../../src/leads/schema.ts';
import { submitLead } from '../../services/lead-signup.ts';
import { publicProcedure, router } from '../init.ts';

export const leadRouter = router({
  /**
   * A household signs up. Rate-limited per address at the HTTP layer (server/rate-limits.ts); a double
   * submit and a filled honeypot get the same success-shaped answer as a new lead.
   */
  submit: publicProcedure
    .input(leadPayloadSchema)
    .mutation(async ({ ctx, input }): Promise<LeadReceipt> => (await submitLead(ctx.deps, ctx.em, input)).receipt),
});
