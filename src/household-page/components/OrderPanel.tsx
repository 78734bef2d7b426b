/**
 * The order an accepted proposal became (issue 33), under it on the household's page: its status and
 * seller, and the right of withdrawal with its last day once the installation date is known ("14 days
 * after the installation" until then). The withdrawal function (since 19 June 2026): a button that says
 * what it does, then a separate confirmation button; the acknowledgement goes by mail.
 */
import { useEffect, useRef, useState } from 'react';
import { orderTexts } from '../../orders/texts.ts';
import { ConfirmStep } from './ConfirmStep.tsx';
import { type HouseholdProposal, proposals as proposalCalls } from './household-client.ts';
import { useHouseholdCall } from './use-household-call.ts';
import { VisitPanel } from './VisitPanel.tsx';
import { usePageLocale } from './use-household-texts.ts';

type Order = NonNullable<HouseholdProposal['order']>;

export function OrderPanel({ token, order, onChanged, onLinkGone }: { token: string; order: Order; onChanged(list: HouseholdProposal[]): void; onLinkGone(): void }) {
  const T = orderTexts(usePageLocale()).section;
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLHeadingElement>(null);
  const { busy, failure, run } = useHouseholdCall(onLinkGone);

  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);

  async function withdraw() {
    await run(async () => onChanged(await proposalCalls.withdraw.mutate({ token, orderId: order.id, confirm: true })));
    setAsking(false);
  }

  return (
    <div className="order" aria-labelledby="order-title">
      <h3 id="order-title">{T.heading}</h3>
      <p className="proposal__meta">
        <span className={`proposal__status order__status--${order.status}`}>{T.status[order.status]}</span> <span>{T.orderedOn(order.acceptedAt)}</span>
      </p>
      <p>{T.seller(order.sellerName)}</p>
      {order.installedOn ? <p>{T.installedOn(order.installedOn)}</p> : null}
      {order.withdrawnAt ? <p className="household__notice">{T.withdrawn(order.withdrawnAt)}</p> : null}
      {order.cancelledAt ? <p className="household__notice">{T.cancelled(order.cancelledAt)}</p> : null}
      {order.status !== 'withdrawn' && order.status !== 'cancelled' ? <VisitPanel token={token} order={order} onChanged={onChanged} onLinkGone={onLinkGone} /> : null}
      {order.status !== 'withdrawn' && order.status !== 'cancelled' ? (
        <>
          <h4>{T.withdrawalHeading}</h4>
          <p>
            {order.canWithdraw
              ? order.withdrawalEndsOn
                ? T.withdrawalUntil(order.withdrawalEndsOn)
                : T.withdrawalOpen
              : T.withdrawalClosed(order.withdrawalEndsOn ?? '')}
          </p>
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
    </div>
  );
}
