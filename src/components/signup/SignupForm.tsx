/**
 * The signup form of the `contact` section (spec sections 2, 4 and 5). Plain React and CSS: it ships to
 * every visitor. Validation is the shared zod schema (src/leads/schema.ts), on blur and on submit; the
 * submission goes through the tRPC procedure `lead.submit`, and success continues on /bedankt. The schema
 * and the client load when the visitor first focuses or touches the form, not with the page.
 */
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { clipUrl, readAttribution, sessionStore } from '../../leads/attribution.ts';
import {
  firstInvalidField,
  HONEYPOT_FIELD,
  isSignupField,
  LEAD_FIELD_LABELS,
  type SignupErrors,
  type SignupField,
} from '../../leads/fields.ts';
import { DEFAULT_SOFTENER_TYPE, SOFTENERS, type SoftenerType } from '../../leads/softeners.ts';
import { SITE } from '../../site.ts';
import { notify } from '../notices/notices.ts';
import type * as RuntimeModule from './signup-runtime.ts';
import './SignupForm.css';

type Runtime = typeof RuntimeModule;
let runtime: Promise<Runtime> | undefined;
let client: ReturnType<Runtime['createLeadClient']> | undefined;

function loadRuntime(): Promise<Runtime> {
  runtime ??= import('./signup-runtime.ts').catch((error: unknown) => {
    runtime = undefined; // a later attempt may succeed once the network is back
    throw error;
  });
  return runtime;
}

export const SIGNUP_TEXTS = {
  submit: 'Verstuur aanmelding',
  submitting: 'Verwerken...',
  submittingNote: 'Uw gegevens worden verwerkt... Even geduld aub.',
  allRequired: 'Alle velden zijn verplicht.',
  wifiQuestion: 'Hebt u draadloos internet (wifi)?',
  consentBefore: 'Ik ga akkoord met de ',
  consentLink: 'privacyverklaring',
  newWindow: '(opent in een nieuw venster)',
  failureTitle: 'Er is een fout opgetreden',
  failureFallback: 'Probeer het later opnieuw',
} as const;

type TextField = 'firstName' | 'lastName' | 'phone' | 'email' | 'street' | 'houseNumber' | 'postalCode' | 'city';

interface FormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  waterSoftenerType: SoftenerType;
  hasWifi: boolean;
  privacyPolicy: boolean;
  [HONEYPOT_FIELD]: string;
}

/** The defaults of spec section 4: 25L, wifi yes, no consent, every other field empty. */
const INITIAL_VALUES: FormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
  waterSoftenerType: DEFAULT_SOFTENER_TYPE,
  hasWifi: true,
  privacyPolicy: false,
  [HONEYPOT_FIELD]: '',
};

/** How each text field is typed: autofill tokens and keyboards (`street` gets the first address line). */
const TEXT_INPUTS: Record<TextField, { type: string; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'email' }> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  street: { type: 'text', autoComplete: 'address-line1' },
  // No autofill token exists for a house number alone.
  houseNumber: { type: 'text', autoComplete: 'off' },
  postalCode: { type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
  city: { type: 'text', autoComplete: 'address-level2' },
};

/** Pairs of text fields that share a row on wider screens. */
const TEXT_ROWS: Array<[TextField, TextField]> = [
  ['firstName', 'lastName'],
  ['phone', 'email'],
  ['street', 'houseNumber'],
  ['postalCode', 'city'],
];

const subscribeNever = () => () => {};

/** True once React runs in the browser: the submit button waits for it, so that no click is lost. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

export function SignupForm() {
  const id = useId();
  const hydrated = useHydrated();
  const [values, setValues] = useState<FormValues>(INITIAL_VALUES);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: SignupField } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);

  const fieldId = (field: string) => `${id}-${field}`;
  const errorId = (field: string) => `${id}-${field}-error`;

  // Focus moves after the render that marked the fields invalid, so it lands on an announced error.
  useEffect(() => {
    if (!focusRequest) return;
    const control = form.current?.elements.namedItem(focusRequest.field);
    if (control instanceof RadioNodeList) {
      // A radio group: its chosen option, else its first.
      const options = Array.from(control) as HTMLInputElement[];
      (options.find((option) => option.checked) ?? options[0])?.focus();
    } else if (control instanceof HTMLElement) {
      control.focus();
    }
  }, [focusRequest]);

  function reportFailure(message: string | undefined) {
    notify({ title: SIGNUP_TEXTS.failureTitle, description: message ?? SIGNUP_TEXTS.failureFallback, variant: 'destructive' });
  }

  function showErrors(next: SignupErrors) {
    setErrors(next);
    const first = firstInvalidField(next);
    if (first) setFocusRequest({ field: first });
  }

  // A message that appears while a pointer is pressed could move the button under it between press and
  // release (a blur happens on press), and the click would be lost: such messages wait for the release.
  const pressed = useRef(false);
  const waiting = useRef<Array<() => void>>([]);
  useEffect(() => {
    const release = () => {
      if (!pressed.current) return;
      pressed.current = false;
      // After the click that this release completes, which the browser dispatches in the same task.
      setTimeout(() => waiting.current.splice(0).forEach((show) => show()), 0);
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, []);

  /** Judges one field with the schema (loaded on first use) and shows or clears its message. */
  function judge(field: SignupField, value: unknown) {
    loadRuntime().then(
      ({ validateSignupField }) => {
        const show = () => setErrors((current) => ({ ...current, [field]: validateSignupField(field, value) }));
        if (pressed.current) waiting.current.push(show);
        else show();
      },
      () => undefined, // offline: the submit reports it
    );
  }

  function press() {
    pressed.current = true;
    void loadRuntime().catch(() => undefined);
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
      const { validateSignupForm, createLeadClient, describeSubmitFailure } = await loadRuntime();
      const checked = validateSignupForm(values);
      if (!checked.success) {
        showErrors(checked.errors);
        return;
      }
      setSubmitting(true);
      try {
        const { privacyPolicy: _consent, ...fields } = checked.data;
        client ??= createLeadClient();
        await client.submit({
          ...fields,
          ...readAttribution(sessionStore()),
          sourceUrl: clipUrl(window.location.href),
          [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
        });
      } catch (error) {
        const failure = describeSubmitFailure(error);
        const fieldErrors: SignupErrors = {};
        for (const [field, message] of Object.entries(failure.fieldErrors)) {
          if (isSignupField(field)) fieldErrors[field] = message;
        }
        if (firstInvalidField(fieldErrors)) showErrors(fieldErrors);
        reportFailure(failure.message);
        return;
      }
      // The lead is stored: the visitor continues on /bedankt, a page load (public pages use server
      // routing, decision 010). A second click before the page goes is a double submit, which the server
      // answers with this lead (decision 007).
      window.location.assign('/bedankt');
    } catch {
      reportFailure(undefined);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  /** Props that tie a control to its error message. */
  const errorProps = (field: SignupField) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};

  const errorMessage = (field: SignupField): ReactNode =>
    errors[field] ? (
      <p className="signup__error" id={errorId(field)}>
        {errors[field]}
      </p>
    ) : null;

  const textField = (field: TextField) => (
    <div className="signup__field" key={field}>
      <label htmlFor={fieldId(field)}>{LEAD_FIELD_LABELS[field]}</label>
      <input
        id={fieldId(field)}
        name={field}
        {...TEXT_INPUTS[field]}
        required
        value={values[field]}
        onChange={(event) => update(field, event.target.value)}
        onBlur={() => judge(field, values[field])}
        {...errorProps(field)}
      />
      {errorMessage(field)}
    </div>
  );

  return (
    <form
      ref={form}
      className="signup"
      method="post"
      noValidate
      aria-label="Aanmelding voor de groepsaankoop"
      aria-busy={submitting}
      onSubmit={onSubmit}
      onFocus={() => void loadRuntime().catch(() => undefined)}
      onPointerDown={press}
    >
      <p className="signup__note">{SIGNUP_TEXTS.allRequired}</p>

      {TEXT_ROWS.map(([left, right]) => (
        <div className="signup__row" key={left}>
          {textField(left)}
          {textField(right)}
        </div>
      ))}

      <fieldset className="signup__group" {...(errors.waterSoftenerType ? { 'aria-describedby': errorId('waterSoftenerType') } : {})}>
        <legend>{LEAD_FIELD_LABELS.waterSoftenerType}</legend>
        <div className="signup__choices">
          {SOFTENERS.map((softener) => (
            <div className="signup__choice" key={softener.type}>
              <input
                type="radio"
                id={fieldId(`type-${softener.type}`)}
                name="waterSoftenerType"
                value={softener.type}
                checked={values.waterSoftenerType === softener.type}
                onChange={() => update('waterSoftenerType', softener.type, true)}
                aria-describedby={fieldId(`type-${softener.type}-description`)}
              />
              <label htmlFor={fieldId(`type-${softener.type}`)}>
                {softener.type} <span className="signup__brand">{SITE.brand}</span>
              </label>
              <span className="signup__description" id={fieldId(`type-${softener.type}-description`)}>
                {softener.description}
              </span>
            </div>
          ))}
        </div>
        {errorMessage('waterSoftenerType')}
      </fieldset>

      <fieldset className="signup__group" {...(errors.hasWifi ? { 'aria-describedby': errorId('hasWifi') } : {})}>
        <legend>{SIGNUP_TEXTS.wifiQuestion}</legend>
        <div className="signup__inline">
          {[
            { label: 'Ja', value: true },
            { label: 'Nee', value: false },
          ].map((option) => (
            <label className="signup__inline-option" key={option.label}>
              <input
                type="radio"
                name="hasWifi"
                value={option.value ? 'ja' : 'nee'}
                checked={values.hasWifi === option.value}
                onChange={() => update('hasWifi', option.value, true)}
              />
              {option.label}
            </label>
          ))}
        </div>
        {errorMessage('hasWifi')}
      </fieldset>

      <div className="signup__field signup__consent">
        <div className="signup__checkbox">
          <input
            type="checkbox"
            id={fieldId('privacyPolicy')}
            name="privacyPolicy"
            required
            checked={values.privacyPolicy}
            onChange={(event) => update('privacyPolicy', event.target.checked, true)}
            {...errorProps('privacyPolicy')}
          />
          <label htmlFor={fieldId('privacyPolicy')}>
            {SIGNUP_TEXTS.consentBefore}
            <a href="/privacy" target="_blank" rel="noopener">
              {SIGNUP_TEXTS.consentLink}
              <span className="signup__visually-hidden"> {SIGNUP_TEXTS.newWindow}</span>
            </a>
          </label>
        </div>
        {errorMessage('privacyPolicy')}
      </div>

      {/* A field people never see or reach; bots that fill every field fill this one too. */}
      <div className="signup__trap" aria-hidden="true">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>Laat dit veld leeg</label>
        <input
          id={fieldId(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values[HONEYPOT_FIELD]}
          onChange={(event) => update(HONEYPOT_FIELD, event.target.value)}
        />
      </div>

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
