/**
 * The salt on the owner's page (issue 44 item 5): what is left of the allowance, a short form (how many
 * kilograms, which week suits: the next weeks to choose from), and the deliveries asked for with where each stands.
 */
import { type FormEvent, useState } from 'react';
import { isoDateInBrussels } from '../../../admin/format.ts';
import { mondayOf } from '../../../aftercare/calendar.ts';
import { addDays } from '../../../orders/dates.ts';
import { aftercare } from '../household-client.ts';
import { useHouseholdCall } from '../use-household-call.ts';
import type { AftercareProps } from './aftercare-props.ts';

/** The weeks a household may choose: from next week on, for two months. */
function weeks(): string[] {
  const first = addDays(mondayOf(isoDateInBrussels(new Date())), 7);
  return Array.from({ length: 9 }, (_, i) => addDays(first, 7 * i));
}

export function SaltPanel({ token, view, T, onView, onLinkGone }: AftercareProps) {
  const { salt } = view;
  const [kg, setKg] = useState('');
  const [week, setWeek] = useState('');
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, failure, run } = useHouseholdCall(onLinkGone);
  if (!salt.allowance) return null;

  function send(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    void run(
      async () => {
        onView((await aftercare.askSalt.mutate({ token, kg: Number(kg), week })).view);
        setSent(true);
        setKg('');
      },
      (failed) => setErrors(failed.fieldErrors),
    );
  }

  return (
    <>
      <h4 id="salt-title">{T.salt.heading}</h4>
      <p>{salt.left > 0 || salt.requests.length > 0 ? T.salt.balance(salt.left, salt.allowance.kg, salt.allowance.until) : T.salt.over(salt.allowance.until)}</p>
      {salt.allowance.deliveredHome ? <p>{T.salt.deliveredHome}</p> : null}
      {salt.left > 0 ? (
        <form className="aftercare__form" onSubmit={send} aria-labelledby="salt-title" noValidate>
          <label htmlFor="salt-kg">{T.salt.amount}</label>
          <input id="salt-kg" type="number" inputMode="numeric" min={1} max={salt.left} step={1} value={kg} onChange={(event) => setKg(event.target.value)} required aria-invalid={Boolean(errors.kg)} aria-describedby="salt-kg-error" />
          <span id="salt-kg-error" className="household__error">
            {errors.kg}
          </span>
          <label htmlFor="salt-week">{T.salt.week}</label>
          <select id="salt-week" value={week} onChange={(event) => setWeek(event.target.value)} required aria-invalid={Boolean(errors.week)} aria-describedby="salt-week-error">
            <option value="" disabled>
              …
            </option>
            {weeks().map((monday) => (
              <option key={monday} value={monday}>
                {T.salt.weekOf(monday)}
              </option>
            ))}
          </select>
          <span id="salt-week-error" className="household__error">
            {errors.week}
          </span>
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? T.busy : T.salt.send}
          </button>
        </form>
      ) : null}
      <p role="status">{sent ? T.salt.sent : ''}</p>
      <p className="household__error" role="alert">
        {failure}
      </p>
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
