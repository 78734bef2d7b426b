/**
 * The inputs of the household's proposal procedures (issue 24), in `zod/mini` like the page's other
 * inputs (src/household-page/schema.ts): the link's secret, the proposal, and the one confirmation step.
 */
import '../zod-setup.ts';
import * as z from 'zod/mini';
import { householdLinkInput } from '../household-page/schema.ts';
import { PROPOSAL_ERRORS } from './texts.ts';

export const proposalAnswerInput = z.extend(householdLinkInput, {
  proposalId: z.number({ error: PROPOSAL_ERRORS.proposalId }).check(z.int({ error: PROPOSAL_ERRORS.proposalId }), z.positive({ error: PROPOSAL_ERRORS.proposalId }), z.maximum(2_147_483_647, { error: PROPOSAL_ERRORS.proposalId })),
  confirm: z.literal(true, { error: PROPOSAL_ERRORS.confirm }),
});
export type ProposalAnswerInput = z.output<typeof proposalAnswerInput>;
