/**
 * The facts of the signup form that need no validation library: labels, the Dutch messages of spec
 * section 5, the order of the fields, the honeypot's name. The form renders from these on first load;
 * the zod schema (schema.ts) that uses them is loaded when the visitor starts filling in the form.
 */

/** What the visitor reads next to each field (also used by the e-mail summaries). */
export const LEAD_FIELD_LABELS = {
  firstName: 'Voornaam',
  lastName: 'Naam',
  phone: 'Telefoonnummer',
  email: 'E-mailadres',
  street: 'Straat',
  houseNumber: 'Huisnummer',
  postalCode: 'Postcode',
  city: 'Plaats',
  waterSoftenerType: 'Type waterverzachter',
  hasWifi: 'Draadloos internet (wifi)',
} as const;

/** The validation messages of spec section 5, word for word. */
export const LEAD_MESSAGES = {
  firstName: 'Voornaam is verplicht',
  lastName: 'Naam is verplicht',
  phone: 'Voer een geldig telefoonnummer in',
  email: 'Voer een geldig e-mailadres in',
  street: 'Straat is verplicht',
  houseNumber: 'Huisnummer is verplicht',
  postalCode: 'Voer een geldige postcode in (4 cijfers)',
  city: 'Plaats is verplicht',
  waterSoftenerType: 'Selecteer een type waterverzachter',
  hasWifi: 'Geef aan of u draadloos internet heeft',
  invalidUrl: 'Ongeldige URL',
  urlNotHttp: 'URL moet beginnen met http',
  privacyPolicy: 'U moet akkoord gaan met de privacyverklaring',
} as const;

/** The message for a value longer than its column (not in the spec; same wording for every field). */
export function tooLongMessage(label: string, max: number): string {
  return `${label} mag hoogstens ${max} tekens bevatten`;
}

/** The message for a value with control characters or broken Unicode (src/text.ts): never typed by a person. */
export function invalidCharactersMessage(label: string): string {
  return `${label} bevat ongeldige tekens`;
}

/** A name with something else than letters, spaces, apostrophes, hyphens and dots (a link, an address, markup). */
export function notANameMessage(label: string): string {
  return `${label} mag alleen letters, spaties, apostroffen, koppeltekens en punten bevatten`;
}

/** An address field with a web address, an e-mail address or markup in it. */
export function linkOrMarkupMessage(label: string): string {
  return `${label} mag geen webadres, e-mailadres of HTML-code bevatten`;
}

/** A value with invisible characters (bidi controls, zero-width characters): pasted, never typed. */
export function invisibleCharactersMessage(label: string): string {
  return `${label} bevat onzichtbare tekens: typ de waarde opnieuw`;
}

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

/** The answer to a successful signup. */
export interface LeadReceipt {
  id: number;
  createdAt: string;
}
