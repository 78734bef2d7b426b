/**
 * The signup form of the `contact` section (spec sections 2, 4 and 5). Plain React and CSS: it ships to
 * every visitor. Validation is the shared zod schema (src/leads/schema.ts), on blur and on submit; the
 * submission goes through the tRPC procedure `lead.submit`, and success continues on /bedankt. The schema
 * and the client load when the visitor first focuses or touches the form, not with the page
 * (load-runtime.ts). The controls are in SignupFields.tsx.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { clipUrl, readAttribution, sessionStore } from '../../leads/attribution.ts';
import { keepReceiptRound } from '../../leads/receipt-round.ts';
import { firstInvalidField, HONEYPOT_FIELD, isSignupField, type SignupErrors, type SignupField } from '../../leads/fields.ts';
import { useTexts } from '../../i18n/texts.ts';
import { notify } from '../notices/notices.ts';
import { type FormValues, INITIAL_VALUES, TEXT_ROWS, valuesOnScreen } from './form-values.ts';
import { leadClient, loadRuntime, preloadRuntime } from './load-runtime.ts';
import { ConsentCheckbox, HoneypotField, SoftenerChoice, TextInput, WifiChoice } from './SignupFields.tsx';
import { useAfterRelease } from './use-after-release.ts';
import './SignupForm.css';

function reportFailure(texts: { failureTitle: string; failureFallback: string }, message: string | undefined) {
  notify({ title: texts.failureTitle, description: message ?? texts.failureFallback, variant: 'destructive' });
}

/** Moves focus to a field: a radio group's chosen option, else its first; any other control itself. */
function focusField(form: HTMLFormElement | null, field: SignupField) {
  const control = form?.elements.namedItem(field);
  if (control instanceof RadioNodeList) {
    const options = Array.from(control) as HTMLInputElement[];
    (options.find((option) => option.checked) ?? options[0])?.focus();
  } else if (control instanceof HTMLElement) {
    control.focus();
  }
}

export function SignupForm() {
  const prefix = useId();
  const texts = useTexts();
  const SIGNUP_TEXTS = texts.signup;
  const locale = texts.locale;
  const ids = (name: string) => `${prefix}-${name}`;
  const hydrated = useHydrated();
  const [values, setValues] = useState<FormValues>(INITIAL_VALUES);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: SignupField } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const afterRelease = useAfterRelease();

  // Input typed before hydration is on screen but not in the state: adopt it before any render wipes it.
  useEffect(() => {
    if (form.current) setValues(valuesOnScreen(form.current));
  }, []);

  // Focus moves after the render that marked the fields invalid, so it lands on an announced error.
  useEffect(() => {
    if (focusRequest) focusField(form.current, focusRequest.field);
  }, [focusRequest]);

  function showErrors(next: SignupErrors) {
    setErrors(next);
    const first = firstInvalidField(next);
    if (first) setFocusRequest({ field: first });
  }

  /** Judges one field with the schema (loaded on first use) and shows or clears its message. */
  function judge(field: SignupField, value: unknown) {
    loadRuntime().then(
      ({ validateSignupField }) =>
        afterRelease.run(() => setErrors((current) => ({ ...current, [field]: validateSignupField(field, value, locale) }))),
      () => undefined, // offline: the submit reports it
    );
  }

  function update<F extends keyof FormValues>(field: F, value: FormValues[F], judgeNow = false) {
    setValues((current) => ({ ...current, [field]: value }));
    // Choices are judged at once; a text field already in error is re-judged while the visitor fixes it.
    if (isSignupField(field) && (judgeNow || errors[field])) judge(field, value);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const runtime = await loadRuntime();
      const checked = runtime.validateSignupForm(values, locale);
      if (!checked.success) {
        showErrors(checked.errors);
        return;
      }
      setSubmitting(true);
      try {
        const { privacyPolicy: _consent, ...fields } = checked.data;
        const receipt = await leadClient(runtime).submit({
          ...fields,
          language: locale,
          ...readAttribution(sessionStore()),
          sourceUrl: clipUrl(window.location.href),
          [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
        });
        // The thank-you page says which round the signup joined (issue 35).
        keepReceiptRound(receipt.round);
      } catch (error) {
        const failure = runtime.describeSubmitFailure(error, texts.signup.unavailable);
        const fieldErrors: SignupErrors = {};
        for (const [field, message] of Object.entries(failure.fieldErrors)) {
          if (isSignupField(field)) fieldErrors[field] = message;
        }
        if (firstInvalidField(fieldErrors)) showErrors(fieldErrors);
        reportFailure(SIGNUP_TEXTS, failure.message);
        return;
      }
      // The lead is stored: the visitor continues on the thank-you page of its language, a page load (public pages use server
      // routing, decision 010). A second click before the page goes is a double submit, which the server
      // answers with this lead (decision 007).
      window.location.assign(texts.routes.thanks);
    } catch {
      reportFailure(SIGNUP_TEXTS, undefined);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  const shown = { ids, errors };
  return (
    <form
      ref={form}
      className="signup"
      method="post"
      noValidate
      aria-label={SIGNUP_TEXTS.formLabel}
      aria-busy={submitting}
      onSubmit={onSubmit}
      onFocus={preloadRuntime}
      onPointerDown={() => {
        afterRelease.press();
        preloadRuntime();
      }}
    >
      <p className="signup__note">{SIGNUP_TEXTS.allRequired}</p>

      {TEXT_ROWS.map((row) => (
        <div className="signup__row" key={row[0]}>
          {row.map((field) => (
            <TextInput
              key={field}
              field={field}
              value={values[field]}
              onChange={(value) => update(field, value)}
              onBlur={() => judge(field, values[field])}
              {...shown}
            />
          ))}
        </div>
      ))}

      <SoftenerChoice value={values.waterSoftenerType} onChange={(type) => update('waterSoftenerType', type, true)} {...shown} />
      <WifiChoice value={values.hasWifi} onChange={(hasWifi) => update('hasWifi', hasWifi, true)} {...shown} />
      <ConsentCheckbox
        checked={values.privacyPolicy}
        onChange={(checked) => update('privacyPolicy', checked, true)}
        {...shown}
      />
      <HoneypotField ids={ids} value={values[HONEYPOT_FIELD]} onChange={(value) => update(HONEYPOT_FIELD, value)} />
      {/* Disabled until React runs (no click is lost to an unhydrated button) and while a signup is sent. */}
      <div className="signup__actions">
        <button type="submit" className="signup__submit" disabled={!hydrated || submitting}>
          {submitting ? (
            <>
              <span className="signup__spinner" aria-hidden="true" />
              {SIGNUP_TEXTS.submitting}
            </>
          ) : (
            SIGNUP_TEXTS.submit
          )}
        </button>
        <p className="signup__progress" role="status">
          {submitting ? SIGNUP_TEXTS.submittingNote : ''}
        </p>
      </div>
    </form>
  );
}
