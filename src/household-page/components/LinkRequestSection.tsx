/**
 * A lost link asked for again by e-mail address: the same answer whether or not the address is known;
 * the new link goes only to the address of the signup (server/services/household-page/link-request.ts).
 */
import { type FormEvent, useId, useState } from 'react';
import { linkRequestInputFor } from '../schema.ts';
import { describeFailure, household } from './household-client.ts';
import { useHouseholdTexts, usePageLocale } from './use-household-texts.ts';

export function LinkRequestSection() {
  const texts = useHouseholdTexts();
  const locale = usePageLocale();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = linkRequestInputFor(locale).safeParse({ email });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? texts.page.failed);
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setBusy(true);
    setError('');
    setAnswer('');
    try {
      setAnswer((await household.requestLink.mutate(checked.data)).message);
    } catch (failure) {
      const failed = describeFailure(failure);
      setError(failed.kind === 'unreachable' ? texts.page.unreachable : (failed.fieldErrors.email ?? failed.message ?? texts.page.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="household__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.linkRequest.heading}</h2>
      <p>{texts.linkRequest.text}</p>
      <form className="household__form" noValidate onSubmit={submit}>
        <div className="household__field">
          <label htmlFor={`${id}-email`}>{texts.linkRequest.label}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-email-error` : undefined}
          />
          {error ? (
            <p className="household__error" id={`${id}-email-error`}>
              {error}
            </p>
          ) : null}
        </div>
        <p className="household__notice" role="status">
          {answer}
        </p>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? texts.linkRequest.busy : texts.linkRequest.button}
        </button>
      </form>
    </section>
  );
}
