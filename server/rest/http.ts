/**
 * What every REST adapter shares: the request facts for the tRPC context, a server-side caller of the
 * same procedures, and the one place where a TRPCError becomes an HTTP status and a JSON body.
 */
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { createContext, flattenZodError, type RequestInfo } from '../trpc/init.ts';
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
}

/** Maps an error of a procedure to the REST answer; unknown errors become a 500 without details. */
export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    const body: ErrorBody = { message: error.message };
    if (error.cause instanceof z.ZodError) {
      body.errors = flattenZodError(error.cause);
      body.message = 'Ongeldige gegevens';
    }
    if (status >= 500) reply.log.error({ err: error.cause ?? error }, 'procedure failed');
    return reply.code(status).send(body);
  }
  reply.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send({ message: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.' });
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
