/**
 * The one table of what each kind of domain error answers (server/services/domain-error.ts): its tRPC
 * code, which gives its HTTP status by tRPC's own table (BAD_REQUEST 400, UNAUTHORIZED 401, FORBIDDEN 403,
 * NOT_FOUND 404, CONFLICT 409, PRECONDITION_FAILED 412, PRECONDITION_REQUIRED 428, TOO_MANY_REQUESTS 429,
 * SERVICE_UNAVAILABLE 503);
 * how long a client should wait before sending the request again (`Retry-After`); and what a REST answer
 * adds (headers, a `code` in the body). The message comes from the dictionaries of messages.ts, in the
 * language of the answer (server/answer-locale.ts). tRPC
 * (trpc.ts) and REST (rest.ts) answer from here, so an error answers alike on both.
 */
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import { databaseErrorCode, isDatabaseUnavailable } from '../../database/availability.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { DATABASE_UNAVAILABLE_CODE, SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../src/service-unavailable.ts';
import { leadEtag } from '../rest/if-match.ts';
import { DomainError, type DomainErrorDetails, type DomainErrorKind } from '../services/domain-error.ts';
import { domainErrorMessage } from './messages.ts';

interface AnswerRule<Details> {
  code: TRPC_ERROR_CODE_KEY;
  retryAfterSeconds?: (details: Details) => number;
  /** Headers of the REST answer. */
  restHeaders?: (details: Details) => Record<string, string>;
  /** The REST body's `code`, for API clients that act on it. */
  restCode?: string;
}

const theWait = ({ retryAfterSeconds }: { retryAfterSeconds: number }) => retryAfterSeconds;
/** A database restart or another instance takes a few seconds. */
const aFewSeconds = () => SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS;

const ANSWERS: { [K in DomainErrorKind]: AnswerRule<DomainErrorDetails[K]> } = {
  invalidCredentials: { code: 'UNAUTHORIZED' },
  unauthenticated: { code: 'UNAUTHORIZED', restHeaders: () => ({ 'www-authenticate': 'Bearer' }) },
  forbidden: { code: 'FORBIDDEN' },
  loginRateLimited: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: theWait },
  signupRateLimited: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: theWait },
  requestRateLimited: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: theWait },
  householdRateLimited: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: theWait },
  leadNotFound: { code: 'NOT_FOUND' },
  // A refused change against an older version: the answer carries the current one (RFC 9110, 13.1.1).
  leadVersionConflict: { code: 'PRECONDITION_FAILED', restHeaders: ({ currentVersion }) => ({ etag: leadEtag(currentVersion) }) },
  householdLinkNotFound: { code: 'NOT_FOUND' },
  proposalNotFound: { code: 'NOT_FOUND' },
  proposalClosed: { code: 'CONFLICT' },
  leadClosedForProposal: { code: 'CONFLICT' },
  preconditionRequired: { code: 'PRECONDITION_REQUIRED' },
  bulkJobNotFound: { code: 'NOT_FOUND' },
  placeNotFound: { code: 'NOT_FOUND' },
  placeFactNotFound: { code: 'NOT_FOUND' },
  roundNotFound: { code: 'NOT_FOUND' },
  roundOverlap: { code: 'CONFLICT', restCode: 'ROUND_OVERLAP' },
  installerNotFound: { code: 'NOT_FOUND' },
  installerExists: { code: 'CONFLICT' },
  installerAreaEmpty: { code: 'BAD_REQUEST' },
  installerInactive: { code: 'BAD_REQUEST' },
  sellerRequired: { code: 'BAD_REQUEST', restCode: 'SELLER_REQUIRED' },
  bulkSellerRequired: { code: 'BAD_REQUEST', restCode: 'SELLER_REQUIRED' },
  sellerTermsMissing: { code: 'BAD_REQUEST', restCode: 'SELLER_TERMS_MISSING' },
  sellerTermsNotFound: { code: 'NOT_FOUND' },
  orderNotFound: { code: 'NOT_FOUND' },
  orderTransitionRefused: { code: 'CONFLICT' },
  withdrawalPeriodOver: { code: 'CONFLICT' },
  slotNotFound: { code: 'NOT_FOUND' },
  notInstalled: { code: 'CONFLICT', restCode: 'NOT_INSTALLED' },
  supportRequestNotFound: { code: 'NOT_FOUND' },
  supportTransitionRefused: { code: 'CONFLICT' },
  saltNotAvailable: { code: 'CONFLICT', restCode: 'SALT_NOT_AVAILABLE' },
  saltDeliveryNotFound: { code: 'NOT_FOUND' },
  reviewNotFound: { code: 'NOT_FOUND' },
  reviewNotConsented: { code: 'CONFLICT', restCode: 'REVIEW_NOT_CONSENTED' },
  usernameTaken: { code: 'CONFLICT' },
  accountDisabled: { code: 'UNAUTHORIZED', restCode: 'ACCOUNT_DISABLED' },
  passwordTooWeak: { code: 'BAD_REQUEST', restCode: 'PASSWORD_TOO_WEAK' },
  installerUserNotFound: { code: 'NOT_FOUND' },
  orderDateOutOfRange: { code: 'BAD_REQUEST', restCode: 'DATE_OUT_OF_RANGE' },
  orderDateNotSet: { code: 'CONFLICT' },
  otherTimesLimit: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: theWait },
  nothingToCollect: { code: 'CONFLICT' },
  appointmentLocked: { code: 'CONFLICT', restCode: 'APPOINTMENT_LOCKED' },
  orderKept: { code: 'CONFLICT', restCode: 'ORDER_KEPT' },
  shuttingDown: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: aFewSeconds },
  databaseUnavailable: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: aFewSeconds, restCode: DATABASE_UNAVAILABLE_CODE },
};

/** What a domain error answers, whatever the transport. */
export interface DomainAnswer {
  code: TRPC_ERROR_CODE_KEY;
  message: string;
  retryAfterSeconds?: number;
  restHeaders: Record<string, string>;
  restCode?: string;
}

function answerTo<K extends DomainErrorKind>(error: DomainError<K>, locale: Locale): DomainAnswer {
  const rule: AnswerRule<DomainErrorDetails[K]> = ANSWERS[error.kind];
  return {
    code: rule.code,
    message: domainErrorMessage(error, locale),
    retryAfterSeconds: rule.retryAfterSeconds?.(error.details),
    restHeaders: rule.restHeaders?.(error.details) ?? {},
    restCode: rule.restCode,
  };
}

/**
 * The answer to a domain error, or to the database being away (the kind `databaseUnavailable`), in the
 * language of the lead the error names, else in `locale`; `undefined` for anything else: an unexpected
 * error stays an internal error, its details for the log.
 */
export function domainAnswer(error: unknown, locale: Locale = 'nl'): DomainAnswer | undefined {
  if (error instanceof DomainError) return answerTo(error, locale);
  if (isDatabaseUnavailable(error)) return answerTo(new DomainError('databaseUnavailable'), locale);
  return undefined;
}

/** Logs a database outage as a warning: it is answered with a 503, not a failure of ours. */
export function logIfDatabaseUnavailable(log: Pick<FastifyBaseLogger, 'warn'>, error: unknown, details: object = {}): void {
  if (isDatabaseUnavailable(error)) {
    log.warn({ ...details, error: databaseErrorCode(error) }, 'database unavailable: answered 503');
  }
}
