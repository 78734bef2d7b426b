/**
 * What every REST adapter shares: the request facts for the tRPC context, a server-side caller of the
 * same procedures, and the one place where a TRPCError becomes an HTTP status and a JSON body.
 */
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { databaseErrorCode, isDatabaseUnavailable } from '../../database/availability.ts';
import { DATABASE_UNAVAILABLE_CODE } from '../../src/service-unavailable.ts';
import type { AppDeps } from '../deps.ts';
import {
  createContext,
  databaseUnavailableError,
  flattenZodError,
  INTERNAL_ERROR_MESSAGE,
  INVALID_INPUT_MESSAGE,
  isZodError,
  type RequestInfo,
  retryAfterSeconds,
} from '../trpc/init.ts';
import { createCaller } from '../trpc/router.ts';

export function requestInfo(request: FastifyRequest): RequestInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    authorization: request.headers.authorization,
  };
}

/** A typed caller of the root router for this request. */
export function callerFor(deps: AppDeps, request: FastifyRequest) {
  return createCaller(createContext(deps, requestInfo(request)));
}

export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  /** Set on a 503 while the database is away: `DATABASE_UNAVAILABLE`. */
  code?: string;
}

/**
 * Maps an error of a procedure to the REST answer: the database away is a 503 with `Retry-After` (also
 * when a route met it outside a procedure); unknown errors become a 500 without details.
 */
export function sendError(reply: FastifyReply, thrown: unknown): FastifyReply {
  let error = thrown;
  if (!(thrown instanceof TRPCError) && isDatabaseUnavailable(thrown)) {
    reply.log.warn({ error: databaseErrorCode(thrown) }, 'database unavailable: answered 503');
    error = databaseUnavailableError(thrown);
  }
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    const body: ErrorBody = { message: error.message };
    if (isZodError(error.cause)) {
      body.errors = flattenZodError(error.cause);
      body.message = INVALID_INPUT_MESSAGE;
    }
    const retryAfter = retryAfterSeconds(error);
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    if (error.code === 'SERVICE_UNAVAILABLE') {
      body.code = DATABASE_UNAVAILABLE_CODE;
    } else if (status >= 500) {
      // A wrapped error's message may be SQL or a stack: it goes to the log, not to the client.
      reply.log.error({ err: error.cause ?? error }, 'procedure failed');
      body.message = INTERNAL_ERROR_MESSAGE;
    }
    return reply.code(status).send(body);
  }
  reply.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE });
}

/** The code of the error raised for a JSON body that is not valid UTF-8 (server/request-checks.ts). */
export const INVALID_UTF8_CODE = 'INVALID_UTF8';

export function isJsonContentType(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

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
 * invalid UTF-8), and hands everything else to `sendError`: no answer carries a framework's message.
 */
export function restErrorHandler(bodyLimitBytes: number) {
  return (error: { statusCode?: number; code?: string }, _request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      const message = requestErrorMessage(status, bodyLimitBytes, error.code);
      return reply.code(status).send({ message } satisfies ErrorBody);
    }
    return sendError(reply, error);
  };
}

/** Runs a procedure call and answers with its result (status `successStatus`) or the mapped error. */
export async function respond<T>(reply: FastifyReply, call: () => Promise<T>, successStatus = 200) {
  try {
    const result = await call();
    return reply.code(successStatus).send(result);
  } catch (error) {
    return sendError(reply, error);
  }
}
