/**
 * Errors in the REST shape, `{ message, errors?, code? }` (`ErrorBody`): the error of a procedure or a
 * route (`sendRestError`, with the status, `Retry-After` and headers of domain-answers.ts), invalid input,
 * a path no route answers, and the app's error handler for what was refused before a handler ran
 * (`restErrorHandler`). A page read over its rate limit is answered as text, as a browser shows it.
 */
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { localeOfPath } from '../../src/i18n/locale.ts';
import { answerLocaleOf } from '../answer-locale.ts';
import { pathOf } from '../request-target.ts';
import { isDomainError } from '../services/domain-error.ts';
import { domainAnswer, logIfDatabaseUnavailable } from './domain-answers.ts';
import { flattenZodError, invalidInputMessage, isZodError } from './invalid-input.ts';
import { BAD_TARGET_MESSAGE, internalErrorMessage, noRouteMessage, tooManyRequestsMessage } from './messages.ts';
import { clientStatus, refusalMessage } from './refusals.ts';
import { toTrpcError } from './trpc.ts';

/** The JSON body of every REST error. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  /** Set on a 503 while the database is away: `DATABASE_UNAVAILABLE`. */
  code?: string;
}

/** The REST body of invalid input. */
export function invalidInputBody(error: z.core.$ZodError): ErrorBody {
  return { message: invalidInputMessage(error), errors: flattenZodError(error) };
}

/** Answers a REST request with the error of a procedure or a route: status, `Retry-After`, JSON body. */
export function sendRestError(reply: FastifyReply, thrown: unknown): FastifyReply {
  // A procedure's 503 was logged where it was mapped; an outage met by a route itself is logged here.
  if (!(thrown instanceof TRPCError)) logIfDatabaseUnavailable(reply.log, thrown);
  const locale = answerLocaleOf(reply.request);
  const error = toTrpcError(thrown, locale);
  if (!error) {
    reply.log.error({ err: thrown }, 'unexpected error');
    return reply.code(500).send({ message: internalErrorMessage(locale) } satisfies ErrorBody);
  }
  const status = getHTTPStatusCodeFromError(error);
  const answer = domainAnswer(error.cause);
  if (answer?.retryAfterSeconds !== undefined) reply.header('retry-after', String(answer.retryAfterSeconds));
  if (answer) reply.headers(answer.restHeaders);
  if (isZodError(error.cause)) return reply.code(status).send(invalidInputBody(error.cause));
  const body: ErrorBody = { message: error.message };
  if (answer?.restCode) body.code = answer.restCode;
  if (status >= 500 && error.code !== 'SERVICE_UNAVAILABLE') {
    // A wrapped error's message may be SQL or a stack: it goes to the log, not to the client.
    reply.log.error({ err: error.cause ?? error }, 'procedure failed');
    body.message = internalErrorMessage(locale);
  }
  return reply.code(status).send(body);
}

/** 404 of a path that no route answers (pages have their own Dutch 404 page). */
export function sendNotFound(reply: FastifyReply, request: { method: string; url: string }): FastifyReply {
  return reply.code(404).send({ message: noRouteMessage(request.method, pathOf(request.url)) } satisfies ErrorBody);
}

/** 400 for a request target the router cannot decode, in the REST error shape (Fastify's `frameworkErrors`). */
export function sendBadTarget(reply: FastifyReply): FastifyReply {
  return reply.code(400).send({ message: BAD_TARGET_MESSAGE } satisfies ErrorBody);
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
      return reply.code(status).send({ message: refusalMessage(error, status, bodyLimitBytes) } satisfies ErrorBody);
    }
    if (isDomainError(error, 'requestRateLimited') && isPageRead(request)) {
      const { retryAfterSeconds } = error.details;
      // A French page's reader reads French, whatever the browser's Accept-Language.
      const locale = localeOfPath(pathOf(request.url)) === 'fr' ? 'fr' : answerLocaleOf(request);
      return reply
        .code(429)
        .header('retry-after', String(retryAfterSeconds))
        .header('content-type', 'text/plain; charset=utf-8')
        .send(`${tooManyRequestsMessage(retryAfterSeconds, locale)}\n`);
    }
    return sendRestError(reply, error);
  };
}
