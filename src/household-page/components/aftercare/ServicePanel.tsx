/**
 * The service on the owner's page (issue 44 item 4): the next date and how often; within six weeks of it
 * (the reminder's mail links here), a button that asks the seller for a service visit, whose times then
 * come as a request's (HelpPanel.tsx); the services done.
 */
import { aftercare } from '../household-client.ts';
import { useHouseholdCall } from '../use-household-call.ts';
import type { AftercareProps } from './aftercare-props.ts';

export function ServicePanel({ token, view, T, onView, onLinkGone }: AftercareProps) {
  const { service } = view;
  const { busy, failure, run } = useHouseholdCall(onLinkGone);
  const ask = () => run(async () => onView((await aftercare.askService.mutate({ token })).view));
  return (
    <>
      <h4>{T.service.heading}</h4>
      <p>
        {T.service.next(service.nextDueOn)} {T.service.every(service.intervalMonths)}
      </p>
      {service.requested ? <p>{T.service.asked}</p> : null}
      {!service.requested && service.state !== 'later' ? (
        <>
          <p>{T.service.due}</p>
          <button type="button" className="button" onClick={() => void ask()} disabled={busy} aria-busy={busy}>
            {T.service.book}
          </button>
        </>
      ) : null}
      <p className="household__error" role="alert">
        {failure}
      </p>
      {service.history.length > 0 ? (
        <>
          <p>{T.service.history}</p>
          <ul>
            {service.history.map((entry) => (
              <li key={entry.servicedOn}>{T.service.done(entry.servicedOn)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
