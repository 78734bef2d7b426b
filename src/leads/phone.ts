/**
 * Phone numbers checked against the numbering plan (issue 31; decision 028, amended): Google's
 * libphonenumber metadata through libphonenumber-js, in its `max` form, whose patterns per country tell
 * a real number from one of the right length ('0470 12 34 5', a mobile one digit short, is none; the
 * `min` form checks lengths only). A number is read as Belgian unless it says otherwise (+cc or 00cc).
 *
 * One definition for all: the signup form and the household's correction (src/leads/schema.ts, in the
 * browser and on the server), the E.164 form the database stores (`leads.phone_e164`, written by the
 * app), and the back office's display (src/admin/phone.ts). The metadata (about 39 kB gzipped) is
 * loaded with the form's schema, on the visitor's first focus, not with the page (decision 004).
 */
import { type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The number a text holds, when it is a valid number of its country's plan. */
export function validPhoneNumber(typed: string): PhoneNumber | undefined {
  const number = parsePhoneNumberFromString(typed, 'BE');
  return number?.isValid() ? number : undefined;
}

/** The E.164 form ('+32470123456') of a valid number, or null. */
export function phoneE164(typed: string): string | null {
  return validPhoneNumber(typed)?.number ?? null;
}
