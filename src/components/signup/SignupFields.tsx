/**
 * The signup form's controls. Each is tied to its error message (`aria-invalid`, `aria-describedby`);
 * the form (SignupForm.tsx) holds the values and the errors.
 */
import { useTexts } from '../../i18n/texts.ts';
import { HONEYPOT_FIELD, type SignupErrors, type SignupField } from '../../leads/fields.ts';
import { SOFTENER_TYPES, type SoftenerType } from '../../leads/softeners.ts';
import { SITE } from '../../site.ts';
import { TEXT_INPUTS, type TextField } from './form-values.ts';

/** The element id of a control of one form instance (`useId` keeps two forms on a page apart). */
export type FieldIds = (name: string) => string;

const errorId = (ids: FieldIds, field: SignupField) => ids(`${field}-error`);

interface ErrorsProps {
  ids: FieldIds;
  errors: SignupErrors;
}

/** Props that tie a control to its error message. */
function errorProps(field: SignupField, { ids, errors }: ErrorsProps) {
  return errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(ids, field) } : {};
}

/** A group's description points at its message while there is one. */
function groupErrorProps(field: SignupField, { ids, errors }: ErrorsProps) {
  return errors[field] ? { 'aria-describedby': errorId(ids, field) } : {};
}

/** The field's message under it, while there is one. */
function errorMessage(field: SignupField, { ids, errors }: ErrorsProps) {
  return errors[field] ? (
    <p className="signup__error" id={errorId(ids, field)}>
      {errors[field]}
    </p>
  ) : null;
}

export function TextInput(
  props: ErrorsProps & { field: TextField; value: string; onChange(value: string): void; onBlur(): void },
) {
  const { field, ids } = props;
  const { labels } = useTexts().lead;
  return (
    <div className="signup__field">
      <label htmlFor={ids(field)}>{labels[field]}</label>
      <input
        id={ids(field)}
        name={field}
        {...TEXT_INPUTS[field]}
        required
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        {...errorProps(field, props)}
      />
      {errorMessage(field, props)}
    </div>
  );
}

export function SoftenerChoice(props: ErrorsProps & { value: SoftenerType; onChange(type: SoftenerType): void }) {
  const { lead, softeners } = useTexts();
  const { labels } = lead;
  const { ids } = props;
  return (
    <fieldset className="signup__group" {...groupErrorProps('waterSoftenerType', props)}>
      <legend>{labels.waterSoftenerType}</legend>
      <div className="signup__choices">
        {SOFTENER_TYPES.map((type) => ({ type, description: softeners[type].description })).map((softener) => (
          <div className="signup__choice" key={softener.type}>
            <input
              type="radio"
              id={ids(`type-${softener.type}`)}
              name="waterSoftenerType"
              value={softener.type}
              checked={props.value === softener.type}
              onChange={() => props.onChange(softener.type)}
              aria-describedby={ids(`type-${softener.type}-description`)}
            />
            <label htmlFor={ids(`type-${softener.type}`)}>
              {softener.type} <span className="signup__brand">{SITE.brand}</span>
            </label>
            <span className="signup__description" id={ids(`type-${softener.type}-description`)}>
              {softener.description}
            </span>
          </div>
        ))}
      </div>
      {errorMessage('waterSoftenerType', props)}
    </fieldset>
  );
}

export function WifiChoice(props: ErrorsProps & { value: boolean; onChange(hasWifi: boolean): void }) {
  const { signup: t } = useTexts();
  // The values stay 'ja'/'nee' in every language: the form's JavaScript reads the choice, not the value.
  const WIFI_OPTIONS = [
    { label: t.yes, value: true },
    { label: t.no, value: false },
  ] as const;
  return (
    <fieldset className="signup__group" {...groupErrorProps('hasWifi', props)}>
      <legend>{t.wifiQuestion}</legend>
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
      {errorMessage('hasWifi', props)}
    </fieldset>
  );
}

export function ConsentCheckbox(props: ErrorsProps & { checked: boolean; onChange(checked: boolean): void }) {
  const { ids } = props;
  const { signup: t, routes } = useTexts();
  return (
    <div className="signup__field signup__consent">
      <div className="signup__checkbox">
        <input
          type="checkbox"
          id={ids('privacyPolicy')}
          name="privacyPolicy"
          required
          checked={props.checked}
          onChange={(event) => props.onChange(event.target.checked)}
          {...errorProps('privacyPolicy', props)}
        />
        <label htmlFor={ids('privacyPolicy')}>
          {t.consentBefore}
          <a href={routes.privacy} target="_blank" rel="noopener">
            {t.consentLink}
            <span className="signup__visually-hidden"> {t.newWindow}</span>
          </a>
        </label>
      </div>
      {errorMessage('privacyPolicy', props)}
    </div>
  );
}

/** A field people never see or reach; bots that fill every field fill this one too. */
export function HoneypotField({ ids, value, onChange }: { ids: FieldIds; value: string; onChange(value: string): void }) {
  const { signup: t } = useTexts();
  return (
    <div className="signup__trap" aria-hidden="true">
      <label htmlFor={ids(HONEYPOT_FIELD)}>{t.honeypot}</label>
      <input
        id={ids(HONEYPOT_FIELD)}
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
