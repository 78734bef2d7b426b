/**
 * The facts of the signup form that need no validation library and no language: the order of the
 * fields, the honeypot's name. Labels and messages (spec section 5) are in each language's dictionary
 * (src/i18n/: `lead.labels`, `lead.messages`); the zod schema (schema.ts) that uses them is loaded when
 * the visitor starts filling in the form.
 */

/** The hidden field of the form that people leave empty and form-filling bots do not. */
export const HONEYPOT_FIELD = 'website';

/** The form's fields in the order they appear (the first invalid one receives the focus). */
export const SIGNUP_FIELD_ORDER = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'waterSoftenerType',
  'hasWifi',
  'privacyPolicy',
] as const;

export type SignupField = (typeof SIGNUP_FIELD_ORDER)[number];
export type SignupErrors = Partial<Record<SignupField, string>>;

export function isSignupField(name: string): name is SignupField {
  return (SIGNUP_FIELD_ORDER as readonly string[]).includes(name);
}

/** The first field, in the form's order, that has an error. */
export function firstInvalidField(errors: Partial<Record<string, string>>): SignupField | undefined {
  return SIGNUP_FIELD_ORDER.find((field) => errors[field]);
}

/**
 * The round a signup belongs to (issue 35): the one whose registration was open for the household's
 * place (`open`), else the next one announced there, which it waits for.
 */
export interface ReceiptRound {
  id: number;
  open: boolean;
  registrationOpensAt: string;
  registrationClosesAt: string;
}

/** The answer to a successful signup; `round` null: no round planned for its place, it waits for the next. */
export interface LeadReceipt {
  id: number;
  createdAt: string;
  round: ReceiptRound | null;
}
