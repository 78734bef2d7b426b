/**
 * Personal proposals (issue 24). Staff (`admin.proposals`): send one to a lead, list a lead's, preview
 * and confirm a bulk send and follow its progress. The household (`proposals`): read its own and accept
 * or decline one, through the secret of its personal link (counted on the household allowance, like the
 * page's other calls), never anything of another lead.
 */
import { householdLinkInput } from '../../../src/household-page/schema.ts';
import { leadRef } from '../../../src/admin/schema.ts';
import { orderWithdrawInput, proposalAnswerInput } from '../../../src/proposals/household-schema.ts';
import { bulkInput, bulkJobRef, bulkSelection, proposalInput } from '../../../src/proposals/schema.ts';
import { getLeadDetail } from '../../services/lead-admin.ts';
import { answerProposal, householdProposals, withdrawOrder } from '../../services/proposals/proposal-answer.ts';
import { bulkProgress, createBulkJob, previewBulk } from '../../services/proposals/proposal-bulk.ts';
import { organiserOf } from '../../services/proposals/proposal-parties.ts';
import { previewProposal, sendProposal } from '../../services/proposals/proposal-send.ts';
import { DomainError } from '../../services/domain-error.ts';
import { adminProcedure, publicProcedure, router } from '../init.ts';
import { householdAllowance } from './household-page.ts';

export const adminProposalsRouter = router({
  /**
   * Sends a proposal to lead `id` (its open one is withdrawn); answers the proposal written. Without a
   * seller (`installerId`, or the one active installer serving the lead's postal code) it is refused. A
   * customer or a lost lead only with `overrideStatus` (409 otherwise), recorded in the audit log.
   */
  send: adminProcedure.input(proposalInput).mutation(async ({ ctx, input }) => {
    const { id, overrideStatus, ...terms } = input;
    const proposal = await sendProposal(ctx.em, id, terms, {
      overrideStatus,
      publicUrl: ctx.deps.env.PUBLIC_URL,
      organiser: organiserOf(ctx.deps.env),
      actorName: ctx.session.username,
      actorId: ctx.session.userId,
    });
    ctx.deps.jobs.wake('mail.outbox');
    return proposal;
  }),
  /** The proposal as lead `id` would read it (its language, its seller), without sending anything. */
  preview: adminProcedure.input(proposalInput).mutation(({ ctx, input }) => {
    const { id, ...terms } = input;
    return previewProposal(ctx.em, id, terms, organiserOf(ctx.deps.env));
  }),
  /** The lead's proposals, newest first. */
  list: adminProcedure.input(leadRef).query(async ({ ctx, input }) => (await getLeadDetail(ctx.em, input.id)).proposals),
  /** How many and which leads a selection reaches, and how many of them have an open proposal. */
  bulkPreview: adminProcedure.input(bulkSelection).query(({ ctx, input }) => previewBulk(ctx.em, input)),
  /** Records a bulk send and starts it; answers its progress. */
  bulkSend: adminProcedure.input(bulkInput).mutation(async ({ ctx, input }) => {
    const progress = await createBulkJob(ctx.em, ctx.session.username, input);
    ctx.deps.jobs.wake('proposals');
    return progress;
  }),
  bulkProgress: adminProcedure.input(bulkJobRef).query(async ({ ctx, input }) => {
    const progress = await bulkProgress(ctx.em, input.jobId);
    if (!progress) throw new DomainError('bulkJobNotFound', { jobId: input.jobId });
    return progress;
  }),
});

export const householdProposalsRouter = router({
  /** The household's proposals, newest first. */
  list: publicProcedure
    .input(householdLinkInput)
    .use(householdAllowance)
    .mutation(({ ctx, input }) => householdProposals(ctx.em, input.token, ctx.deps.clock())),
  /** Accepts a proposal (`confirm: true`); refused after its last day. Answers the proposals. */
  accept: publicProcedure
    .input(proposalAnswerInput)
    .use(householdAllowance)
    .mutation(async ({ ctx, input }) => {
      const result = await answerProposal(ctx.em, ctx.deps.env, input, 'accepted');
      ctx.deps.jobs.wake('mail.outbox');
      return result;
    }),
  /**
   * Withdraws from the order an accepted proposal became (`confirm: true`: the withdrawal function's
   * second button); refused after the period. Answers the proposals.
   */
  withdraw: publicProcedure
    .input(orderWithdrawInput)
    .use(householdAllowance)
    .mutation(async ({ ctx, input }) => {
      const result = await withdrawOrder(ctx.em, ctx.deps.env, input, ctx.deps.clock());
      ctx.deps.jobs.wake('mail.outbox');
      return result;
    }),
  /** Declines a proposal (`confirm: true`). Answers the proposals. */
  decline: publicProcedure
    .input(proposalAnswerInput)
    .use(householdAllowance)
    .mutation(async ({ ctx, input }) => {
      const result = await answerProposal(ctx.em, ctx.deps.env, input, 'declined');
      ctx.deps.jobs.wake('mail.outbox');
      return result;
    }),
});

