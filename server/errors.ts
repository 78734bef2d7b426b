/**
 * The one place where an error becomes an answer. Services throw typed domain errors (lead not found,
 * wrong password, too many attempts) and the database layer throws its own when the server is away;
 * this module turns each into a status, a Dutch message and, where a client should wait, `Retry-After`,
 * for tRPC (`toTrpcError`, `trpcErrorHeaders`) and for REST (`sendRestError`) alike.
 * Transports call these functions; none of them builds an error answer of its own.
 */
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { databaseErrorCode, isDatabaseUnavailable } from '../database/availability.ts';
import { AUTH_ERRORS, leadChangedMessage, tooManyAttemptsMessage } from '../src/admin/messages.ts';
import {
  DATABASE_UNAVAILABLE_CODE,
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '../src/service-unavailable.ts';
import { tooManySignupsMessage } from './rate-limits.ts';
import { pathOf } from './request-target.ts';
import {
  InvalidCredentialsError,
  LeadNotFoundError,
  LeadVersionConflictError,
  LoginRateLimitedError,
  RateLimitedError,
  SignupRateLimitedError,
} from './services/domain-errors.ts';

/** The message of invalid input; the message of each field is in `fieldErrors` (tRPC) or `errors` (REST). */
export const INVALID_INPUT_MESSAGE = 'Ongeldige gegevens';
/** What a client is told of an unexpected error: its details (SQL, stack) stay in the server's log. */
export const INTERNAL_ERROR_MESSAGE = 'Er ging iets mis aan onze kant. Probeer het later opnieuw.';

/** The JSON body of every REST error. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  /** Set on a 503 while the database is away: `DATABASE_UNAVAILABLE`. */
  code?: string;
}

/** Anything that can log a warning or an error (Fastify's and pino's loggers). */
interface Log {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

// Validation ----------------------------------------------------------------------------------------

/** A validation error of zod, classic (`zod`) or mini (`zod/mini`, used by schemas shared with the browser). */
export function isZodError(error: unknown): error is z.core.$ZodError {
  return error instanceof z.core.$ZodError;
}

/** `{ field: first message }` for every invalid field; nested paths are joined with dots. */
export function flattenZodError(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The REST body of invalid input. */
export function invalidInputBody(error: z.core.$ZodError): ErrorBody {
  return { message: INVALID_INPUT_MESSAGE, errors: flattenZodError(error) };
}

// Domain errors -------------------------------------------------------------------------------------

/**
 * The tRPC error of a domain error or of the database being away; `undefined` for anything else (an
 * unexpected error stays an internal error, its details for the log only).
 */
export function toTrpcError(error: unknown): TRPCError | undefined {
  if (error instanceof TRPCError) return error;
  if (error instanceof InvalidCredentialsError) {
    return new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_ERRORS.invalidCredentials, cause: error });
  }
  if (error instanceof LoginRateLimitedError) {
    const message = tooManyAttemptsMessage(error.retryAfterSeconds);
    return new TRPCError({ code: 'TOO_MANY_REQUESTS', message, cause: error });
  }
  if (error instanceof SignupRateLimitedError) {
    const message = tooManySignupsMessage(error.retryAfterSeconds);
    return new TRPCError({ code: 'TOO_MANY_REQUESTS', message, cause: error });
  }
  if (error instanceof LeadNotFoundError) {
    return new TRPCError({ code: 'NOT_FOUND', message: AUTH_ERRORS.leadNotFound, cause: error });
  }
  if (error instanceof LeadVersionConflictError) {
    return new TRPCError({ code: 'PRECONDITION_FAILED', message: leadChangedMessage(error.latest), cause: error });
  }
  if (isDatabaseUnavailable(error)) {
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE, cause: error });
  }
  return undefined;
}

/** How long a client should wait before sending the request again, when the error says so. */
export function retryAfterSeconds(error: TRPCError): number | undefined {
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

// tRPC ----------------------------------------------------------------------------------------------

/**
 * Dutch for what tRPC itself answers to a call it cannot carry out (unknown procedure, wrong method or
 * content type, unreadable JSON, a batch too long): its own messages are English. None of these codes
 * is used by our procedures, except NOT_FOUND for a lead (which has its own cause and message).
 */
const TRPC_TRANSPORT_MESSAGES: Partial<Record<TRPCError['code'], string>> = {
  PARSE_ERROR: 'De aanvraag kon niet gelezen worden: verstuur geldige JSON.',
  BAD_REQUEST: 'Ongeldige aanvraag: controleer het pad, de methode en de gegevens.',
  NOT_FOUND: 'Niet gevonden: deze procedure bestaat niet.',
  METHOD_NOT_SUPPORTED: 'Deze methode is hier niet toegestaan.',
  UNSUPPORTED_MEDIA_TYPE: 'Verstuur de gegevens als JSON (Content-Type: application/json).',
  PAYLOAD_TOO_LARGE: 'De aanvraag is te groot.',
};

function transportMessage(error: TRPCError): string | undefined {
  if (error.cause instanceof LeadNotFoundError || isZodError(error.cause)) return undefined;
  return TRPC_TRANSPORT_MESSAGES[error.code];
}

/** Fields of tRPC's error shape: the Dutch message, field errors of invalid input, never a stack. */
export function formatTrpcError<Data extends object>(shape: { message: string; data: Data }, error: TRPCError) {
  const fieldErrors = error.code === 'BAD_REQUEST' && isZodError(error.cause) ? flattenZodError(error.cause) : undefined;
  const message = fieldErrors
    ? INVALID_INPUT_MESSAGE
    : error.code === 'INTERNAL_SERVER_ERROR'
      ? INTERNAL_ERROR_MESSAGE
      : (transportMessage(error) ?? shape.message);
  return { ...shape, message, data: { ...shape.data, stack: undefined, fieldErrors } };
}

/** Headers of a tRPC answer holding these errors (`Retry-After` of the longest wait). */
export function trpcErrorHeaders(errors: readonly TRPCError[]): Record<string, string> {
  const waits = errors.map(retryAfterSeconds).filter((seconds) => seconds !== undefined);
  return waits.length > 0 ? { 'retry-after': String(Math.max(...waits)) } : {};
}

// REST ----------------------------------------------------------------------------------------------

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
  if (error.code === 'SERVICE_UNAVAILABLE') body.code = DATABASE_UNAVAILABLE_CODE;
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

/** 404 of a path that no route answers (pages have their own Dutch 404 page). */
export function sendNotFound(reply: FastifyReply, request: { method: string; url: string }): FastifyReply {
  const path = pathOf(request.url);
  return reply.code(404).send({ message: `Niet gevonden: ${request.method} ${path}` } satisfies ErrorBody);
}

/** The code of the error raised for a JSON body that is not valid UTF-8 (server/request-checks.ts). */
export const INVALID_UTF8_CODE = 'INVALID_UTF8';

/** The answer to a request target that cannot be decoded (`/%`, `/%E0%A4%A`). */
export const BAD_TARGET_MESSAGE = 'Ongeldig adres: de aanvraag kon niet gelezen worden.';

/** The Dutch message of an error Fastify raises before a handler runs (body too large, bad JSON...). */
export function requestErrorMessage(statusCode: number, bodyLimitBytes: number, code?: string): string {
  if (statusCode === 413) return `De aanvraag is te groot (hoogstens ${Math.floor(bodyLimitBytes / 1024)} KB).`;
  if (statusCode === 415) return 'Verstuur de gegevens als JSON (Content-Type: application/json).';
  if (code === INVALID_UTF8_CODE) return 'De aanvraag bevat ongeldige tekens: verstuur de gegevens als UTF-8.';
  if (statusCode === 404) return 'Niet gevonden.';
  if (statusCode === 405) return 'Deze methode is hier niet toegestaan.';
  return 'De aanvraag kon niet gelezen worden: verstuur geldige JSON.';
}

/**
 * Error handler (of the app, and of the REST routes with their own body limit) that keeps the REST
 * error shape (`{ message }`) for errors raised while reading the request (413, 415, malformed JSON,
 * invalid UTF-8), and hands everything else to `sendRestError`: no answer carries a framework's message.
 */
export function restErrorHandler(bodyLimitBytes: number) {
  return (error: { statusCode?: number; code?: string }, _request: unknown, reply: FastifyReply) => {
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      const message = requestErrorMessage(status, bodyLimitBytes, error.code);
      return reply.code(status).send({ message } satisfies ErrorBody);
    }
    return sendRestError(reply, error);
  };
}

/** 400 for a request target the router cannot decode, in the REST error shape (Fastify's `frameworkErrors`). */
export function sendBadTarget(reply: FastifyReply): FastifyReply {
  return reply.code(400).send({ message: BAD_TARGET_MESSAGE } satisfies ErrorBody);
}
