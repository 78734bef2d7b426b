/**
 * tRPC in three parts: the context every procedure receives, the initialisation (error shape), and the
 * procedure types (`publicProcedure`, `adminProcedure`).
 */
import { initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';
import { databaseErrorCode, isDatabaseUnavailable } from '../../database/availability.ts';
import type { Em } from '../../database/orm.ts';
import { AUTH_ERRORS } from '../../src/admin/messages.ts';
import { SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../src/service-unavailable.ts';
import type { AppDeps } from '../deps.ts';
import { RateLimitedError } from '../rate-limits.ts';
import { forkEm } from '../deps.ts';
import { resolveAdminSession } from '../services/admin-session.ts';

// 1. Context ----------------------------------------------------------------------------------------

/** Facts about the HTTP request that procedures may use; absent when a procedure is called directly. */
export interface RequestInfo {
  ip: string;
  userAgent: string | undefined;
  /** The raw `Authorization` header, checked only by `adminProcedure`. */
  authorization: string | undefined;
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
  return {
    deps,
    em: forkEm(deps),
    request: {
      ip: request.ip ?? '127.0.0.1',
      userAgent: request.userAgent,
      authorization: request.authorization,
    },
  };
}

// 2. Initialisation ---------------------------------------------------------------------------------

/** The message of invalid input; the message of each field is in `fieldErrors`. */
export const INVALID_INPUT_MESSAGE = 'Ongeldige gegevens';
/** What a client is told of an unexpected error: its details (SQL, stack) stay in the server's log. */
export const INTERNAL_ERROR_MESSAGE = 'Er ging iets mis aan onze kant. Probeer het later opnieuw.';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    // Field errors of invalid input, keyed by field, so that forms and API clients can show them.
    const fieldErrors =
      error.code === 'BAD_REQUEST' && isZodError(cause) ? flattenZodError(cause) : undefined;
    const message = fieldErrors
      ? INVALID_INPUT_MESSAGE
      : error.code === 'INTERNAL_SERVER_ERROR'
        ? INTERNAL_ERROR_MESSAGE
        : shape.message;
    return { ...shape, message, data: { ...shape.data, stack: undefined, fieldErrors } };
  },
});

/** `{ field: first message }` for every invalid field; nested paths are joined with dots. */
/** A validation error of zod, classic (`zod`) or mini (`zod/mini`, used by schemas shared with the browser). */
export function isZodError(error: unknown): error is z.core.$ZodError {
  return error instanceof z.core.$ZodError;
}

export function flattenZodError(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The answer while the database is away: 503 with a message to show and `Retry-After` (set by
 * `retryAfterHeaders` on tRPC, by server/rest/http.ts on REST). The request can be sent again as it is.
 */
export function databaseUnavailableError(cause: unknown): TRPCError {
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE, cause });
}

/** The seconds a client must wait after this error, if it says so (a 503 of ours, a rate limit). */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!(error instanceof TRPCError)) return undefined;
  if (error.code === 'SERVICE_UNAVAILABLE') return SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS;
  return error.cause instanceof RateLimitedError ? error.cause.retryAfterSeconds : undefined;
}

/** Headers of a tRPC answer that holds a 503 of ours or a rate limit (for `responseMeta`). */
export function retryAfterHeaders(errors: readonly TRPCError[]): Record<string, string> {
  const seconds = errors.map(retryAfterSeconds).filter((value) => value !== undefined);
  return seconds.length > 0 ? { 'retry-after': String(Math.max(...seconds)) } : {};
}

// 3. Routers and procedures -------------------------------------------------------------------------

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Every procedure runs inside this: an error that means the database is away (stopped, restarting,
 * unreachable, no free connection in time) becomes a 503 instead of a 500, for tRPC and REST alike.
 */
const databaseAvailability = t.middleware(async ({ ctx, path, next }) => {
  const result = await next();
  if (!result.ok && result.error.code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(result.error.cause)) {
    ctx.deps.log.warn({ path, error: databaseErrorCode(result.error.cause) }, 'database unavailable: answered 503');
    throw databaseUnavailableError(result.error.cause);
  }
  return result;
});

/** Open to every visitor. */
export const publicProcedure = t.procedure.use(databaseAvailability);

/** Only for a signed-in member of staff: the session is checked on the server for every call. */
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await resolveAdminSession(ctx);
  if (!session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_ERRORS.unauthenticated });
  }
  return next({ ctx: { ...ctx, session } });
});
