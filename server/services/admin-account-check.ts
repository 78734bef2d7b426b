/**
 * Whether a new staff account's username and password are acceptable: the shared rules (src/admin/account.ts, password-rules.ts), with
 * the reason in a sentence. Apart from admin-users.ts (which needs the ORM), so that `npm run
 * admin:create` refuses a wrong account before it loads the database (issue 45).
 */
import { ACCOUNT_MESSAGES, newPassword, newUsername } from '../../src/admin/account.ts';
import { passwordProblem } from './password-rules.ts';

class InvalidAccountError extends Error {
  override name = 'InvalidAccountError';
}

/** The normalised username, or an InvalidAccountError saying what is wrong. */
export function checkAccount(username: string, password: string): string {
  const name = newUsername.safeParse(username);
  if (!name.success) throw new InvalidAccountError(`username ${name.error.issues[0]?.message ?? 'is invalid'}`);
  const checked = newPassword.safeParse(password);
  if (!checked.success) throw new InvalidAccountError(`password ${checked.error.issues[0]?.message ?? 'is invalid'}`);
  if (passwordProblem(password, name.data) === 'guessable') throw new InvalidAccountError(`password ${ACCOUNT_MESSAGES.en.guessable}`);
  return name.data;
}
