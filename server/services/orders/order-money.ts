/**
 * An order's money as the household is told it (issue 42 item 4): the deposit its proposal asked, where
 * and by when it is paid (the seller's recorded account, the order's structured communication), and the
 * last day of a refund after a withdrawal or a cancellation (14 days, moved to a working day).
 */
import type { Installer, Order, Proposal } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { refundDueOn } from '../../../src/orders/lifecycle.ts';
import { lastDayOfPeriod } from '../../../src/orders/working-days.ts';
import { depositOf } from '../../../src/proposals/document.ts';
import { friendlyIban, orderReference } from '../../../src/seller-terms/payment.ts';
import { termsOfInstaller } from '../installers/seller-terms-reads.ts';
import type { DepositInstructions } from './order-mails.ts';

/** The deposit of an order, in euro: as its proposal stated it (older proposals: the seller's percentage of the price). */
export function depositOfOrder(proposal: Proposal, installer: Installer): number {
  return proposal.depositEuro ?? depositOf(proposal.priceEuro, installer.depositPercent);
}

/** How to pay the deposit of order `order`, or null when none is asked (or the seller recorded no account). */
export async function depositInstructions(tx: Em, order: Order): Promise<DepositInstructions | null> {
  const amount = depositOfOrder(order.proposal, order.installer);
  const payment = amount > 0 ? (await termsOfInstaller(tx, order.installer.id))?.payment : null;
  if (!payment) return null;
  return {
    amount,
    dueOn: lastDayOfPeriod(isoDateInBrussels(order.acceptedAt), payment.depositDueDays),
    iban: friendlyIban(payment.iban),
    paymentUrl: payment.paymentUrl,
    reference: orderReference(order.id),
  };
}

/** The last day of a refund for an order that ends on `now` (Brussels). */
export function refundBy(now: Date): string {
  return refundDueOn(isoDateInBrussels(now));
}
