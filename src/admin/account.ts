/**
 * The one rule for the name and password of a new account, staff's and an installer user's alike
 * (issue 43), shared by the browser (forms) and the server (inputs, admin:create, ADMIN_USERNAME):
 *
 * - a username is compared and stored in one form: Unicode NFKC (full-width `ｊａｎ` and the
 *   mathematical `𝐣𝐚𝐧` become `jan`), trimmed, in lower case;
 * - it is refused when it holds what makes two names look alike while they differ: an invisible
 *   format character (zero-width space, bidi control, soft hyphen: Unicode Cf), letters of two scripts
 *   (a Cyrillic `е` in a Latin name), or anything but letters, digits and `.`, `-`, `_`, `@`;
 * - a password has at least 12 characters; that it is not common or guessable (the username included)
 *   is checked on the server (server/services/password-rules.ts), whose dictionaries never reach the
 *   browser.
 */
import '../zod-setup.ts';
import { z } from 'zod';
import { hasInvisibleCharacters } from '../text.ts';
import { ADMIN_LIMITS } from './limits.ts';

/** The one form of a username: what is stored, and what a sign-in looks up. */
export function normalizeUsername(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

/** Scripts a username's letters may come from; a letter of none of them counts as a script of its own. */
const SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Arabic', 'Hebrew', 'Armenian', 'Georgian', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Thai', 'Devanagari'].map(
  (name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const,
);

/** The scripts of the letters and digits of `value` (digits 0-9 and marks belong to every script). */
function scriptsOf(value: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of value) {
    if (!/[\p{L}\p{Nd}]/u.test(char) || /[0-9]/.test(char)) continue;
    scripts.add(SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? `other:${char}`);
  }
  return scripts;
}

export type UsernameProblem = 'empty' | 'long' | 'invisible' | 'characters' | 'mixedScripts';

/** What is wrong with a new account's username (already normalised), or null. */
export function usernameProblem(name: string): UsernameProblem | null {
  if (name.length === 0) return 'empty';
  if (name.length > ADMIN_LIMITS.username) return 'long';
  if (hasInvisibleCharacters(name)) return 'invisible';
  if (!/^[\p{L}\p{M}\p{Nd}._@-]+$/u.test(name)) return 'characters';
  if (scriptsOf(name).size > 1) return 'mixedScripts';
  return null;
}

/** What a new account's name and password are told: in English for the operator's tools, in Dutch in the back office. */
export const ACCOUNT_MESSAGES = {
  en: {
    empty: 'must not be empty',
    long: `must be at most ${ADMIN_LIMITS.username} characters`,
    invisible: 'must not contain invisible characters (zero-width spaces, direction marks): type it again',
    characters: 'may contain only letters, digits and . - _ @ (no spaces)',
    mixedScripts: 'must not mix letters of different alphabets (a Cyrillic е among Latin letters)',
    short: `must be at least ${ADMIN_LIMITS.passwordMin} characters`,
    tooLong: `must be at most ${ADMIN_LIMITS.passwordMax} characters`,
    guessable: 'is too easy to guess (a common password, a repetition, a sequence or the username): choose another, for example four unrelated words',
  },
  nl: {
    empty: 'Gebruikersnaam is verplicht',
    long: `Gebruikersnaam is te lang (hoogstens ${ADMIN_LIMITS.username} tekens)`,
    invisible: 'Gebruikersnaam bevat onzichtbare tekens (een spatie zonder breedte, een richtingsteken): typ ze opnieuw',
    characters: 'Gebruikersnaam: alleen letters, cijfers en . - _ @ (zonder spaties)',
    mixedScripts: 'Gebruikersnaam: letters van één alfabet (geen Cyrillische е tussen Latijnse letters)',
    short: `Wachtwoord: minstens ${ADMIN_LIMITS.passwordMin} tekens`,
    tooLong: `Wachtwoord is te lang (hoogstens ${ADMIN_LIMITS.passwordMax} tekens)`,
    guessable: 'Wachtwoord is te makkelijk te raden (een veelgebruikt wachtwoord, een herhaling, een reeks of de gebruikersnaam): kies een ander, bijvoorbeeld vier losse woorden',
  },
} as const;
export type AccountLanguage = keyof typeof ACCOUNT_MESSAGES;

/** The username of a new account, normalised (NFKC, trimmed, lower case) and checked. */
export const accountUsername = (language: AccountLanguage) => {
  const m = ACCOUNT_MESSAGES[language];
  return z
    .string({ message: m.empty })
    .max(ADMIN_LIMITS.username * 4, m.long)
    .transform(normalizeUsername)
    .superRefine((name, ctx) => {
      const problem = usernameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: m[problem] });
    });
};

/** A new account's password: its length (its strength is the server's to check). */
export const accountPassword = (language: AccountLanguage) => {
  const m = ACCOUNT_MESSAGES[language];
  return z.string({ message: m.short }).min(ADMIN_LIMITS.passwordMin, m.short).max(ADMIN_LIMITS.passwordMax, m.tooLong);
};

/** A new staff account's name and password as the operator's tools take them (admin:create, ADMIN_USERNAME, ADMIN_PASSWORD). */
export const newUsername = accountUsername('en');
export const newPassword = accountPassword('en');
