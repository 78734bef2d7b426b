/**
 * Errors in tRPC's shape: a domain error or the database being away becomes a TRPCError with its code
 * and message in the answer's language (`toTrpcError`, called by the procedures' middleware in
 * server/trpc/init.ts); the
 * error shape carries field errors of invalid input and never a stack (`formatTrpcError`); the answer
 * gets its `Retry-After` (`trpcErrorHeaders`); and a request refused before tRPC read it is answered in
 * tRPC's shape too (`trpcRequestErrorHandler`).
 */
import { getErrorShape, TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_BODY_LIMIT, TRPC_MAX_BATCH_SIZE } from '../../src/http-limits.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { answerLocaleOf } from '../answer-locale.ts';
import { trpcProcedurePaths } from '../request-target.ts';
import { domainAnswer, logIfDatabaseUnavailable } from './domain-answers.ts';
import { flattenZodError, invalidInputMessage, isZodError } from './invalid-input.ts';
import { internalErrorMessage, requestErrorMessage, UNREADABLE_CODE } from './messages.ts';
import { clientStatus, REFUSAL_CODES, refusalMessage } from './refusals.ts';

/** The tRPC errors made here: their message is the answer's already. tRPC's own (a batch too long...) are not. */
const dutchErrors = new WeakSet<TRPCError>();

function dutch(code: TRPC_ERROR_CODE_KEY, message: string, cause?: unknown): TRPCError {
  const error = new TRPCError({ code, message, cause });
  dutchErrors.add(error);
  return error;
}

/**
 * The tRPC error of a domain error or of the database being away; `undefined` for anything else (an
 * unexpected error stays an internal error, its details for the log only).
 */
export function toTrpcError(error: unknown, locale: Locale = 'nl'): TRPCError | undefined {
  if (error instanceof TRPCError) return error;
  // A service that checks what it stores with a shared schema (a change merged with the stored fact): invalid input.
  if (isZodError(error)) return dutch('BAD_REQUEST', invalidInputMessage(error), error);
  const answer = domainAnswer(error, locale);
  return answer && dutch(answer.code, answer.message, error);
}

/** Fields of tRPC's error shape: the message in `locale`, field errors of invalid input, never a stack. */
export function formatTrpcError<Data extends object>(shape: { message: string; data: Data }, error: TRPCError, locale: Locale = 'nl') {
  const fieldErrors = error.code === 'BAD_REQUEST' && isZodError(error.cause) ? flattenZodError(error.cause) : undefined;
  // tRPC's own refusals of a request (not JSON, a batch too long, no such procedure...) are in English.
  const status = getHTTPStatusCodeFromError(error);
  const refusal = !dutchErrors.has(error) && REFUSAL_CODES[status] !== undefined;
  const message = fieldErrors && isZodError(error.cause)
    ? invalidInputMessage(error.cause)
    : error.code === 'INTERNAL_SERVER_ERROR' && !dutchErrors.has(error)
      ? internalErrorMessage(locale)
      : refusal
        ? requestErrorMessage(status, APP_BODY_LIMIT, error.code === 'PARSE_ERROR' ? 'INVALID_JSON' : UNREADABLE_CODE)
        : shape.message;
  return { ...shape, message, data: { ...shape.data, stack: undefined, fieldErrors } };
}

/** Headers of a tRPC answer holding these errors (`Retry-After` of the longest wait). */
export function trpcErrorHeaders(errors: readonly TRPCError[]): Record<string, string> {
  const waits = errors.map((error) => domainAnswer(error.cause)?.retryAfterSeconds).filter((seconds) => seconds !== undefined);
  return waits.length > 0 ? { 'retry-after': String(Math.max(...waits)) } : {};
}

/**
 * Error handler of /trpc: a request refused before tRPC read it (rate limit, method, body type or size,
 * an inexact number) answered in tRPC's error shape, one error per call of a batch, so that the
 * browser's client shows the message. The shape is tRPC's own (`getErrorShape` with the router's config).
 */
export function trpcRequestErrorHandler(config: Parameters<typeof getErrorShape>[0]['config']) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const status = clientStatus(error);
    const locale = answerLocaleOf(request);
    let trpcError = toTrpcError(error, locale);
    if (!trpcError && status !== undefined) {
      trpcError = dutch(REFUSAL_CODES[status] ?? 'BAD_REQUEST', refusalMessage(error, status, APP_BODY_LIMIT), error);
    }
    if (!trpcError) {
      reply.log.error({ err: error }, 'unexpected error');
      trpcError = dutch('INTERNAL_SERVER_ERROR', internalErrorMessage(locale), error);
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
