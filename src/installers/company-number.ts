/**
 * Belgian company numbers (KBO/BCE, "ondernemingsnummer"): ten digits, the first 0 or 1, the last two
 * 97 minus the first eight modulo 97. Typed any way ('0123.456.749', 'BE0123456749', '0123 456 749',
 * 'be 0123-456-749'); stored and shown in one form, '0123.456.749'. The environment's CONTROLLER_COMPANY_NUMBER
 * and an installer's number follow this one rule.
 */

/** '0123.456.749' for any way of typing a valid number; null when it is none (wrong length or checksum). */
export function parseCompanyNumber(typed: string): string | null {
  const digits = typed
    .trim()
    .replace(/^BE/i, '')
    .replace(/[\s.\-/]/g, '');
  if (!/^[01]\d{9}$/.test(digits)) return null;
  if (97 - (Number(digits.slice(0, 8)) % 97) !== Number(digits.slice(8))) return null;
  return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}
