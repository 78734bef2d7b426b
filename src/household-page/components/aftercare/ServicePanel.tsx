/** The service on the owner's page (issue 44 item 4): the next date, how often, the services done. */
import type { AftercareProps } from './aftercare-props.ts';

export function ServicePanel({ view, T }: AftercareProps) {
  const { service } = view;
  return (
    <>
      <h4>{T.service.heading}</h4>
      <p>
        {T.service.next(service.nextDueOn)} {T.service.every(service.intervalMonths)}
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
