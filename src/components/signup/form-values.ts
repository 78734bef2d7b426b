/** What the signup form holds while the visitor fills it in, and how its text fields are typed. */
import { HONEYPOT_FIELD } from '../../leads/fields.ts';
import { DEFAULT_SOFTENER_TYPE, type SoftenerType } from '../../leads/softeners.ts';

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
