/**
 * What counts as text in a field a person fills in. Control characters never come from a keyboard (a
 * line break only where the field has several lines), and an unpaired surrogate is not Unicode text at
 * all: a browser never sends one, a script may. PostgreSQL cannot store U+0000 and would silently turn
 * a lone surrogate into U+FFFD, so such values are refused before they reach the database.
 */

// Unicode's control characters (Cc): C0, DEL and C1. Tab and line breaks are allowed in several lines.
// One line also has no Unicode line or paragraph separator (U+2028, U+2029: a line break to most readers).
const CONTROL = /\p{Cc}|\p{Zl}|\p{Zp}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

function isWellFormedUnicode(value: string): boolean {
  // In `u` mode a surrogate only matches on its own when it is unpaired.
  return !/\p{Surrogate}/u.test(value);
}

/** One line of text: no control character, no tab, no line break. */
export function isSingleLineText(value: string): boolean {
  return !CONTROL.test(value) && isWellFormedUnicode(value);
}

/** Text of several lines (a note): tabs and line breaks allowed, other control characters not. */
export function isMultiLineText(value: string): boolean {
  return !CONTROL_BUT_LINE_BREAKS.test(value) && isWellFormedUnicode(value);
}

/** `value` without the characters `isSingleLineText` refuses (for values cut rather than refused). */
export function withoutControlCharacters(value: string): string {
  return value.replace(/\p{Cc}|\p{Surrogate}/gu, '');
}

/** The first `max` UTF-16 units of `value`, one fewer when the cut would split a surrogate pair. */
export function cutToLength(value: string, max: number): string {
  if (value.length <= max) return value;
  const code = value.charCodeAt(max - 1);
  return value.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/**
 * Invisible format characters (Unicode's Cf: bidi controls such as U+202E, zero-width characters, the
 * soft hyphen, tag characters U+E0000–E007F): nothing a name or an address needs, and they make text
 * show differently from what it is (a reversed file name in a mail subject, two names that look alike).
 */
export function hasInvisibleCharacters(value: string): boolean {
  return /\p{Cf}/u.test(value);
}

/**
 * What names are made of: letters of any script (with their accents), spaces, apostrophes, hyphens,
 * dots; but no dot straight before two letters, as in a domain name (`evil.example`, `www.x`).
 */
export function isNameText(value: string): boolean {
  return /^[\p{L}\p{M} '’.\-‐]*$/u.test(value) && !/\.\p{L}{2}/u.test(value);
}

/**
 * Text that would turn a field into a link or markup in a mail: a URL (`scheme://`, `www.`, a domain
 * followed by a path), an e-mail address, or an HTML tag. Linear in the length of `value`: a scheme is
 * found from its last letter (`[a-z][0-9+.-]*://` matches where `[a-z][a-z0-9+.-]*://` does), since
 * the longer form tried from every letter of a long word took seconds on 58 KB (issue 21).
 */
export function hasLinkOrMarkup(value: string): boolean {
  return /[a-z][0-9+.-]*:\/\/|www\.|[a-z0-9-]\.[a-z]{2,}\/|@|<|>/i.test(value);
}
