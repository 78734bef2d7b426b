/**
 * tRPC in three parts: the context every procedure receives, the initialisation (error shape), and the
 * procedure types (`publicProcedure`, `adminProcedure`).
 */
import { initTRPC, TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import type { Em } from '../../database/orm.ts';
import { AUTH_ERRORS } from '../../src/admin/messages.ts';
import type { AppDeps } from '../deps.ts';
import { forkEm } from '../deps.ts';
import { formatTrpcError, logIfDatabaseUnavailable, toTrpcError } from '../errors.ts';
import { resolveAdminSession } from '../services/admin-session.ts';

// 1. Context ----------------------------------------------------------------------------------------

/** Facts about the HTTP request that procedures may use; absent when a procedure is called directly. */
export interface RequestInfo {
  ip: string;
  userAgent: string | undefined;
  /** The raw `Authorization` header, checked only by `adminProcedure`. */
  authorization: string | undefined;
  /** The HTTP request itself, which the signup allowance counts; absent for a direct call. */
  http?: FastifyRequest;
}

export interface Context {
  deps: AppDeps;
  /** One EntityManager per request (or per direct call). */
  em: Em;
  request: RequestInfo;
}

/**
 * Builds a context. It needs no HTTP request, so tests, SSR and the REST adapters call procedures
 * with a context made the same way.
 */
export function createContext(deps: AppDeps, request: Partial<RequestInfo> = {}): Context {
  let em: Em | undefined;
  return {
    deps,
    // Forked on first use: a signup (one statement through Kysely) and most public calls need none.
    get em() {
      em ??= forkEm(deps);
      return em;
    },
    request: {
      ip: request.ip ?? '127.0.0.1',
      userAgent: request.userAgent,
      authorization: request.authorization,
      http: request.http,
    },
  };
}

// 2. Initialisation ---------------------------------------------------------------------------------

/** The error shape of every answer: a Dutch message, field errors of invalid input (server/errors.ts). */
const t = initTRPC.context<Context>().create({
  errorFormatter: ({ shape, error }) => formatTrpcError(shape, error),
});

// 3. Routers and procedures -------------------------------------------------------------------------

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Every procedure runs inside this: what a service throws (a domain error, the database being away)
 * becomes its answer here, for tRPC and REST alike, through the one mapping in server/errors.ts.
 */
const domainErrors = t.middleware(async ({ ctx, path, next }) => {
  const result = await next();
  if (result.ok || result.error.code !== 'INTERNAL_SERVER_ERROR') return result;
  logIfDatabaseUnavailable(ctx.deps.log, result.error.cause, { path });
  const mapped = toTrpcError(result.error.cause);
  if (mapped) throw mapped;
  return result;
});

/** Open to every visitor. */
export const publicProcedure = t.procedure.use(domainErrors);

/** Only for a signed-in member of staff: the session is checked on the server for every call. */
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await resolveAdminSession(ctx);
  if (!session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_ERRORS.unauthenticated });
  }
  return next({ ctx: { ...ctx, session } });
});
