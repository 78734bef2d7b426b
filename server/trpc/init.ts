/**
 * tRPC in three parts: the context every procedure receives, the initialisation (error shape), and the
 * procedure types: `publicProcedure`, one builder per role of server/roles.ts (`adminProcedure`,
 * `installerProcedure`), and `signedInProcedure` for the sign-out of either.
 */
import { initTRPC } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import type { Em } from '../../database/orm.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { answerIn, answerLocaleOf } from '../answer-locale.ts';
import type { AppDeps } from '../deps.ts';
import { forkEm } from '../deps.ts';
import { logIfDatabaseUnavailable } from '../errors/domain-answers.ts';
import { formatTrpcError, toTrpcError } from '../errors/trpc.ts';
import { type CallerOf, type Role, ROLES, refusalFor } from '../roles.ts';
import { resolveAnySession } from '../services/admin-session.ts';
import { runInCallersLanguage } from './caller-locale.ts';

// 1. Context ----------------------------------------------------------------------------------------

/** Facts about the HTTP request that procedures may use; absent when a procedure is called directly. */
export interface RequestInfo {
  ip: string;
  userAgent: string | undefined;
  /** The raw `Authorization` header, read only by the roles' checks (server/roles.ts). */
  authorization: string | undefined;
  /** The HTTP request itself, which the signup allowance counts; absent for a direct call. */
  http?: FastifyRequest;
}

export interface Context {
  deps: AppDeps;
  /** One EntityManager per request (or per direct call). */
  em: Em;
  request: RequestInfo;
  /**
   * The caller of `role` behind the request (server/roles.ts), or null: looked up on the first ask, then
   * kept, so that a REST path's check and its procedure's (or a batch's calls) look it up once.
   */
  caller<R extends Role>(role: R): Promise<CallerOf<R> | null>;
  /** The language of the answers to this request (server/answer-locale.ts). */
  locale(): Locale;
  /** Answers in `locale` from now on: a procedure learned whose request it is (a signup's, a household's). */
  answerIn(locale: Locale): void;
}

/**
 * Builds a context. It needs no HTTP request, so tests, SSR and the REST adapters call procedures
 * with a context made the same way.
 */
export function createContext(deps: AppDeps, request: Partial<RequestInfo> = {}): Context {
  let em: Em | undefined;
  const callers = new Map<Role, Promise<unknown>>();
  // A direct call has no HTTP request to keep its language on.
  let directLocale: Locale = 'nl';
  const ctx: Context = {
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
    caller<R extends Role>(role: R) {
      if (!callers.has(role)) callers.set(role, ROLES[role](ctx));
      return callers.get(role) as Promise<CallerOf<R> | null>;
    },
    locale: () => (request.http ? answerLocaleOf(request.http) : directLocale),
    answerIn(locale) {
      if (request.http) answerIn(request.http, locale);
      else directLocale = locale;
    },
  };
  return ctx;
}

// 2. Initialisation ---------------------------------------------------------------------------------

/** The error shape of every answer: its message in the answer's language, field errors of invalid input (server/errors/trpc.ts). */
const t = initTRPC.context<Context>().create({
  errorFormatter: ({ shape, error, ctx }) => formatTrpcError(shape, error, ctx?.locale()),
});

// 3. Routers and procedures -------------------------------------------------------------------------

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Every procedure runs inside this: what a service throws (a domain error, the database being away)
 * becomes its answer here, for tRPC and REST alike, through the one table of server/errors/domain-answers.ts.
 */
const domainErrors = t.middleware(async ({ ctx, path, next }) => {
  const result = await next();
  if (result.ok || result.error.code !== 'INTERNAL_SERVER_ERROR') return result;
  logIfDatabaseUnavailable(ctx.deps.log, result.error.cause, { path });
  const mapped = toTrpcError(result.error.cause, ctx.locale());
  if (mapped) throw mapped;
  return result;
});

/** Open to every visitor. */
export const publicProcedure = t.procedure.use(domainErrors);

/**
 * Only for a signed-in member of staff (the role `staff`): the session is checked on the server for
 * every call, by the same function as the staff's REST paths (server/rest/roles.ts).
 */
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await ctx.caller('staff');
  if (!session) throw await refusalFor(ctx);
  return next({ ctx: { ...ctx, session } });
});

/**
 * Only for a signed-in user of an installer company (the role `installer`, issue 34): `ctx.installer`
 * is its session with the company's id, which every installer procedure filters by.
 */
export const installerProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const installer = await ctx.caller('installer');
  if (!installer) throw await refusalFor(ctx);
  // Its answers, and the messages of its invalid input, in its language (issue 43).
  ctx.answerIn(installer.language);
  return runInCallersLanguage(installer.language, () => next({ ctx: { ...ctx, installer } }));
});

/**
 * For any signed-in caller, whatever its role: only the sign-out (issue 43: an installer user's own
 * sign-out ends its session as staff's does). 401 without a session.
 */
export const signedInProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await resolveAnySession(ctx);
  if (!session) throw await refusalFor(ctx);
  return next({ ctx: { ...ctx, session } });
});
