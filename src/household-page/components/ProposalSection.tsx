/**
 * The household's personal proposal (issues 24 and 33): the text staff sent, word for word as the server
 * wrote it (what an acceptance records), its status, and two buttons, accept and decline, each with one
 * confirmation step. Accepting is ordering: the confirmation step shows the total price right above the
 * button "Bestelling met betalingsverplichting" (art. VI.46 §2; only the final button's words count).
 * Once accepted, the order it became takes its place, first on the page (OrderPanel.tsx), with the
 * accepted text one tap away (issue 42). An ended proposal has no buttons and says so; the server refuses
 * it anyway. Earlier proposals fold away below. Nothing shows until there is a proposal.
 */
import { useEffect, useRef, useState } from 'react';
import { orderTexts } from '../../orders/texts.ts';
import { proposalTexts } from '../../proposals/texts.ts';
import { householdTexts } from '../texts.ts';
import { usePageLocale } from './use-household-texts.ts';
import { household, type HouseholdProposal, proposals as proposalCalls } from './household-client.ts';
import { ConfirmStep } from './ConfirmStep.tsx';
import { OrderPanel } from './OrderPanel.tsx';
import { ProposalText } from './ProposalText.tsx';
import type { SectionProps } from './section-props.ts';
import { useHouseholdCall } from './use-household-call.ts';
import './proposal-section.css';

type Answer = 'accept' | 'decline';

export function ProposalSection({ token, onView, onLinkGone }: SectionProps) {
  const locale = usePageLocale();
  const { section: T, day: proposalDay } = proposalTexts(locale);
  const O = orderTexts(locale).order;
  const householdDate = householdTexts(locale).date;
  const [list, setList] = useState<HouseholdProposal[] | null>(null);
  const [asking, setAsking] = useState<Answer | null>(null);
  const [done, setDone] = useState('');
  const question = useRef<HTMLHeadingElement>(null);
  // A 404 here means the link stopped working (erased elsewhere): a household only acts on its own proposals.
  const { busy, failure, run } = useHouseholdCall(onLinkGone);

  useEffect(() => {
    // Loaded once per link; a failure shows in the section's alert.
    void run(async () => setList(await proposalCalls.list.mutate({ token })));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);

  const current = list?.[0];
  if (!current) return failure ? <p className="household__error" role="alert">{failure}</p> : null;

  async function answer(kind: Answer) {
    if (!current) return;
    const input = { token, proposalId: current.id, confirm: true as const };
    const answered = await run(async () => {
      setList(await (kind === 'accept' ? proposalCalls.accept : proposalCalls.decline).mutate(input));
      setDone(kind === 'accept' ? O.placed : T.declined);
    });
    setAsking(null);
    if (answered) {
      // The household's step changed with its answer: the page shows it.
      await run(async () => onView(await household.open.mutate({ token })));
    } else {
      // The proposal may have ended or been replaced meanwhile: show it as it is now.
      proposalCalls.list.mutate({ token }).then(setList, () => undefined);
    }
  }

  const earlier =
    list.length > 1 ? (
      <details className="proposal__earlier">
        <summary>{T.earlierHeading}</summary>
        {list.slice(1).map((item) => (
          <div key={item.id} className="proposal__earlier-item">
            <p className="proposal__meta">
              <span className={`proposal__status proposal__status--${item.status}`}>{item.status === 'withdrawn' ? T.replaced : T.status[item.status]}</span>{' '}
              <span>{householdDate(item.createdAt)}</span>
            </p>
            <ProposalText lines={item.lines} />
          </div>
        ))}
      </details>
    ) : null;

  if (current.order) {
    return (
      <OrderPanel token={token} order={current.order} lines={current.lines} notice={done} onChanged={setList} onLinkGone={onLinkGone}>
        {earlier}
      </OrderPanel>
    );
  }

  return (
    <section className="household__section proposal" aria-labelledby="proposal-title">
      <h2 id="proposal-title">{T.heading}</h2>
      <p className="proposal__meta">
        <span className={`proposal__status proposal__status--${current.status}`}>{T.status[current.status]}</span>{' '}
        <span>{T.sentOn(current.createdAt)}</span>
      </p>
      <ProposalText lines={current.lines} />
      <p className="household__notice" role="status">
        {done}
      </p>
      {current.answeredAt ? <p className="household__small">{T.answeredOn(current.answeredAt)}</p> : null}
      {current.status === 'expired' ? <p className="household__notice">{T.expired(proposalDay(current.validUntil))}</p> : null}
      {current.status === 'withdrawn' ? <p className="household__notice">{T.withdrawn}</p> : null}
      <p className="household__error" role="alert">
        {failure}
      </p>
      {current.canAnswer && asking === 'accept' ? (
        <ConfirmStep
          heading={O.heading}
          headingRef={question}
          className="proposal__confirm"
          confirm={O.button}
          back={T.cancel}
          busy={busy}
          busyLabel={T.busy}
          onConfirm={() => void answer('accept')}
          onBack={() => setAsking(null)}
        >
          <p>{O.text}</p>
          <p className="proposal__total">{O.total(current.priceEuro)}</p>
        </ConfirmStep>
      ) : current.canAnswer && asking === 'decline' ? (
        <ConfirmStep
          heading={T.confirmDeclineHeading}
          headingRef={question}
          confirm={T.confirmDecline}
          back={T.cancel}
          busy={busy}
          busyLabel={T.busy}
          onConfirm={() => void answer('decline')}
          onBack={() => setAsking(null)}
        >
          <p>{T.confirmDeclineText}</p>
        </ConfirmStep>
      ) : current.canAnswer ? (
        <div className="household__actions">
          <button type="button" className="button" onClick={() => setAsking('accept')}>
            {O.start}
          </button>
          <button type="button" className="button button--outline" onClick={() => setAsking('decline')}>
            {T.decline}
          </button>
        </div>
      ) : null}
      {earlier}
    </section>
  );
}
