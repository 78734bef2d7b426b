/**
 * Sign-in over HTTP: the answers of spec section 7, sessions stored only as hashes, and the throttle
 * per address (with backoff) and per username, shared by every app instance on the same database.
 * The guessing run from 100 addresses is in login-throttling.test.ts.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminSession, LoginAttempt } from '../../database/entities/index.ts';
import { LOGIN_RULES } from '../../server/services/login-rules.ts';
import { AUTH_ERRORS, tooManyAttemptsMessage } from '../../src/admin/messages.ts';
import { buildApp } from '../../server/app.ts';
import { ADMIN, ADMIN_ENV, bearer } from '../helpers/admin.ts';
import { createTestApp, type TestApp, testEnv } from '../helpers/app.ts';

let t: TestApp;
let ip = 0;
/** Each test signs in from its own addresses, so that the tests do not share a rate limit. */
const nextIp = () => `192.0.2.${++ip}`;

function login(body: object, remoteAddress = '198.51.100.1', app: FastifyInstance = t.app) {
  return app.inject({ method: 'POST', url: '/api/admin/login', payload: body, remoteAddress });
}

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.orm.em.fork().nativeDelete(LoginAttempt, {});
});

describe('POST /api/admin/login', () => {
  it('signs in the account created at start-up and keeps only a hash of the token', async () => {
    const res = await login(ADMIN, nextIp());
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers['cache-control']).toBe('no-store');

    const sessions = await t.db.orm.em.fork().find(AdminSession, {});
    expect(sessions.map((s) => s.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(sessions)).not.toContain(token);

    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
    expect(me.json()).toEqual({ username: ADMIN.username });
  });

  it('accepts the username in any case and with spaces around it', async () => {
    const res = await login({ username: ` ${ADMIN.username.toUpperCase()} `, password: ADMIN.password }, nextIp());
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user alike: 401 Ongeldige inloggegevens', async () => {
    const wrong = await login({ username: ADMIN.username, password: 'niet-het-wachtwoord' }, nextIp());
    const unknown = await login({ username: 'niemand', password: 'niet-het-wachtwoord' }, nextIp());
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: AUTH_ERRORS.invalidCredentials });
    }
    expect(wrong.headers['content-length']).toBe(unknown.headers['content-length']);
  });

  it.each([
    [{ username: '', password: 'x' }, 'username'],
    [{ username: 'jan', password: '' }, 'password'],
    [{}, 'username'],
  ])('answers 400 with the field for %j', async (body, field) => {
    const res = await login(body, nextIp());
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'De aanvraag kon niet gelezen worden: verstuur geldige JSON.' });
  });

  it('answers 413 to a body larger than any sign-in', async () => {
    const res = await login({ username: 'x', password: 'y'.repeat(20_000) }, nextIp());
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/te groot/);
  });
});

describe('the login rate limit', () => {
  it(`refuses the ${LOGIN_RULES.maxFailures + 1}th quick failure from one address with 429 and Retry-After`, async () => {
    const address = nextIp();
    for (let i = 0; i < LOGIN_RULES.maxFailures; i++) {
      const res = await login({ username: `gok${i}`, password: 'fout-wachtwoord' }, address);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const refused = await login({ username: 'nog-een', password: 'fout-wachtwoord' }, address);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    // The first wait of the backoff, counted from the last failure.
    expect(retryAfter).toBeGreaterThan(LOGIN_RULES.baseDelayMs / 1000 - 10);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_RULES.baseDelayMs / 1000);
    expect(refused.json().message).toMatch(/^Te veel mislukte pogingen/);
    // Even the right password waits: the limit is checked before the password.
    expect((await login(ADMIN, address)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await login(ADMIN, nextIp())).statusCode).toBe(200);
  });

  it('doubles the wait with every further failure of an address', async () => {
    const address = nextIp();
    const em = t.db.orm.em.fork();
    for (let i = 0; i < LOGIN_RULES.maxFailures; i++) await login({ username: 'x', password: 'fout-wachtwoord' }, address);
    // Each time the wait has passed, one more failure, and the next wait is twice as long.
    for (const factor of [1, 2, 4]) {
      const res = await login({ username: 'x', password: 'fout-wachtwoord' }, address);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan((factor * LOGIN_RULES.baseDelayMs) / 1000 - 10);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual((factor * LOGIN_RULES.baseDelayMs) / 1000);
      await em.execute(`update login_attempts set created_at = created_at - make_interval(secs => ?) where ip = ?`, [
        (factor * LOGIN_RULES.baseDelayMs) / 1000,
        address,
      ]);
      expect((await login({ username: 'x', password: 'fout-wachtwoord' }, address)).statusCode).toBe(401);
    }
  });

  it('under attack, refuses a username to addresses with failures, not to an address without', async () => {
    const guessers = Array.from({ length: LOGIN_RULES.usernameFailures }, nextIp);
    for (const address of guessers) {
      expect((await login({ username: ADMIN.username, password: 'fout-wachtwoord' }, address)).statusCode).toBe(401);
    }
    // A guesser's next try waits for the username's failures to leave the window, though its own
    // backoff has not started; the staff member from a clean address signs in.
    const refused = await login(ADMIN, guessers[0]);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(LOGIN_RULES.usernameWindowMs / 1000 - 60);
    expect((await login(ADMIN, nextIp())).statusCode).toBe(200);
    // Another username is not under attack: the same guesser may still try it.
    expect((await login({ username: 'iemand-anders', password: 'fout-wachtwoord' }, guessers[0])).statusCode).toBe(401);
  });

  it('counts IPv6 addresses per /64', async () => {
    for (let i = 1; i <= LOGIN_RULES.maxFailures; i++) {
      expect((await login({ username: 'x', password: 'fout-wachtwoord' }, `2001:db8:7:1::${i}`)).statusCode).toBe(401);
    }
    expect((await login(ADMIN, '2001:db8:7:1:ffff::9')).statusCode).toBe(429);
    expect((await login(ADMIN, '2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it('lets the address try again once its wait has passed', async () => {
    const address = nextIp();
    for (let i = 0; i < LOGIN_RULES.maxFailures; i++) await login({ username: 'x', password: 'fout-wachtwoord' }, address);
    expect((await login(ADMIN, address)).statusCode).toBe(429);
    await t.db.orm.em
      .fork()
      .nativeUpdate(LoginAttempt, { ip: address }, { createdAt: new Date(Date.now() - LOGIN_RULES.maxDelayMs - 1000) });
    expect((await login(ADMIN, address)).statusCode).toBe(200);
  });

  it('starts counting afresh after a successful sign-in', async () => {
    const address = nextIp();
    for (let i = 0; i < LOGIN_RULES.maxFailures - 1; i++) await login({ ...ADMIN, password: 'fout-wachtwoord' }, address);
    expect((await login(ADMIN, address)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_RULES.maxFailures; i++) {
      expect((await login({ ...ADMIN, password: 'fout-wachtwoord' }, address)).statusCode).toBe(401);
    }
    expect((await login({ ...ADMIN, password: 'fout-wachtwoord' }, address)).statusCode).toBe(429);
  });

  it('lets at most the allowance through when the attempts arrive all at once', async () => {
    const address = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login({ username: `burst${i}`, password: 'fout-wachtwoord' }, address)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGIN_RULES.maxFailures);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(12 - LOGIN_RULES.maxFailures);
  });

  it('holds across two app instances on the same database, as do sessions', async () => {
    const second = await buildApp({ env: testEnv(), db: t.db, vike: 'none', migrate: false });
    try {
      const address = nextIp();
      for (let i = 0; i < LOGIN_RULES.maxFailures; i++) {
        const app = i % 2 === 0 ? t.app : second;
        expect((await login({ username: 'x', password: 'fout-wachtwoord' }, address, app)).statusCode).toBe(401);
      }
      expect((await login(ADMIN, address, second)).statusCode).toBe(429);

      const token = (await login(ADMIN, nextIp(), t.app)).json().token;
      expect((await second.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) })).statusCode).toBe(200);
      await second.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) })).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('answers 429 through tRPC too, with the wait in Dutch', async () => {
    const address = nextIp();
    for (let i = 0; i < LOGIN_RULES.maxFailures; i++) await login({ username: 'x', password: 'fout-wachtwoord' }, address);
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.login',
      payload: ADMIN,
      remoteAddress: address,
    });
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(res.json().error.message).toBe(tooManyAttemptsMessage(retryAfter));
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the first admin account from the environment', () => {
  it('is created once and never overwritten by a later start', async () => {
    const later = await buildApp({
      env: testEnv({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: 'een-ander-wachtwoord' }),
      db: t.db,
      vike: 'none',
      migrate: false,
    });
    try {
      expect((await login(ADMIN, nextIp(), later)).statusCode).toBe(200);
      expect((await login({ ...ADMIN, password: 'een-ander-wachtwoord' }, nextIp(), later)).statusCode).toBe(401);
    } finally {
      await later.close();
    }
  });
});
