/**
 * Phone numbers as the back office needs them (issue 26, decision 028): households type them any way
 * ('0470 12 34 56', '0470/12.34.56', '+32 470 12 34 56', '0032470123456'); staff find, read, call and
 * export them in one form. The numbering plan is libphonenumber's (src/leads/phone.ts, which also gives
 * the E.164 form the database stores):
 *
 * - `formatPhone`: the readable international form, '+32 470 12 34 56';
 * - `phoneSearchDigits`: a search term that looks like a phone number, as the digits of its E.164
 *   form, so that '0470 12 34 56', '0470123456' and '+32470123456' all find '+32 470 12 34 56'.
 */
import { validPhoneNumber } from '../leads/phone.ts';

/**
 * The readable international form, as the numbering plan groups it: '+32 470 12 34 56',
 * '+32 2 511 45 67', '+31 6 12345678'. A number that is none of the plan (a lead stored before the plan
 * was checked) is shown as typed.
 */
export function formatPhone(typed: string): string {
  return validPhoneNumber(typed)?.formatInternational() ?? typed.trim();
}

/**
 * A search term that is a phone number or part of one (digits with spaces, dots, slashes, hyphens or a
 * leading '+'), as the digits to look for in the E.164 form; null for any other term. A leading 00 or
 * + starts the country code, a leading 0 is Belgium's trunk prefix ('0470' -> '32470').
 */
export function phoneSearchDigits(term: string): string | null {
  const trimmed = term.trim();
  if (!/^\+?[0-9][0-9 ./-]*$/.test(trimmed)) return null;
  const digits = trimmed.replace(/[^0-9]/g, '');
  if (digits.length < 3) return null;
  if (trimmed.startsWith('+')) return digits.replace(/^320/, '32');
  if (digits.startsWith('00')) return digits.slice(2).replace(/^320/, '32');
  if (digits.startsWith('0')) return `32${digits.slice(1)}`;
  return digits;
}

/**
 * A phone number as a household reads it (issue 42, M6): a Belgian number as Belgians write it,
 * '014 12 34 56', '0470 12 34 56'; a foreign one in its international form.
 */
export function formatPhoneForHousehold(typed: string): string {
  const number = validPhoneNumber(typed);
  if (!number) return typed.trim();
  return number.country === 'BE' ? number.formatNational() : number.formatInternational();
}
