/**
 * The inputs of the household's proposal procedures (issue 24), in `zod/mini` like the page's other
 * inputs (src/household-page/schema.ts): the link's secret, the proposal, and the one confirmation step.
 */
import '../zod-setup.ts';
import * as z from 'zod/mini';
import { householdLinkInput } from '../household-page/schema.ts';
import { ORDER_ERRORS } from '../orders/texts.ts';
import { PROPOSAL_ERRORS } from './texts.ts';

export const proposalAnswerInput = z.extend(householdLinkInput, {
  proposalId: z.number({ error: PROPOSAL_ERRORS.proposalId }).check(z.int({ error: PROPOSAL_ERRORS.proposalId }), z.positive({ error: PROPOSAL_ERRORS.proposalId }), z.maximum(2_147_483_647, { error: PROPOSAL_ERRORS.proposalId })),
  confirm: z.literal(true, { error: PROPOSAL_ERRORS.confirm }),
});
export type ProposalAnswerInput = z.output<typeof proposalAnswerInput>;

/** The household withdraws from its order: the order, and the confirmation step (the withdrawal function's second button). */
export const orderWithdrawInput = z.extend(householdLinkInput, {
  orderId: z.number({ error: ORDER_ERRORS.orderId }).check(z.int({ error: ORDER_ERRORS.orderId }), z.positive({ error: ORDER_ERRORS.orderId }), z.maximum(2_147_483_647, { error: ORDER_ERRORS.orderId })),
  confirm: z.literal(true, { error: ORDER_ERRORS.confirm }),
});
export type OrderWithdrawInput = z.output<typeof orderWithdrawInput>;
