/**
 * Sign-in of staff. Unknown usernames and wrong passwords get the same answer after the same work
 * (one argon2 verification). Failures are limited per IP address and per username within a window
 * (src/admin/limits.ts); the attempts live in the database, so the limit holds across app instances.
 */
import { LoginAttempt, User } from '../../database/entities/index.ts';
import type { Em } from '../../database/orm.ts';
import { LOGIN_RULES } from '../../src/admin/limits.ts';
import type { LoginInput } from '../../src/admin/schema.ts';
import { RateLimitedError } from '../rate-limits.ts';
import { recordAudit } from './audit.ts';
import { normalizeUsername } from './admin-users.ts';
import { openSession, pruneSessions, revokeSession } from './admin-session.ts';
import { hashPassword, passwordNeedsRehash, verifyPassword } from './passwords.ts';

export class InvalidCredentialsError extends Error {
  override name = 'InvalidCredentialsError';
}

export class LoginRateLimitedError extends RateLimitedError {
  override name = 'LoginRateLimitedError';
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, `too many failed sign-in attempts; retry after ${retryAfterSeconds} s`);
  }
}

interface ThrottleKey {
  column: 'ip' | 'username';
  value: string;
}

/**
 * Seconds until the key may try again, or 0. Counts failures and attempts still being checked that
 * came before `attemptId`, so that a burst of parallel attempts lets through at most the allowance.
 * The block lifts when the `maxFailures`-th most recent of them leaves the window.
 */
async function secondsBlocked(em: Em, key: ThrottleKey, attemptId: number, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - LOGIN_RULES.windowMs);
  const rows = await em.find(
    LoginAttempt,
    {
      [key.column]: key.value,
      id: { $lt: attemptId },
      createdAt: { $gt: windowStart },
      // Failed, or still being checked (null: SQL's `<> true` would leave those out).
      $or: [{ succeeded: false }, { succeeded: null }],
    },
    { fields: ['createdAt'], orderBy: { createdAt: 'desc', id: 'desc' }, offset: LOGIN_RULES.maxFailures - 1, limit: 1 },
  );
  const oldestCounted = rows[0];
  if (!oldestCounted) return 0;
  const liftsAt = oldestCounted.createdAt.getTime() + LOGIN_RULES.windowMs;
  return Math.max(1, Math.ceil((liftsAt - now.getTime()) / 1000));
}

/** Signs a member of staff in: returns a new session token, or throws one of the two errors above. */
export async function login(em: Em, input: LoginInput, ip: string, now = new Date()): Promise<{ token: string }> {
  const username = normalizeUsername(input.username);
  await em.nativeDelete(LoginAttempt, { createdAt: { $lte: new Date(now.getTime() - LOGIN_RULES.windowMs) } });

  const attempt = em.create(LoginAttempt, { ip, username, succeeded: null, createdAt: now });
  await em.flush();
  const blocked = Math.max(
    await secondsBlocked(em, { column: 'ip', value: ip }, attempt.id, now),
    await secondsBlocked(em, { column: 'username', value: username }, attempt.id, now),
  );
  if (blocked > 0) {
    // A refused attempt is not counted: the wait announced in Retry-After stays true.
    em.remove(attempt);
    await em.flush();
    throw new LoginRateLimitedError(blocked);
  }

  const user = await em.findOne(User, { username });
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    attempt.succeeded = false;
    await em.flush();
    throw new InvalidCredentialsError('invalid username or password');
  }

  attempt.succeeded = true;
  if (passwordNeedsRehash(user.passwordHash)) user.passwordHash = await hashPassword(input.password);
  await em.nativeDelete(LoginAttempt, { $or: [{ username }, { ip }], succeeded: false });
  await pruneSessions(em, now);
  recordAudit(em, { action: 'admin.login', actor: user.username });
  const token = await openSession(em, user, now);
  return { token };
}

export async function logout(em: Em, session: { sessionId: number; username: string }): Promise<void> {
  await revokeSession(em, session.sessionId);
  recordAudit(em, { action: 'admin.logout', actor: session.username });
  await em.flush();
}
