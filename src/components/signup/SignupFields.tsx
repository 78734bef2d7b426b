/**
 * The signup form's controls. Each is tied to its error message (`aria-invalid`, `aria-describedby`);
 * the form (SignupForm.tsx) holds the values and the errors.
 */
import { HONEYPOT_FIELD, LEAD_FIELD_LABELS, type SignupErrors, type SignupField } from '../../leads/fields.ts';
import { SOFTENERS, type SoftenerType } from '../../leads/softeners.ts';
import { SITE } from '../../site.ts';
import { SIGNUP_TEXTS, TEXT_INPUTS, type TextField } from './form-values.ts';

/** The element ids of one form instance (`useId` keeps two forms on a page apart). */
export interface FieldIds {
  control(field: string): string;
  error(field: string): string;
}

export function fieldIds(prefix: string): FieldIds {
  return { control: (field) => `${prefix}-${field}`, error: (field) => `${prefix}-${field}-error` };
}

interface ErrorsProps {
  ids: FieldIds;
  errors: SignupErrors;
}

/** Props that tie a control to its error message. */
function errorProps(field: SignupField, { ids, errors }: ErrorsProps) {
  return errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': ids.error(field) } : {};
}

/** A group's description points at its message while there is one. */
function groupErrorProps(field: SignupField, { ids, errors }: ErrorsProps) {
  return errors[field] ? { 'aria-describedby': ids.error(field) } : {};
}

function ErrorMessage({ field, ids, errors }: ErrorsProps & { field: SignupField }) {
  return errors[field] ? (
    <p className="signup__error" id={ids.error(field)}>
      {errors[field]}
    </p>
  ) : null;
}

export function TextInput(
  props: ErrorsProps & { field: TextField; value: string; onChange(value: string): void; onBlur(): void },
) {
  const { field, ids } = props;
  return (
    <div className="signup__field">
      <label htmlFor={ids.control(field)}>{LEAD_FIELD_LABELS[field]}</label>
      <input
        id={ids.control(field)}
        name={field}
        {...TEXT_INPUTS[field]}
        required
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        {...errorProps(field, props)}
      />
      <ErrorMessage field={field} ids={ids} errors={props.errors} />
    </div>
  );
}

export function SoftenerChoice(props: ErrorsProps & { value: SoftenerType; onChange(type: SoftenerType): void }) {
  const { ids } = props;
  return (
    <fieldset className="signup__group" {...groupErrorProps('waterSoftenerType', props)}>
      <legend>{LEAD_FIELD_LABELS.waterSoftenerType}</legend>
      <div className="signup__choices">
        {SOFTENERS.map((softener) => (
          <div className="signup__choice" key={softener.type}>
            <input
              type="radio"
              id={ids.control(`type-${softener.type}`)}
              name="waterSoftenerType"
              value={softener.type}
              checked={props.value === softener.type}
              onChange={() => props.onChange(softener.type)}
              aria-describedby={ids.control(`type-${softener.type}-description`)}
            />
            <label htmlFor={ids.control(`type-${softener.type}`)}>
              {softener.type} <span className="signup__brand">{SITE.brand}</span>
            </label>
            <span className="signup__description" id={ids.control(`type-${softener.type}-description`)}>
              {softener.description}
            </span>
          </div>
        ))}
      </div>
      <ErrorMessage field="waterSoftenerType" ids={ids} errors={props.errors} />
    </fieldset>
  );
}

const WIFI_OPTIONS = [
  { label: 'Ja', value: true },
  { label: 'Nee', value: false },
] as const;

export function WifiChoice(props: ErrorsProps & { value: boolean; onChange(hasWifi: boolean): void }) {
  return (
    <fieldset className="signup__group" {...groupErrorProps('hasWifi', props)}>
      <legend>{SIGNUP_TEXTS.wifiQuestion}</legend>
      <div className="signup__inline">
        {WIFI_OPTIONS.map((option) => (
          <label className="signup__inline-option" key={option.label}>
            <input
              type="radio"
              name="hasWifi"
              value={option.value ? 'ja' : 'nee'}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <ErrorMessage field="hasWifi" ids={props.ids} errors={props.errors} />
    </fieldset>
  );
}

export function ConsentCheckbox(props: ErrorsProps & { checked: boolean; onChange(checked: boolean): void }) {
  const { ids } = props;
  return (
    <div className="signup__field signup__consent">
      <div className="signup__checkbox">
        <input
          type="checkbox"
          id={ids.control('privacyPolicy')}
          name="privacyPolicy"
          required
          checked={props.checked}
          onChange={(event) => props.onChange(event.target.checked)}
          {...errorProps('privacyPolicy', props)}
        />
        <label htmlFor={ids.control('privacyPolicy')}>
          {SIGNUP_TEXTS.consentBefore}
          <a href="/privacy" target="_blank" rel="noopener">
            {SIGNUP_TEXTS.consentLink}
            <span className="signup__visually-hidden"> {SIGNUP_TEXTS.newWindow}</span>
          </a>
        </label>
      </div>
      <ErrorMessage field="privacyPolicy" ids={ids} errors={props.errors} />
    </div>
  );
}

/** A field people never see or reach; bots that fill every field fill this one too. */
export function HoneypotField({ ids, value, onChange }: { ids: FieldIds; value: string; onChange(value: string): void }) {
  return (
    <div className="signup__trap" aria-hidden="true">
      <label htmlFor={ids.control(HONEYPOT_FIELD)}>Laat dit veld leeg</label>
      <input
        id={ids.control(HONEYPOT_FIELD)}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Disabled until React runs (no click is lost to an unhydrated button) and while a signup is sent. */
export function SubmitButton({ hydrated, submitting }: { hydrated: boolean; submitting: boolean }) {
  return (
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
  );
}
