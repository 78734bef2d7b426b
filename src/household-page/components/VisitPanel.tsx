/**
 * The technical visit on the household's page (issues 34 and 42), in its order's section (OrderPanel.tsx,
 * which says where the order stands): the slots the installer offered with a button each, the booked
 * visit with "add to my calendar" (an .ics download), "another moment" and "cancel" (up to 24 hours
 * before), and a short message when no slot suits. In the page's language.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { visitTexts } from '../../visits/texts.ts';
import { ConfirmStep } from './ConfirmStep.tsx';
import { type HouseholdProposal, visits } from './household-client.ts';
import { downloadFile } from './download-file.ts';
import { useHouseholdCall } from './use-household-call.ts';
import { usePageLocale } from './use-household-texts.ts';
import './visit-panel.css';

type Order = NonNullable<HouseholdProposal['order']>;

interface Props {
  token: string;
  order: Order;
  onChanged(list: HouseholdProposal[]): void;
  onLinkGone(): void;
}

export function VisitPanel({ token, order, onChanged, onLinkGone }: Props) {
  const T = visitTexts(usePageLocale());
  const { busy, failure, run } = useHouseholdCall(onLinkGone);
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [message, setMessage] = useState('');
  const [asked, setAsked] = useState(false);
  const question = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (cancelling) question.current?.focus();
  }, [cancelling]);
  const { appointment, slots } = order;
  const open = order.status === 'accepted' || order.status === 'visit_planned';
  const showSlots = open && slots.length > 0 && (!appointment || moving);

  const pick = (slotId: number) =>
    run(async () => {
      onChanged(await visits.pickSlot.mutate({ token, slotId }));
      setMoving(false);
    });
  // The booked visit as an .ics file for the household's own calendar (the link's secret goes in a POST body).
  const addToCalendar = () =>
    run(async () => {
      const { fileName, calendar } = await visits.calendar.mutate({ token });
      downloadFile(fileName, calendar, 'text/calendar');
    });
  const cancel = () =>
    run(async () => {
      onChanged(await visits.cancel.mutate({ token, confirm: true }));
      setCancelling(false);
    });
  function askOther(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      onChanged(await visits.otherTimes.mutate({ token, message }));
      setAsked(true);
    });
  }

  return (
    <div className="visit">
      {open && !appointment && slots.length === 0 && (order.otherTimesAsked || asked) ? <p>{T.visit.otherTimesSent}</p> : null}
      {showSlots ? (
        <>
          <p>{T.visit.intro}</p>
          <ul className="visit__slots">
            {slots.map((slot) => (
              <li key={slot.id}>
                <span>{T.slot(slot.start, slot.end)}</span>{' '}
                <button type="button" className="button" disabled={busy} onClick={() => void pick(slot.id)} aria-label={`${T.visit.pick}: ${T.slot(slot.start, slot.end)}`}>
                  {T.visit.pick}
                </button>
              </li>
            ))}
          </ul>
          {!appointment ? (
            asked || order.otherTimesAsked ? (
              <p>{T.visit.otherTimesSent}</p>
            ) : (
              <form className="visit__other" onSubmit={askOther}>
                <label htmlFor="other-times">{T.visit.otherTimesLabel}</label>
                <textarea id="other-times" maxLength={500} rows={2} value={message} onChange={(event) => setMessage(event.target.value)} required minLength={2} />
                <button type="submit" className="button button--outline" disabled={busy}>
                  {T.visit.otherTimesSend}
                </button>
              </form>
            )
          ) : null}
        </>
      ) : null}
      {appointment ? (
        <p>
          <button type="button" className="button" disabled={busy} onClick={() => void addToCalendar()}>
            {T.visit.calendar}
          </button>
        </p>
      ) : null}
      {appointment && !appointment.canChange ? <p>{T.visit.locked}</p> : null}
      {appointment?.canChange && !moving && !cancelling ? (
        <p className="visit__actions">
          {slots.length > 1 ? (
            <button type="button" className="button button--outline" onClick={() => setMoving(true)}>
              {T.visit.move}
            </button>
          ) : null}{' '}
          <button type="button" className="button button--outline" onClick={() => setCancelling(true)}>
            {T.visit.cancel}
          </button>
        </p>
      ) : null}
      {cancelling ? (
        <ConfirmStep
          heading={T.visit.cancel}
          headingRef={question}
          level={4}
          confirm={T.visit.confirmCancel}
          back={T.visit.back}
          busy={busy}
          busyLabel={T.visit.busy}
          danger
          onConfirm={() => void cancel()}
          onBack={() => setCancelling(false)}
        >
          <p>{appointment ? T.visit.booked(T.slot(appointment.start, appointment.end)) : null}</p>
        </ConfirmStep>
      ) : null}
      <p className="household__error" role="alert">
        {failure}
      </p>
    </div>
  );
}
