/**
 * The inputs of the household's proposal procedures (issue 24), in `zod/mini` like the page's other
 * inputs (src/household-page/schema.ts): the link's secret, the proposal, and the one confirmation step,
 * in both languages, and the server's parser that answers in the language the call names.
 */
import '../zod-setup.ts';
import * as z from 'zod/mini';
import type { Locale } from '../i18n/locale.ts';
import { householdLinkInputFor } from '../household-page/schema.ts';
import { localizedParser } from '../leads/schema.ts';
import { orderTexts } from '../orders/texts.ts';
import { proposalTexts } from './texts.ts';

function proposalAnswerInputFor(locale: Locale) {
  const errors = proposalTexts(locale).errors;
  return z.extend(householdLinkInputFor(locale), {
    proposalId: z.number({ error: errors.proposalId }).check(z.int({ error: errors.proposalId }), z.positive({ error: errors.proposalId }), z.maximum(2_147_483_647, { error: errors.proposalId })),
    confirm: z.literal(true, { error: errors.confirm }),
  });
}

export const proposalAnswerInput = /* @__PURE__ */ localizedParser(proposalAnswerInputFor);
export type ProposalAnswerInput = z.output<ReturnType<typeof proposalAnswerInputFor>>;

function orderWithdrawInputFor(locale: Locale) {
  const errors = orderTexts(locale).errors;
  return z.extend(householdLinkInputFor(locale), {
    orderId: z.number({ error: errors.orderId }).check(z.int({ error: errors.orderId }), z.positive({ error: errors.orderId }), z.maximum(2_147_483_647, { error: errors.orderId })),
    confirm: z.literal(true, { error: errors.confirm }),
  });
}

/** The household withdraws from its order: the order, and the confirmation step (the withdrawal function's second button). */
export const orderWithdrawInput = /* @__PURE__ */ localizedParser(orderWithdrawInputFor);
export type OrderWithdrawInput = z.output<ReturnType<typeof orderWithdrawInputFor>>;
