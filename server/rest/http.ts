/**
 * What every REST adapter shares: the request's tRPC context (one per request), a server-side caller of
 * the same procedures, and `respond`, which answers with a procedure's result or, through
 * server/errors/rest.ts, with its error; `jsonScope` for a plugin of JSON routes, and request data
 * handed on as it came (`fields`, `unchecked`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { requestErrorMessage } from '../errors/messages.ts';
import { type ErrorBody, restErrorHandler, sendRestError } from '../errors/rest.ts';
import { type Context, createContext, type RequestInfo } from '../trpc/init.ts';
import { createCaller } from '../trpc/router.ts';

export function requestInfo(request: FastifyRequest): RequestInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    authorization: request.headers.authorization,
    http: request,
  };
}

export function isJsonContentType(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

const contexts = new WeakMap<FastifyRequest, Context>();

/**
 * The request's context, made on first use and kept: a role's check (server/rest/roles.ts) and the
 * procedures the path calls share it, its EntityManager and the caller it found.
 */
export function contextOf(deps: AppDeps, request: FastifyRequest): Context {
  let ctx = contexts.get(request);
  if (!ctx) {
    ctx = createContext(deps, requestInfo(request));
    contexts.set(request, ctx);
  }
  return ctx;
}

/** A typed caller of the root router for this request. */
export function callerFor(deps: AppDeps, request: FastifyRequest) {
  return createCaller(contextOf(deps, request));
}

/** Runs a procedure call and answers with its result (status `successStatus`) or the mapped error. */
export async function respond<T>(reply: FastifyReply, call: () => Promise<T>, successStatus = 200) {
  try {
    const result = await call();
    return reply.code(successStatus).send(result);
  } catch (error) {
    return sendRestError(reply, error);
  }
}

/**
 * Request data handed to a procedure as it came: the procedure's zod input validates it (and answers
 * 400 with the field errors), so the adapter does not check it twice.
 */
export function unchecked<T>(value: unknown): T {
  return value as T;
}

/** The body's fields as they came (none when it is no object), for a procedure's input. */
export function fields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * A plugin scope of JSON routes: bodies up to `bodyLimit` bytes, 415 for a request with a body of another
 * type (`hasBody`: which methods carry one), every error in the REST shape.
 */
export function jsonScope(scope: FastifyInstance, bodyLimit: number, hasBody: (method: string) => boolean): void {
  scope.addHook('onRoute', (route) => {
    route.bodyLimit ??= bodyLimit;
  });
  scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasBody(request.method) || isJsonContentType(request.headers['content-type'])) return;
    return reply.code(415).send({ message: requestErrorMessage(415, bodyLimit) } satisfies ErrorBody);
  });
  scope.setErrorHandler(restErrorHandler(bodyLimit));
}
