/**
 * What the services throw when a request cannot be carried out as asked. Each is turned into its answer
 * (status, Dutch message, `Retry-After`) in one place: server/errors.ts.
 */

/** The username or the password is wrong (the answer never says which). */
export class InvalidCredentialsError extends Error {
  override name = 'InvalidCredentialsError';
}

/** Too many failed sign-ins: the next attempt is refused until `retryAfterSeconds` have passed. */
export class LoginRateLimitedError extends Error {
  override name = 'LoginRateLimitedError';
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(`too many failed sign-in attempts; retry after ${retryAfterSeconds} s`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** No lead with this id (never created, or erased). */
export class LeadNotFoundError extends Error {
  override name = 'LeadNotFoundError';
  constructor(id: number) {
    super(`lead ${id} does not exist`);
  }
}
