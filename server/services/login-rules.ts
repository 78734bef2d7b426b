/** The sign-in throttling policy in numbers (server-only; the policy itself is decision 011). */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Sign-in throttling (docs/decisions/011-login-throttling.md). Per address: the first `maxFailures`
 * failures within `windowMs` are free; after that each attempt waits `baseDelayMs` after the last
 * failure, doubling with every further failure up to `maxDelayMs`. Per username: with
 * `usernameFailures` or more failures from all addresses within `usernameWindowMs`, the username is
 * under attack and only addresses without any failure in `windowMs` get their password checked.
 */
export const LOGIN_RULES = {
  maxFailures: 5,
  baseDelayMs: MINUTE,
  maxDelayMs: HOUR,
  windowMs: 24 * HOUR,
  usernameFailures: 10,
  usernameWindowMs: HOUR,
} as const;

/** The wait of an address after `failures` failures (0 while they are free). */
export function addressDelayMs(failures: number): number {
  if (failures < LOGIN_RULES.maxFailures) return 0;
  return Math.min(LOGIN_RULES.maxDelayMs, LOGIN_RULES.baseDelayMs * 2 ** (failures - LOGIN_RULES.maxFailures));
}

/**
 * The most password checks one username gets in an hour from `addresses` addresses: the failures
 * before it is under attack, then one per address that had none.
 */
export function maxPasswordChecksPerHour(addresses: number): number {
  return LOGIN_RULES.usernameFailures + addresses;
}
