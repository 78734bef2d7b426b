/**
 * Sign-in of staff. Unknown usernames and wrong passwords get the same answer after the same work
 * (one argon2 verification). Guessing is throttled per address with backoff and per username, such
 * that a stranger cannot lock the staff out (server/services/login-rules.ts, docs/decisions/011); the attempts
 * live in the database, so the limit holds across app instances.
 */
import { LoginAttempt, User } from '../../database/entities/index.ts';
import type { Em } from '../../database/orm.ts';
import { addressDelayMs, LOGIN_RULES } from './login-rules.ts';
import type { LoginInput } from '../../src/admin/schema.ts';
import { clientKey } from '../rate-limits.ts';
import { recordAudit } from './audit.ts';
import { DomainError } from './domain-error.ts';
import { normalizeUsername } from '../../src/admin/account.ts';
import { accountIsActive, openSession, pruneSessions, revokeSession } from './admin-session.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { hashPassword, passwordNeedsRehash, verifyPassword } from './passwords.ts';

/** Failed attempts, and attempts still being checked (null: SQL's `<> true` would leave those out). */
const FAILED_OR_PENDING = { $or: [{ succeeded: false }, { succeeded: null }] };

/**
 * Seconds until this attempt may have its password checked, or 0 (policy: server/services/login-rules.ts,
 * docs/decisions/011-login-throttling.md). Only attempts that came before `attemptId` count, failed or
 * still being checked, so that a burst of parallel attempts lets through at most the allowance.
 */
async function secondsBlocked(em: Em, ip: string, username: string, attemptId: number, now: Date): Promise<number> {
  const since = (ms: number) => ({ $gt: new Date(now.getTime() - ms) });
  const earlier = { id: { $lt: attemptId }, ...FAILED_OR_PENDING };

  // Per address, any username: a few free failures, then a wait after the last one that doubles.
  const addressFailures = await em.find(
    LoginAttempt,
    { ip, createdAt: since(LOGIN_RULES.windowMs), ...earlier },
    { fields: ['createdAt'], orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  const delay = addressDelayMs(addressFailures.length);
  const last = addressFailures[0];
  let waitMs = last && delay > 0 ? last.createdAt.getTime() + delay - now.getTime() : 0;

  // Per username, all addresses: under attack, only an address without any failure gets a check.
  if (addressFailures.length > 0) {
    const attack = await em.find(
      LoginAttempt,
      { username, createdAt: since(LOGIN_RULES.usernameWindowMs), ...earlier },
      {
        fields: ['createdAt'],
        orderBy: { createdAt: 'desc', id: 'desc' },
        offset: LOGIN_RULES.usernameFailures - 1,
        limit: 1,
      },
    );
    const oldestCounted = attack[0];
    if (oldestCounted) {
      waitMs = Math.max(waitMs, oldestCounted.createdAt.getTime() + LOGIN_RULES.usernameWindowMs - now.getTime());
    }
  }
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
}

/** Signs a member of staff or an installer user in: returns a new session token, its role and language, or throws. */
export async function login(em: Em, input: LoginInput, ip: string, now = new Date()): Promise<{ token: string; role: 'staff' | 'installer'; language: Locale }> {
  const username = normalizeUsername(input.username);
  // IPv6 addresses count per /64, as in the other rate limits.
  const address = clientKey(ip);
  await em.nativeDelete(LoginAttempt, { createdAt: { $lte: new Date(now.getTime() - LOGIN_RULES.windowMs) } });

  const attempt = em.create(LoginAttempt, { ip: address, username, succeeded: null, createdAt: now });
  await em.flush();
  const blocked = await secondsBlocked(em, address, username, attempt.id, now);
  if (blocked > 0) {
    // A refused attempt is not counted: the wait announced in Retry-After stays true.
    em.remove(attempt);
    await em.flush();
    throw new DomainError('loginRateLimited', { retryAfterSeconds: blocked });
  }

  const user = await em.findOne(User, { username }, { populate: ['installer'] });
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    attempt.succeeded = false;
    await em.flush();
    throw new DomainError('invalidCredentials');
  }
  // Disabled by staff, or its company (issue 43): said only to whoever knows the password.
  if (!accountIsActive(user)) {
    attempt.succeeded = false;
    await em.flush();
    throw new DomainError('accountDisabled');
  }

  attempt.succeeded = true;
  if (passwordNeedsRehash(user.passwordHash)) user.passwordHash = await hashPassword(input.password);
  // This address starts afresh; the username's failures from elsewhere stay (a guesser keeps guessing).
  await em.nativeDelete(LoginAttempt, { ip: address, succeeded: false });
  await pruneSessions(em, now);
  recordAudit(em, { action: 'admin.login', actor: user.username });
  const token = await openSession(em, user, now);
  // The same sign-in for staff and an installer company's user (issue 34): the role says where to go.
  return { token, role: user.installer ? 'installer' : 'staff', language: user.installer ? user.language : 'nl' };
}

export async function logout(em: Em, session: { sessionId: number; username: string }): Promise<void> {
  await revokeSession(em, session.sessionId);
  recordAudit(em, { action: 'admin.logout', actor: session.username });
  await em.flush();
}
