/** What the signup form holds while the visitor fills it in, and how its text fields are typed. */
import { HONEYPOT_FIELD } from '../../leads/fields.ts';
import { DEFAULT_SOFTENER_TYPE, isSoftenerType, type SoftenerType } from '../../leads/softeners.ts';

export type TextField = 'firstName' | 'lastName' | 'phone' | 'email' | 'street' | 'houseNumber' | 'postalCode' | 'city';

export interface FormValues {
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
export const INITIAL_VALUES: FormValues = {
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
export const TEXT_INPUTS: Record<TextField, { type: string; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'email' }> = {
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
export const TEXT_ROWS: Array<[TextField, TextField]> = [
  ['firstName', 'lastName'],
  ['phone', 'email'],
  ['street', 'houseNumber'],
  ['postalCode', 'city'],
];

/**
 * What the form's controls hold on screen: what a visitor typed or chose before the page's scripts ran (a
 * slow phone) or what the browser put back on "back". React keeps such input on screen when it hydrates but
 * never reports it, and its next render of the field would wipe it, so the form adopts it once, at hydration.
 */
export function valuesOnScreen(form: HTMLFormElement): FormValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const typed = Object.fromEntries(TEXT_ROWS.flat().map((field) => [field, text(field)])) as Record<TextField, string>;
  const softener = text('waterSoftenerType');
  return {
    ...typed,
    waterSoftenerType: isSoftenerType(softener) ? softener : DEFAULT_SOFTENER_TYPE,
    hasWifi: text('hasWifi') !== 'nee',
    privacyPolicy: data.has('privacyPolicy'),
    [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
  };
}
