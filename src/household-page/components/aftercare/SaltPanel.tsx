/** The salt on the owner's page (issue 44 item 5): what is left of the allowance, the deliveries asked for. */
import type { AftercareProps } from './aftercare-props.ts';

export function SaltPanel({ view, T }: AftercareProps) {
  const { salt } = view;
  if (!salt.allowance) return null;
  return (
    <>
      <h4>{T.salt.heading}</h4>
      <p>{salt.left > 0 || salt.requests.length > 0 ? T.salt.balance(salt.left, salt.allowance.kg, salt.allowance.until) : T.salt.over(salt.allowance.until)}</p>
      {salt.allowance.deliveredHome ? <p>{T.salt.deliveredHome}</p> : null}
      {salt.requests.length > 0 ? (
        <>
          <p>{T.salt.requests}</p>
          <ul>
            {salt.requests.map((request) => (
              <li key={request.id}>{T.salt.line(request.kg, request.week, T.salt.status[request.status])}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
