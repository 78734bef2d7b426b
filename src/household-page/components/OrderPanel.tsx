/**
 * The household's order (issues 33, 34 and 42), first on its page once it ordered: where the order
 * stands (its status and the steps behind it) and what to do now, following its real state (pick a slot,
 * the visit with its calendar download, the installation's day, the last day of withdrawal); how to pay
 * the deposit; the right of withdrawal with its button, then its confirmation step (the withdrawal
 * function, since 19 June 2026); once installed, the owner's page (issue 44, aftercare/); and the accepted
 * text, one tap away. The acknowledgement goes by mail.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { orderTexts } from '../../orders/texts.ts';
import { visitTexts } from '../../visits/texts.ts';
import { AftercareSection } from './aftercare/AftercareSection.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import { type HouseholdProposal, proposals as proposalCalls } from './household-client.ts';
import { ProposalText } from './ProposalText.tsx';
import { useHouseholdCall } from './use-household-call.ts';
import { usePageLocale } from './use-household-texts.ts';
import { VisitPanel } from './VisitPanel.tsx';

type Order = NonNullable<HouseholdProposal['order']>;

interface Props {
  token: string;
  order: Order;
  /** The accepted text. */
  lines: readonly string[];
  /** Said once, after ordering ('Bedankt! …'). */
  notice: string;
  onChanged(list: HouseholdProposal[]): void;
  onLinkGone(): void;
  /** Earlier proposals, folded away. */
  children?: ReactNode;
}

/** What to do now, or what comes next, in the order's real state. */
function nowText(order: Order, locale: 'nl' | 'fr'): string {
  const { now } = orderTexts(locale).section;
  const V = visitTexts(locale);
  if (order.status === 'accepted') return order.slots.length > 0 ? now.pickSlot : order.otherTimesAsked ? now.otherTimesAsked : now.waitingSlots;
  if (order.status === 'visit_planned' && order.appointment) return now.visit(V.slot(order.appointment.start, order.appointment.end));
  if (order.status === 'visit_planned') return now.pickSlot;
  if (order.status === 'visited') return now.visited;
  if (order.status === 'installation_planned' && order.installationPlannedOn) return now.installation(order.installationPlannedOn);
  if (order.status === 'installed' && order.installedOn) return now.installed(order.installedOn, order.serialNumber);
  return now.visited;
}

export function OrderPanel({ token, order, lines, notice, onChanged, onLinkGone, children }: Props) {
  const locale = usePageLocale();
  const T = orderTexts(locale).section;
  const V = visitTexts(locale);
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLHeadingElement>(null);
  const { busy, failure, run } = useHouseholdCall(onLinkGone);
  const ended = order.status === 'withdrawn' || order.status === 'cancelled';

  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);

  async function withdraw() {
    await run(async () => onChanged(await proposalCalls.withdraw.mutate({ token, orderId: order.id, confirm: true })));
    setAsking(false);
  }

  return (
    <section className="household__section order" aria-labelledby="order-title">
      <h2 id="order-title">{T.heading}</h2>
      <p className="proposal__meta">
        <span className={`proposal__status order__status--${order.status}`}>{T.status[order.status]}</span> <span>{T.orderedOn(order.acceptedAt)}</span>
      </p>
      {order.withdrawnAt ? <p className="household__notice">{T.withdrawn(order.withdrawnAt)}</p> : null}
      {order.cancelledAt ? <p className="household__notice">{T.cancelled(order.cancelledAt)}</p> : null}
      {ended ? <p>{T.seller(order.sellerName)}</p> : null}
      {!ended ? (
        <>
          <h3>{T.nowHeading}</h3>
          <p className="order__now">{nowText(order, locale)}</p>
          <p className="household__notice" role="status">
            {notice}
          </p>
          <VisitPanel token={token} order={order} onChanged={onChanged} onLinkGone={onLinkGone} />
          {order.deposit ? (
            <div className="order__deposit">
              <h3>{T.depositHeading}</h3>
              <p>{T.deposit(order.deposit.amount, order.deposit.dueOn, order.deposit.iban, order.sellerName)}</p>
              <p className="order__reference">{order.deposit.reference}</p>
              {order.deposit.paymentUrl ? (
                <p>
                  <a href={order.deposit.paymentUrl} rel="noopener noreferrer">
                    {T.payOnline}
                  </a>
                </p>
              ) : null}
            </div>
          ) : null}
          {order.progress !== null ? (
            <ol className="visit__progress" aria-label={V.progress.heading}>
              {V.progress.steps.map((step, index) => (
                <li key={step} className={order.progress !== null && index <= order.progress ? 'visit__step visit__step--done' : 'visit__step'} aria-current={order.progress === index ? 'step' : undefined}>
                  {step}
                  {order.progress !== null && index < order.progress ? <span className="visually-hidden"> ({V.progress.done})</span> : null}
                </li>
              ))}
            </ol>
          ) : null}
          <p className="household__small">{T.call(order.sellerName, order.sellerPhone)}</p>
          {/* The owner's page once installed (issue 44): its softener, warranty, service, salt, filter, help, review. */}
          {order.status === 'installed' ? <AftercareSection token={token} onLinkGone={onLinkGone} /> : null}
          <h3>{T.withdrawalHeading}</h3>
          <p>{order.canWithdraw ? (order.withdrawalEndsOn ? T.withdrawalUntil(order.withdrawalEndsOn) : T.withdrawalOpen) : T.withdrawalClosed(order.withdrawalEndsOn ?? '')}</p>
          <p className="household__error" role="alert">
            {failure}
          </p>
          {order.canWithdraw && asking ? (
            <ConfirmStep
              heading={T.confirmHeading}
              headingRef={question}
              level={4}
              confirm={T.confirm}
              back={T.cancel}
              busy={busy}
              busyLabel={T.busy}
              danger
              onConfirm={() => void withdraw()}
              onBack={() => setAsking(false)}
            >
              <p>{T.confirmText(order.installedOn ? order.returnCostEuro : null)}</p>
            </ConfirmStep>
          ) : order.canWithdraw ? (
            <button type="button" className="button button--outline" onClick={() => setAsking(true)}>
              {T.withdraw}
            </button>
          ) : null}
        </>
      ) : null}
      <details className="proposal__earlier">
        <summary>{T.contract}</summary>
        <ProposalText lines={lines} />
      </details>
      {children}
    </section>
  );
}
