/**
 * Staff sessions. The browser holds a bearer token of 256 random bits; the database holds only its
 * SHA-256 hash, with the times that bound the session: 8 hours without use, 7 days at most
 * (SESSION_RULES below). Every admin procedure resolves the session here, on the server.
 */
import { AdminSession as SessionRow, type User } from '../../database/entities/index.ts';
import type { Em } from '../../database/orm.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { hashToken, newSecretToken, SECRET_TOKEN_PATTERN, sameTokenHash } from './secret-token.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const SESSION_RULES = {
  /** A session ends after this long without use... */
  idleMs: 8 * HOUR,
  /** ...and in any case this long after sign-in. */
  maxAgeMs: 7 * 24 * HOUR,
  /** The last-use time is written at most this often, so that reads do not become writes. */
  touchEveryMs: MINUTE,
} as const;

export interface AdminSession {
  sessionId: number;
  userId: number;
  username: string;
}

/** The session of an installer company's user (issue 34): it acts for that company only, in its language (issue 43). */
export interface InstallerSession extends AdminSession {
  installerId: number;
  language: Locale;
}

/** Any live session, staff's (`installerId` null) or an installer user's. */
type AnySession = AdminSession & { installerId: number | null; language: Locale };

/** The token of an `Authorization: Bearer <token>` header, or null when absent or malformed. */
function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization ?? '');
  const token = match?.[1];
  return token && SECRET_TOKEN_PATTERN.test(token) ? token : null;
}

/** Whether a session may still be used at `now`. */
function sessionIsLive(
  session: { lastSeenAt: Date; expiresAt: Date; revokedAt?: Date | null },
  now: Date,
): boolean {
  return (
    !session.revokedAt &&
    now.getTime() < session.expiresAt.getTime() &&
    now.getTime() < session.lastSeenAt.getTime() + SESSION_RULES.idleMs
  );
}

/** Opens a session for the user; returns the token (shown once, never stored). */
export async function openSession(em: Em, user: User, now = new Date()): Promise<string> {
  const token = newSecretToken();
  em.create(SessionRow, {
    tokenHash: hashToken(token),
    user,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_RULES.maxAgeMs),
    revokedAt: null,
  });
  await em.flush();
  return token;
}

/** Ends the session at once (logout). */
export async function revokeSession(em: Em, sessionId: number, now = new Date()): Promise<void> {
  await em.nativeUpdate(SessionRow, { id: sessionId, revokedAt: null }, { revokedAt: now });
}

/** Ends every session of the users `userIds` (a password reset, a disabled account or company). */
export async function revokeSessionsOf(em: Em, userIds: readonly number[], now = new Date()): Promise<void> {
  if (userIds.length > 0) await em.nativeUpdate(SessionRow, { user: { $in: [...userIds] }, revokedAt: null }, { revokedAt: now });
}

/** Removes sessions that can no longer be used (called at sign-in, so the table stays small). */
export async function pruneSessions(em: Em, now = new Date()): Promise<void> {
  await em.nativeDelete(SessionRow, {
    $or: [
      { expiresAt: { $lte: now } },
      { lastSeenAt: { $lte: new Date(now.getTime() - SESSION_RULES.idleMs) } },
      { revokedAt: { $ne: null } },
    ],
  });
}

/** Whether the account may be used: staff disable an installer user, or its whole company (issue 43). */
export function accountIsActive(user: User): boolean {
  return user.active && (user.installer ? user.installer.active : true);
}

/** The live session behind a token, its last use moved forward; null for anything else (a disabled account's too). */
async function sessionForToken(em: Em, token: string | null, now = new Date()): Promise<AnySession | null> {
  if (!token) return null;
  const presented = hashToken(token);
  const session = await em.findOne(SessionRow, { tokenHash: presented }, { populate: ['user', 'user.installer'] });
  if (!session || !sameTokenHash(session.tokenHash, presented) || !sessionIsLive(session, now) || !accountIsActive(session.user)) return null;
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_RULES.touchEveryMs) {
    // A conditional update: concurrent requests of one session do not fight over it.
    await em.nativeUpdate(SessionRow, { id: session.id, lastSeenAt: { $lt: now } }, { lastSeenAt: now });
  }
  const { user } = session;
  return { sessionId: session.id, userId: user.id, username: user.username, installerId: user.installer?.id ?? null, language: user.language };
}

/** What the session lookup needs of a request's context (tRPC's `Context` has it; no transport import). */
export interface SessionLookupContext {
  em: Em;
  request: { authorization: string | undefined };
}

/** One lookup per request, whichever roles ask (keyed by the request's facts, which a context keeps). */
const lookups = new WeakMap<object, Promise<AnySession | null>>();

/** The live session behind the request's bearer token, whatever its role. */
export function resolveAnySession(ctx: SessionLookupContext, now = new Date()): Promise<AnySession | null> {
  let lookup = lookups.get(ctx.request);
  if (!lookup) {
    lookup = sessionForToken(ctx.em, bearerToken(ctx.request.authorization), now);
    lookups.set(ctx.request, lookup);
  }
  return lookup;
}

/** Resolves the staff session behind the request's bearer token (called by `adminProcedure`); an installer's user is no staff. */
export async function resolveAdminSession(ctx: SessionLookupContext, now = new Date()): Promise<AdminSession | null> {
  const session = await resolveAnySession(ctx, now);
  if (!session || session.installerId !== null) return null;
  const { installerId: _none, language: _dutch, ...staff } = session;
  return staff;
}

/** Resolves the session of an installer company's user (called by `installerProcedure`). */
export async function resolveInstallerSession(ctx: SessionLookupContext, now = new Date()): Promise<InstallerSession | null> {
  const session = await resolveAnySession(ctx, now);
  return session && session.installerId !== null ? { ...session, installerId: session.installerId } : null;
}
