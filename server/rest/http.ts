/**
 * What every REST adapter shares: the request facts for the tRPC context, a server-side caller of the
 * same procedures, and `respond`, which answers with a procedure's result or, through server/errors.ts,
 * with its error.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { sendRestError } from '../errors.ts';
import { createContext, type RequestInfo } from '../trpc/init.ts';
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

/** A typed caller of the root router for this request. */
export function callerFor(deps: AppDeps, request: FastifyRequest) {
  return createCaller(createContext(deps, requestInfo(request)));
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
