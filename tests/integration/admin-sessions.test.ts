/**
 * Staff sessions beyond sign-in and logout (admin-api.test.ts covers every path with an idle, an
 * over-age and a revoked token): the idle limit slides with use, a deleted account's sessions stop at
 * once, and tokens are compared by their hash in constant time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSession, User } from '../../database/entities/index.ts';
import { openSession, SESSION_RULES } from '../../server/services/admin-session.ts';
import { hashToken, sameTokenHash } from '../../server/services/secret-token.ts';
import { ADMIN, bearer, createAdmin, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.db);
  await createAdmin(t.db, 'collega', 'een-ander-lang-wachtwoord');
});
afterAll(async () => {
  await t.close();
});

const me = (token: string, url = '/api/admin/me') => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('a session of a deleted account', () => {
  it('stops working at once, on REST and tRPC, while other accounts keep theirs', async () => {
    const gone = await loginToken(t.app, 'collega', 'een-ander-lang-wachtwoord');
    const stays = await loginToken(t.app);
    expect((await me(gone)).statusCode).toBe(200);

    await t.db.orm.em.fork().nativeDelete(User, { username: 'collega' });

    expect((await me(gone)).statusCode).toBe(401);
    expect((await me(gone, '/trpc/admin.me')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/leads', headers: bearer(gone) })).statusCode).toBe(401);
    expect(await t.db.orm.em.fork().count(AdminSession, { tokenHash: hashToken(gone) })).toBe(0);
    expect((await me(stays)).json()).toEqual({ username: ADMIN.username });
  });
});

describe('the idle limit', () => {
  it('slides with use: a session last used just inside the limit works, and its use starts the count again', async () => {
    const user = await t.db.orm.em.fork().findOneOrFail(User, { username: ADMIN.username });
    const almostIdle = new Date(Date.now() - SESSION_RULES.idleMs + 60_000);
    const token = await openSession(t.db.orm.em.fork(), user, almostIdle);
    expect((await me(token)).statusCode).toBe(200);
    const session = await t.db.orm.em.fork().findOneOrFail(AdminSession, { tokenHash: hashToken(token) });
    // Its last use is now: the next 8 hours count from here, not from a minute before the end.
    expect(session.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('sameTokenHash', () => {
  const hash = hashToken('a'.repeat(43));
  it('is true only for the same 32-byte hash', () => {
    expect(sameTokenHash(hash, hashToken('a'.repeat(43)))).toBe(true);
    expect(sameTokenHash(hash, hashToken('b'.repeat(43)))).toBe(false);
    // One bit off in the last byte.
    const last = (parseInt(hash.slice(-2), 16) ^ 1).toString(16).padStart(2, '0');
    expect(sameTokenHash(hash, hash.slice(0, -2) + last)).toBe(false);
  });

  it('is false for anything that is not such a hash, without throwing', () => {
    expect(sameTokenHash(hash, hash.slice(0, 62))).toBe(false);
    expect(sameTokenHash(hash, '')).toBe(false);
    expect(sameTokenHash('', '')).toBe(false);
    expect(sameTokenHash(hash, 'zz'.repeat(32))).toBe(false);
  });
});
