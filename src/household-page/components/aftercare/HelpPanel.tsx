/**
 * Help when something breaks, on the owner's page (issue 44 item 3): a short form (what it is about, what
 * the household notices), then its requests with where each stands, the seller's answers, the times
 * offered for a visit with a button each, the visit booked, and "the problem is back" on a resolved one.
 */
import { type FormEvent, useState } from 'react';
import { SUPPORT_CATEGORIES, type SupportCategory } from '../../../aftercare/support.ts';
import { formatDateIn, formatTimeIn } from '../../../i18n/format.ts';
import { aftercare } from '../household-client.ts';
import { useHouseholdCall } from '../use-household-call.ts';
import { usePageLocale } from '../use-household-texts.ts';
import type { AftercareProps } from './aftercare-props.ts';

export function HelpPanel({ token, view, T, onView, onLinkGone }: AftercareProps) {
  const locale = usePageLocale();
  const [category, setCategory] = useState<SupportCategory | ''>('');
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, failure, run } = useHouseholdCall(onLinkGone);
  const slot = (start: string, end: string) => `${formatDateIn(locale, new Date(start))}, ${formatTimeIn(locale, new Date(start))}–${formatTimeIn(locale, new Date(end))}`;

  function send(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    void run(
      async () => {
        const { view: next } = await aftercare.askHelp.mutate({ token, category: category as SupportCategory, message });
        onView(next);
        setSent(true);
        setMessage('');
        setCategory('');
      },
      (failed) => setErrors(failed.fieldErrors),
    );
  }
  const pick = (requestId: number, slotId: number) => run(async () => onView(await aftercare.pickSlot.mutate({ token, requestId, slotId })));
  const reopen = (requestId: number) => run(async () => onView(await aftercare.reopen.mutate({ token, requestId })));

  return (
    <>
      <h4 id="help-title">{T.help.heading}</h4>
      <p>{T.help.intro}</p>
      <form className="aftercare__form" onSubmit={send} aria-labelledby="help-title" noValidate>
        <label htmlFor="help-category">{T.help.category}</label>
        <select id="help-category" value={category} onChange={(event) => setCategory(event.target.value as SupportCategory)} required aria-invalid={Boolean(errors.category)} aria-describedby="help-category-error">
          <option value="" disabled>
            …
          </option>
          {SUPPORT_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {T.help.categories[value]}
            </option>
          ))}
        </select>
        <span id="help-category-error" className="household__error">
          {errors.category}
        </span>
        <label htmlFor="help-message">{T.help.message}</label>
        <textarea id="help-message" rows={3} maxLength={2000} value={message} onChange={(event) => setMessage(event.target.value)} required aria-invalid={Boolean(errors.message)} aria-describedby="help-message-error" />
        <span id="help-message-error" className="household__error">
          {errors.message}
        </span>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? T.busy : T.help.send}
        </button>
      </form>
      <p role="status">{sent ? T.help.sent : ''}</p>
      <p className="household__error" role="alert">
        {failure}
      </p>
      {view.requests.length > 0 ? (
        <>
          <h5 className="aftercare__subheading">{T.help.requests}</h5>
          <ul className="aftercare__requests">
            {view.requests.map((request) => (
              <li key={request.id}>
                <p>
                  <span className="aftercare__status">{T.help.status[request.status]}</span> · {request.category ? T.help.categories[request.category] : T.help.service} ·{' '}
                  {T.help.askedOn(request.createdAt.slice(0, 10))}
                </p>
                {request.message ? <p className="aftercare__quote">{request.message}</p> : null}
                {request.answers.length > 0 ? (
                  <>
                    <p>{T.help.answers}</p>
                    <ul>
                      {request.answers.map((answer) => (
                        <li key={answer.at}>{answer.message}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
                {request.appointment ? <p className="aftercare__status">{T.help.booked(slot(request.appointment.start, request.appointment.end))}</p> : null}
                {request.slots.length > 0 ? (
                  <>
                    <p>{T.help.slots}</p>
                    <ul className="aftercare__slots">
                      {request.slots.map((offered) => (
                        <li key={offered.id}>
                          <span>{slot(offered.start, offered.end)}</span>{' '}
                          <button type="button" className="button" disabled={busy} onClick={() => void pick(request.id, offered.id)} aria-label={`${T.help.pick}: ${slot(offered.start, offered.end)}`}>
                            {T.help.pick}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                {request.status === 'resolved' ? (
                  <button type="button" className="button button--outline" disabled={busy} onClick={() => void reopen(request.id)}>
                    {T.help.reopen}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
