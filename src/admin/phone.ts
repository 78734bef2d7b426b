/**
 * Phone numbers as the back office needs them (issue 26, decision 028): households type them any way
 * ('0470 12 34 56', '0470/12.34.56', '+32 470 12 34 56', '0032470123456'); staff find, read, call and
 * export them in one form. Three pure functions:
 *
 * - `phoneE164`: the canonical form (E.164, '+32470123456'). The database keeps the same value in the
 *   generated column `leads.phone_e164` (database/lead-phone.ts writes the same rule in SQL; a test
 *   holds the two to the same answers);
 * - `formatPhone`: the readable international form, '+32 470 12 34 56';
 * - `phoneSearchDigits`: a search term that looks like a phone number, as the digits of its E.164
 *   form, so that '0470 12 34 56', '0470123456' and '+32470123456' all find '+32 470 12 34 56'.
 *
 * The rule assumes Belgium where a number says nothing else: a leading 0 is the Belgian trunk prefix,
 * and a number of 8 or 9 digits without one is Belgian.
 */

/** The E.164 form ('+32470123456') of a typed number, or null when it cannot be one (over 15 digits). */
export function phoneE164(typed: string): string | null {
  const digits = typed.replace(/[^0-9]/g, '');
  let international: string;
  if (/^\s*\+/.test(typed)) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (digits.startsWith('0')) international = `32${digits.slice(1)}`;
  else if (digits.length >= 10) international = digits;
  else if (digits.length >= 8) international = `32${digits}`;
  else return null;
  // '+32 0470 …' (the trunk 0 kept after the country code): no Belgian number starts with 0.
  international = international.replace(/^320/, '32');
  return international.length >= 8 && international.length <= 15 ? `+${international}` : null;
}

/**
 * Country codes of one and two digits (ITU-T E.164 assignments); every other code has three. E.164
 * codes are prefix-free, so the first digits of a number say how long its code is.
 */
const ONE_DIGIT_CODES = new Set(['1', '7']);
const TWO_DIGIT_CODES = new Set([
  '20', '27', '30', '31', '32', '33', '34', '36', '39', '40', '41', '43', '44', '45', '46', '47', '48', '49',
  '51', '52', '53', '54', '55', '56', '57', '58', '60', '61', '62', '63', '64', '65', '66', '81', '82', '84',
  '86', '90', '91', '92', '93', '94', '95', '98',
]);

function countryCodeOf(international: string): string {
  if (ONE_DIGIT_CODES.has(international.slice(0, 1))) return international.slice(0, 1);
  if (TWO_DIGIT_CODES.has(international.slice(0, 2))) return international.slice(0, 2);
  return international.slice(0, 3);
}

/** '123456' -> '12 34 56', '612345678' -> '6 12 34 56 78': pairs, after a single digit when the count is odd. */
function pairs(digits: string): string {
  const head = digits.length % 2 === 1 ? digits.slice(0, 1) : digits.slice(0, 2);
  const rest = digits.slice(head.length).match(/\d{2}/g) ?? [];
  return [head, ...rest].filter(Boolean).join(' ');
}

/**
 * The Belgian way of writing a national number: mobiles '470 12 34 56'; the one-digit zones of
 * Brussels (2), Antwerp (3), Liège (4) and Ghent (9) '2 123 45 67'; the other zones '11 12 34 56'.
 */
function belgianGroups(national: string): string {
  if (national.length === 9 && national.startsWith('4')) return `${national.slice(0, 3)} ${pairs(national.slice(3))}`;
  if (national.length === 8 && /^[2349]/.test(national)) return `${national.slice(0, 1)} ${national.slice(1, 4)} ${pairs(national.slice(4))}`;
  if (national.length === 8) return `${national.slice(0, 2)} ${pairs(national.slice(2))}`;
  return pairs(national);
}

/**
 * The readable international form: '+32 470 12 34 56', '+32 2 123 45 67', '+31 6 12 34 56 78'. A number
 * that cannot be read as one is shown as typed.
 */
export function formatPhone(typed: string): string {
  const e164 = phoneE164(typed);
  if (!e164) return typed.trim();
  const international = e164.slice(1);
  const code = countryCodeOf(international);
  const national = international.slice(code.length);
  return `+${code} ${code === '32' ? belgianGroups(national) : pairs(national)}`;
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
