/**
 * What the services throw when a request cannot be carried out as asked. Each is turned into its answer
 * (status, Dutch message, `Retry-After`) in one place: server/errors.ts.
 */
import type { LeadStatus } from '../../src/leads/status.ts';

/** The username or the password is wrong (the answer never says which). */
export class InvalidCredentialsError extends Error {
  override name = 'InvalidCredentialsError';
}

/** A request refused for a rate limit; `retryAfterSeconds` becomes the answer's Retry-After. */
export class RateLimitedError extends Error {
  override name = 'RateLimitedError';
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message: string) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Too many failed sign-ins: the next attempt is refused until `retryAfterSeconds` have passed. */
export class LoginRateLimitedError extends RateLimitedError {
  override name = 'LoginRateLimitedError';
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, `too many failed sign-in attempts; retry after ${retryAfterSeconds} s`);
  }
}

/** The address used up its signup allowance (LEADS_RATE_LIMIT), counted per call of `lead.submit`. */
export class SignupRateLimitedError extends RateLimitedError {
  override name = 'SignupRateLimitedError';
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, `signup allowance used up; retry after ${retryAfterSeconds} s`);
  }
}

/** The address used up a tier of its request allowance (READ_RATE_LIMIT or WRITE_RATE_LIMIT). */
export class RequestRateLimitedError extends RateLimitedError {
  override name = 'RequestRateLimitedError';
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, `request allowance used up; retry after ${retryAfterSeconds} s`);
  }
}

/** No lead with this id (never created, or erased). */
export class LeadNotFoundError extends Error {
  override name = 'LeadNotFoundError';
  constructor(id: number) {
    super(`lead ${id} does not exist`);
  }
}

/** A request that arrived while the server shuts down: answered 503, to be sent again (to another instance). */
export class ShuttingDownError extends Error {
  override name = 'ShuttingDownError';
  constructor() {
    super('the server is shutting down');
  }
}

/**
 * A change made against an older version of a lead than the stored one: a colleague changed it since
 * (issue 26). `latest` says what changed last, in Dutch, when known.
 */
export class LeadVersionConflictError extends Error {
  override name = 'LeadVersionConflictError';
  readonly currentVersion: number;
  readonly latest: string | null;
  constructor(id: number, currentVersion: number, latest: string | null) {
    super(`lead ${id} is at version ${currentVersion}`);
    this.currentVersion = currentVersion;
    this.latest = latest;
  }
}

/**
 * A household's personal link that opens nothing: malformed, forged, never issued or of an erased lead.
 * One error for all, answered 404 with one message: the answer teaches nothing (decision 029).
 */
export class HouseholdLinkNotFoundError extends Error {
  override name = 'HouseholdLinkNotFoundError';
  constructor() {
    super('no household link with this token');
  }
}

/** The address used up its allowance of household calls (HOUSEHOLD_RATE_LIMIT), failed look-ups included. */
export class HouseholdRateLimitedError extends RateLimitedError {
  override name = 'HouseholdRateLimitedError';
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, `household allowance used up; retry after ${retryAfterSeconds} s`);
  }
}

/** No such proposal of this lead (or of this household's link): 404, whoever's it may be. */
export class ProposalNotFoundError extends Error {
  override name = 'ProposalNotFoundError';
  constructor() {
    super('no such proposal for this lead');
  }
}

/** A proposal that can no longer be answered: answered, withdrawn, or past its last day (`expired`). */
export class ProposalClosedError extends Error {
  override name = 'ProposalClosedError';
  readonly reason: 'answered' | 'withdrawn' | 'expired';
  constructor(reason: 'answered' | 'withdrawn' | 'expired') {
    super(`proposal is ${reason}`);
    this.reason = reason;
  }
}

/** A single proposal to a customer or a lost lead, sent without the staff's explicit override (issue 31). */
export class LeadClosedForProposalError extends Error {
  override name = 'LeadClosedForProposalError';
  readonly status: LeadStatus;
  constructor(status: LeadStatus) {
    super(`no proposal to a lead with status ${status} without an override`);
    this.status = status;
  }
}
