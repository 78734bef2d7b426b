/**
 * The mails of an order (issue 33), as pure functions: to the household in its language the
 * confirmation after yes (on a durable medium, art. VI.46 §7: the accepted text word for word, with the
 * model withdrawal form it holds), the acknowledgement of a withdrawal (its content, date and time) and a
 * cancellation; to the seller and staff, in Dutch, a notice of each. Texts: src/orders/texts.ts.
 */
import type { Locale } from '../../../src/i18n/locale.ts';
import { CANCEL_REASON_LABELS, type CancelReason, ORDER_STATUS_LABELS, type OrderStatus } from '../../../src/orders/lifecycle.ts';
import { orderTexts } from '../../../src/orders/texts.ts';
import { plainLines } from '../../../src/proposals/document-lines.ts';
import { escapeHtml, formatBelgianDateTime, htmlDocument, pageLinkHtml, type RenderedMail, signatureHtml, subjectText } from '../mail/templates.ts';
import { documentHtml } from '../proposals/proposal-mails.ts';

/** How the household pays the deposit it owes: to whom, where, with which reference, by when (issue 42). */
export interface DepositInstructions {
  amount: number;
  dueOn: string;
  /** The seller's account, as people read it ('BE68 5390 0754 7034'). */
  iban: string;
  paymentUrl: string | null;
  reference: string;
}

/**
 * The confirmation after yes: its order number, how to pay the deposit (or that nothing is paid before),
 * and the accepted text, which holds the withdrawal information and form. Signed on the seller's behalf.
 */
export function orderConfirmationMail(
  order: { orderId: number; firstName: string; acceptedAt: Date; sellerName: string; acceptedLines: readonly string[]; link: string; deposit: DepositInstructions | null },
  locale: Locale,
): RenderedMail {
  const M = orderTexts(locale).confirmationMail;
  const subject = M.subject(order.orderId);
  const intro = M.intro(order.acceptedAt.toISOString(), order.sellerName, order.orderId);
  const d = order.deposit;
  const money = d ? [M.deposit(d.amount, d.dueOn, d.iban, order.sellerName, d.reference), ...(d.paymentUrl ? [M.payOnline(d.paymentUrl)] : [])] : [M.noDeposit];
  const signature = M.signature(order.sellerName);
  const text = [M.greeting(order.firstName), '', intro, '', ...money, '', ...plainLines(order.acceptedLines), '', M.withdraw, order.link, M.private, '', ...signature].join('\n');
  const html = htmlDocument(
    subject,
    `<p>${escapeHtml(M.greeting(order.firstName))}</p><p>${escapeHtml(intro)}</p>${money.map((line) => `<p><strong>${escapeHtml(line)}</strong></p>`).join('')}${documentHtml(order.acceptedLines)}` +
      `<p>${escapeHtml(M.withdraw)}</p>${pageLinkHtml(order.link, M.button)}<p>${escapeHtml(M.private)}</p>${signatureHtml(signature)}`,
    locale,
  );
  return { subject, text, html };
}

/**
 * The acknowledgement of a withdrawal, on a durable medium: what was withdrawn and when (date and time),
 * or what the household declared at the visit; the last day of the refund; once installed, the pick-up
 * and what it costs.
 */
export function orderWithdrawnMail(
  order: { firstName: string; withdrawnAt: Date; sellerName: string; what: string; refundBy: string; returnCostEuro: number | null; atVisitOn: string | null },
  locale: Locale,
): RenderedMail {
  const M = orderTexts(locale).withdrawnMail;
  const statement = order.atVisitOn ? M.atVisit(order.atVisitOn, order.sellerName, order.what) : M.statement(order.withdrawnAt.toISOString(), order.sellerName, order.what);
  const lines = [statement, M.refund(order.refundBy), ...(order.returnCostEuro === null ? [] : [M.pickUp(order.returnCostEuro)])];
  const text = [M.greeting(order.firstName), '', ...lines, '', ...M.signature].join('\n');
  const html = htmlDocument(M.subject, `<p>${escapeHtml(M.greeting(order.firstName))}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${signatureHtml(M.signature)}`, locale);
  return { subject: M.subject, text, html };
}

/** A cancellation after acceptance: who (the seller), why (the reason in the household's words), staff's text, the deposit's refund and its last day. */
export function orderCancelledMail(
  order: { firstName: string; sellerName: string; what: string; reason: CancelReason; note: string | null; depositEuro: number; refundBy: string },
  locale: Locale,
): RenderedMail {
  const T = orderTexts(locale);
  const M = T.cancelledMail;
  const lines = [M.intro(order.sellerName, order.what), M.reason(T.cancelReasons[order.reason]), ...(order.note ? [M.note(order.note)] : []), M.refund(order.depositEuro, order.refundBy), M.questions];
  const text = [M.greeting(order.firstName), '', ...lines, '', ...M.signature].join('\n');
  const html = htmlDocument(
    M.subject,
    `<p>${escapeHtml(M.greeting(order.firstName))}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${signatureHtml(M.signature)}`,
    locale,
  );
  return { subject: M.subject, text, html };
}

export interface OrderNotice {
  orderId: number;
  leadId: number;
  status: OrderStatus;
  at: Date;
  household: { name: string; address: string; phone: string; email: string };
  what: string;
  sellerName: string;
  reason?: CancelReason | null;
  note?: string | null;
  /** The accepted text, for a new order. */
  acceptedLines?: readonly string[];
  dashboardUrl: string;
}

/** To the seller and to staff, in Dutch: an order was placed, withdrawn or cancelled, with what they need to act. */
export function orderNoticeMail(notice: OrderNotice): RenderedMail {
  const verdict = ORDER_STATUS_LABELS[notice.status].toLowerCase();
  const subject = subjectText(`Bestelling ${notice.orderId} ${verdict}: ${notice.household.name} (lead ${notice.leadId})`);
  const lines = [
    `Bestelling ${notice.orderId} bij ${notice.sellerName} is ${verdict} op ${formatBelgianDateTime(notice.at)}.`,
    `Huishouden: ${notice.household.name}, ${notice.household.address}, tel. ${notice.household.phone}, ${notice.household.email}.`,
    `Bestelling: ${notice.what}.`,
    ...(notice.reason ? [`Reden: ${CANCEL_REASON_LABELS[notice.reason]}`] : []),
    ...(notice.note ? [`Toelichting: ${notice.note}`] : []),
  ];
  const accepted = notice.acceptedLines ?? [];
  const text = [...lines, ...(accepted.length > 0 ? ['', 'De aanvaarde tekst:', '', ...plainLines(accepted)] : []), '', `Open het beheer: ${notice.dashboardUrl}`].join('\n');
  const html = htmlDocument(
    subject,
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      (accepted.length > 0 ? `<p>De aanvaarde tekst:</p>${documentHtml(accepted)}` : '') +
      `<p><a href="${escapeHtml(notice.dashboardUrl)}">Open het beheer</a></p>`,
  );
  return { subject, text, html };
}
