/**
 * The one place where an error becomes an answer. Services throw typed domain errors (lead not found,
 * wrong password, too many attempts), the database layer its own when the server is away, and the
 * checks before a handler refuse requests (a body too large or of the wrong type, a method a path does
 * not take, a rate limit, what Node's HTTP parser cannot read). This module turns each into a status, a
 * Dutch message and, where a client should wait, `Retry-After`, in the shape its client reads: tRPC's
 * (`toTrpcError`, `trpcRequestErrorHandler`), REST's (`sendRestError`), text for a page. Transports call
 * these functions; none of them builds an error answer of its own.
 */
import { textsFor } from '../src/i18n/server-texts.ts';
import { localeOfError } from '../src/leads/schema.ts';
import { STATUS_CODES } from 'node:http';
import { getErrorShape, TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { databaseErrorCode, isDatabaseUnavailable } from '../database/availability.ts';
import { AUTH_ERRORS, closedLeadProposalMessage, leadChangedMessage, tooManyAttemptsMessage } from '../src/admin/messages.ts';
import {
  DATABASE_UNAVAILABLE_CODE,
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '../src/service-unavailable.ts';
import { formatWaitMinutes } from '../src/format.ts';
import { HOUSEHOLD_ERRORS } from '../src/household-page/texts.ts';
import { PROPOSAL_ERRORS } from '../src/proposals/texts.ts';
import { APP_BODY_LIMIT, TRPC_MAX_BATCH_SIZE } from '../src/http-limits.ts';
import { pathOf, trpcProcedurePaths } from './request-target.ts';
import {
  HouseholdLinkNotFoundError,
  HouseholdRateLimitedError,
  InvalidCredentialsError,
  LeadClosedForProposalError,
  LeadNotFoundError,
  LeadVersionConflictError,
  LoginRateLimitedError,
  ProposalClosedError,
  ProposalNotFoundError,
  RateLimitedError,
  RequestRateLimitedError,
  ShuttingDownError,
  SignupRateLimitedError,
} from './services/domain-errors.ts';

/**
 * The message of invalid input, in the language of the fields' messages (a French signup's are French:
 * src/leads/schema.ts); the message of each field is in `fieldErrors` (tRPC) or `errors` (REST).
 */
function invalidInputMessage(error: z.core.$ZodError): string {
  return textsFor(localeOfError(error)).validation.messages.invalidInput;
}
/** What a client is told of an unexpected error: its details (SQL, stack) stay in the server's log. */
export const INTERNAL_ERROR_MESSAGE = 'Er ging iets mis aan onze kant. Probeer het later opnieuw.';

function tooManySignupsMessage(retryAfterSeconds: number): string {
  return `U hebt te veel aanmeldingen na elkaar verstuurd. Probeer het over ${formatWaitMinutes(retryAfterSeconds)} opnieuw.`;
}

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `U hebt te veel aanvragen na elkaar verstuurd. Probeer het over ${formatWaitMinutes(retryAfterSeconds)} opnieuw.`;
}

/** The JSON body of every REST error. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  /** Set on a 503 while the database is away: `DATABASE_UNAVAILABLE`. */
  code?: string;
}

/** Anything that can log a warning or an error (Fastify's and pino's loggers). */
type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/** A validation error of zod, classic (`zod`) or mini (`zod/mini`, used by schemas shared with the browser). */
function isZodError(error: unknown): error is z.core.$ZodError {
  return error instanceof z.core.$ZodError;
}

/** `{ field: first message }` for every invalid field; nested paths are joined with dots. */
function flattenZodError(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The REST body of invalid input. */
export function invalidInputBody(error: z.core.$ZodError): ErrorBody {
  return { message: invalidInputMessage(error), errors: flattenZodError(error) };
}

/**
 * The tRPC error of a domain error or of the database being away; `undefined` for anything else (an
 * unexpected error stays an internal error, its details for the log only).
 */
export function toTrpcError(error: unknown): TRPCError | undefined {
  if (error instanceof TRPCError) return error;
  if (error instanceof InvalidCredentialsError) return dutch('UNAUTHORIZED', AUTH_ERRORS.invalidCredentials, error);
  if (error instanceof RateLimitedError) {
    const seconds = error.retryAfterSeconds;
    const message =
      error instanceof LoginRateLimitedError
        ? tooManyAttemptsMessage(seconds)
        : error instanceof SignupRateLimitedError
          ? tooManySignupsMessage(seconds)
          : error instanceof HouseholdRateLimitedError
            ? HOUSEHOLD_ERRORS.tooManyRequests(formatWaitMinutes(seconds))
            : tooManyRequestsMessage(seconds);
    return dutch('TOO_MANY_REQUESTS', message, error);
  }
  if (error instanceof LeadNotFoundError) return dutch('NOT_FOUND', AUTH_ERRORS.leadNotFound, error);
  if (error instanceof HouseholdLinkNotFoundError) return dutch('NOT_FOUND', HOUSEHOLD_ERRORS.linkNotFound, error);
  if (error instanceof ProposalNotFoundError) return dutch('NOT_FOUND', PROPOSAL_ERRORS.notFound, error);
  if (error instanceof ProposalClosedError) return dutch('CONFLICT', PROPOSAL_ERRORS[error.reason], error);
  if (error instanceof LeadVersionConflictError) return dutch('PRECONDITION_FAILED', leadChangedMessage(error.latest), error);
  if (error instanceof LeadClosedForProposalError) return dutch('CONFLICT', closedLeadProposalMessage(error.status), error);
  if (isDatabaseUnavailable(error) || error instanceof ShuttingDownError) {
    return dutch('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE, error);
  }
  return undefined;
}

/** The tRPC errors made here: their message is Dutch already. tRPC's own (a batch too long...) are not. */
const dutchErrors = new WeakSet<TRPCError>();

function dutch(code: TRPC_ERROR_CODE_KEY, message: string, cause?: unknown): TRPCError {
  const error = new TRPCError({ code, message, cause });
  dutchErrors.add(error);
  return error;
}

/** How long a client should wait before sending the request again, when the error says so. */
function retryAfterSeconds(error: TRPCError): number | undefined {
  if (error.code === 'SERVICE_UNAVAILABLE') return SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS;
  if (error.cause instanceof RateLimitedError) return error.cause.retryAfterSeconds;
  return undefined;
}

/** Logs a database outage as a warning: it is answered with a 503, not a failure of ours. */
export function logIfDatabaseUnavailable(log: Log, error: unknown, details: object = {}): void {
  if (isDatabaseUnavailable(error)) {
    log.warn({ ...details, error: databaseErrorCode(error) }, 'database unavailable: answered 503');
  }
}

/** Fields of tRPC's error shape: the Dutch message, field errors of invalid input, never a stack. */
export function formatTrpcError<Data extends object>(shape: { message: string; data: Data }, error: TRPCError) {
  const fieldErrors = error.code === 'BAD_REQUEST' && isZodError(error.cause) ? flattenZodError(error.cause) : undefined;
  // tRPC's own refusals of a request (not JSON, a batch too long, no such procedure...) are in English.
  const status = getHTTPStatusCodeFromError(error);
  const refusal = !dutchErrors.has(error) && REFUSAL_CODES[status] !== undefined;
  const message = fieldErrors && isZodError(error.cause)
    ? invalidInputMessage(error.cause)
    : error.code === 'INTERNAL_SERVER_ERROR'
      ? INTERNAL_ERROR_MESSAGE
      : refusal
        ? requestErrorMessage(status, APP_BODY_LIMIT, error.code === 'PARSE_ERROR' ? 'INVALID_JSON' : UNREADABLE_CODE)
        : shape.message;
  return { ...shape, message, data: { ...shape.data, stack: undefined, fieldErrors } };
}

/** Headers of a tRPC answer holding these errors (`Retry-After` of the longest wait). */
export function trpcErrorHeaders(errors: readonly TRPCError[]): Record<string, string> {
  const waits = errors.map(retryAfterSeconds).filter((seconds) => seconds !== undefined);
  return waits.length > 0 ? { 'retry-after': String(Math.max(...waits)) } : {};
}

/** Answers a REST request with the error of a procedure or a route: status, `Retry-After`, JSON body. */
export function sendRestError(reply: FastifyReply, thrown: unknown): FastifyReply {
  // A procedure's 503 was logged where it was mapped; an outage met by a route itself is logged here.
  if (!(thrown instanceof TRPCError)) logIfDatabaseUnavailable(reply.log, thrown);
  const error = toTrpcError(thrown);
  if (!error) {
    reply.log.error({ err: thrown }, 'unexpected error');
    return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE } satisfies ErrorBody);
  }
  const status = getHTTPStatusCodeFromError(error);
  const wait = retryAfterSeconds(error);
  if (wait !== undefined) reply.header('retry-after', String(wait));
  // A refused change against an older version: the answer carries the current one (RFC 9110, 13.1.1).
  if (error.cause instanceof LeadVersionConflictError) reply.header('etag', leadEtag(error.cause.currentVersion));
  if (isZodError(error.cause)) return reply.code(status).send(invalidInputBody(error.cause));
  const body: ErrorBody = { message: error.message };
  if (error.code === 'SERVICE_UNAVAILABLE' && isDatabaseUnavailable(error.cause)) body.code = DATABASE_UNAVAILABLE_CODE;
  if (status >= 500 && error.code !== 'SERVICE_UNAVAILABLE') {
    // A wrapped error's message may be SQL or a stack: it goes to the log, not to the client.
    reply.log.error({ err: error.cause ?? error }, 'procedure failed');
    body.message = INTERNAL_ERROR_MESSAGE;
  }
  return reply.code(status).send(body);
}

/** A lead's version as its REST entity tag: `"3"`. */
export function leadEtag(version: number): string {
  return `"${version}"`;
}

/** 401 of a request without a valid staff session (the token is sent as a bearer token). */
export function sendUnauthorized(reply: FastifyReply): FastifyReply {
  return reply.code(401).header('www-authenticate', 'Bearer').send({ message: AUTH_ERRORS.unauthenticated } satisfies ErrorBody);
}

/** 428 of a lead's PATCH whose `If-Match` header came empty (server/rest/if-match.ts). */
export function sendPreconditionRequired(reply: FastifyReply): FastifyReply {
  const message = 'If-Match is leeg: stuur de ETag van het detail (bijvoorbeeld "3"), of laat de header weg.';
  return reply.code(428).send({ message } satisfies ErrorBody);
}

/** 404 of a path that no route answers (pages have their own Dutch 404 page). */
export function sendNotFound(reply: FastifyReply, request: { method: string; url: string }): FastifyReply {
  const path = pathOf(request.url);
  return reply.code(404).send({ message: `Niet gevonden: ${request.method} ${path}` } satisfies ErrorBody);
}

/**
 * Codes of refusals with a message of their own: a JSON body not valid UTF-8, a number in a tRPC input
 * with a fraction or an exponent (`1.0`), a body the client cut off, a request Node's HTTP parser or
 * tRPC could not read.
 */
export const INVALID_UTF8_CODE = 'INVALID_UTF8';
export const INEXACT_NUMBER_CODE = 'INEXACT_NUMBER';
export const CLIENT_ABORTED_CODE = 'CLIENT_ABORTED';
const UNREADABLE_CODE = 'UNREADABLE';

/** The answer to a request target that cannot be decoded (`/%`, `/%E0%A4%A`). */
const BAD_TARGET_MESSAGE = 'Ongeldig adres: de aanvraag kon niet gelezen worden.';

/** The Dutch message of a request refused before a handler ran (body too large, bad JSON...). */
export function requestErrorMessage(statusCode: number, bodyLimitBytes: number, code?: string): string {
  if (statusCode === 413) return `De aanvraag is te groot (hoogstens ${Math.floor(bodyLimitBytes / 1024)} KB).`;
  if (statusCode === 415) return 'Verstuur de gegevens als JSON (Content-Type: application/json).';
  if (statusCode === 404) return 'Niet gevonden.';
  if (statusCode === 405) return 'Deze methode is hier niet toegestaan.';
  if (statusCode === 408) return 'De aanvraag kwam niet op tijd binnen. Probeer het opnieuw.';
  if (statusCode === 431) return 'De aanvraag heeft te veel of te grote headers.';
  if (code === INVALID_UTF8_CODE) return 'De aanvraag bevat ongeldige tekens: verstuur de gegevens als UTF-8.';
  if (code === INEXACT_NUMBER_CODE) return 'Ongeldig getal: schrijf nummers als gehele getallen, zonder komma of exponent.';
  if (code === UNREADABLE_CODE) return 'De aanvraag kon niet gelezen worden.';
  if (code === CLIENT_ABORTED_CODE) return 'De aanvraag werd afgebroken voordat ze volledig binnen was. Verstuur ze opnieuw.';
  return 'De aanvraag kon niet gelezen worden: verstuur geldige JSON.';
}

/** A request refused before any handler ran, with its status; its message is meant for the client. */
export function requestRefusal(statusCode: number, bodyLimitBytes: number, code = ''): Error {
  return Object.assign(new Error(requestErrorMessage(statusCode, bodyLimitBytes, code)), { statusCode, code });
}

/** tRPC's codes of the statuses a request is refused with before any procedure runs. */
const REFUSAL_CODES: Partial<Record<number, TRPC_ERROR_CODE_KEY>> = {
  400: 'BAD_REQUEST', 404: 'NOT_FOUND', 405: 'METHOD_NOT_SUPPORTED', 408: 'TIMEOUT', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** The status of an error raised while reading a request (Fastify's, or `requestRefusal`'s), if any. */
function clientStatus(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** A GET or HEAD of a page or a file (not the API): its refusals are text, as a browser shows them. */
function isPageRead(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !pathOf(request.url).startsWith('/api/');
}

/**
 * Error handler of the app (and of REST routes with their own body limit): a request refused before
 * its handler (413, 415, malformed JSON...) in the REST shape, a page over its rate limit as text,
 * everything else through `sendRestError`: no answer carries a framework's message.
 */
export function restErrorHandler(bodyLimitBytes: number) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const status = clientStatus(error);
    if (status !== undefined) {
      const message = requestErrorMessage(status, bodyLimitBytes, (error as { code?: string }).code);
      return reply.code(status).send({ message } satisfies ErrorBody);
    }
    if (error instanceof RequestRateLimitedError && isPageRead(request)) {
      const message = tooManyRequestsMessage(error.retryAfterSeconds);
      return reply
        .code(429)
        .header('retry-after', String(error.retryAfterSeconds))
        .header('content-type', 'text/plain; charset=utf-8')
        .send(`${message}\n`);
    }
    return sendRestError(reply, error);
  };
}

/**
 * Error handler of /trpc: a request refused before tRPC read it (rate limit, method, body type or size,
 * an inexact number) answered in tRPC's error shape, one error per call of a batch, so that the
 * browser's client shows the message. The shape is tRPC's own (`getErrorShape` with the router's config).
 */
export function trpcRequestErrorHandler(config: Parameters<typeof getErrorShape>[0]['config']) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const status = clientStatus(error);
    let trpcError = toTrpcError(error);
    if (!trpcError && status !== undefined) {
      const message = requestErrorMessage(status, APP_BODY_LIMIT, (error as { code?: string }).code);
      trpcError = dutch(REFUSAL_CODES[status] ?? 'BAD_REQUEST', message, error);
    }
    if (!trpcError) {
      reply.log.error({ err: error }, 'unexpected error');
      trpcError = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
    }
    logIfDatabaseUnavailable(reply.log, error);
    const paths = trpcProcedurePaths(request.url);
    const shape = (path: string | undefined) => ({
      error: getErrorShape({ config, error: trpcError, type: 'unknown', path, input: undefined, ctx: undefined }),
    });
    const batched = (request.query as Record<string, unknown> | undefined)?.batch !== undefined;
    return reply
      .code(getHTTPStatusCodeFromError(trpcError))
      .headers(trpcErrorHeaders([trpcError]))
      .send(batched && paths.length <= TRPC_MAX_BATCH_SIZE ? paths.map(shape) : shape(paths[0]));
  };
}

/** 400 for a request target the router cannot decode, in the REST error shape (Fastify's `frameworkErrors`). */
export function sendBadTarget(reply: FastifyReply): FastifyReply {
  return reply.code(400).send({ message: BAD_TARGET_MESSAGE } satisfies ErrorBody);
}

/** An answer written on a socket Fastify never saw: status, security headers, Dutch message; then close. */
export function rawRefusal(status: number, headers: ReadonlyArray<readonly [string, string]>): string {
  const body = JSON.stringify({ message: requestErrorMessage(status, APP_BODY_LIMIT, UNREADABLE_CODE) } satisfies ErrorBody);
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    '',
    body,
  ].join('\r\n');
}
