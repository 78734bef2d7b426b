/**
 * Both sides of the sign-in throttle (docs/decisions/011-login-throttling.md), over HTTP on a real
 * database: a guessing run on the staff username from 100 addresses gets no more password checks than
 * the policy allows in an hour, and the real member of staff, from an address without failures, signs
 * in while it is going on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginAttempt } from '../../database/entities/index.ts';
import { maxPasswordChecksPerHour } from '../../server/services/login-rules.ts';
import { ADMIN, ADMIN_ENV } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const ADDRESSES = 100;
const ROUNDS = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
});
afterAll(async () => {
  await t.close();
});

function login(body: object, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/api/admin/login', payload: body, remoteAddress });
}

describe('a guessing run from 100 addresses', () => {
  it('gets at most the allowed password checks, and the staff member signs in during it', async () => {
    // Half IPv4, half IPv6 (one /64 each): the run cannot gain by switching families.
    const guessers = Array.from({ length: ADDRESSES }, (_, i) =>
      i % 2 === 0 ? `203.0.113.${i + 1}` : `2001:db8:${i.toString(16)}::1`,
    );
    const statuses: number[] = [];
    let staffSignIn: number | undefined;
    for (let round = 0; round < ROUNDS; round++) {
      // Ten addresses at a time, in parallel, each with another wrong password.
      for (let start = 0; start < ADDRESSES; start += 10) {
        const answers = await Promise.all(
          guessers
            .slice(start, start + 10)
            .map((address, i) => login({ username: ADMIN.username, password: `gok-${round}-${start + i}` }, address)),
        );
        statuses.push(...answers.map((res) => res.statusCode));
      }
      // In the middle of the run, from the office's address, which has no failures.
      if (round === 1) staffSignIn = (await login(ADMIN, '198.51.100.200')).statusCode;
    }

    expect(staffSignIn).toBe(200);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // Every password check of the run left a failure (refused attempts are removed unchecked).
    const checks = await t.db.orm.em.fork().count(LoginAttempt, { username: ADMIN.username, succeeded: false });
    expect(checks).toBe(statuses.filter((status) => status === 401).length);
    expect(checks).toBeLessThanOrEqual(maxPasswordChecksPerHour(ADDRESSES));
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(ADDRESSES * ROUNDS - maxPasswordChecksPerHour(ADDRESSES));
  }, 180_000);
});
