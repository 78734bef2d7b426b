/**
 * tRPC over HTTP at /trpc: tRPC's fastify adapter, and what every /trpc request goes through before it:
 *
 * - a method tRPC does not take (TRACE, PUT...) gets 405, not the fetch API's error (a 500);
 * - a body that is not JSON gets 415 before it is read (the adapter would read a multipart body of any
 *   size to the end);
 * - a number in the input written otherwise than in its one shortest form (`{"id": 1.0}`, `1e0`, `01`,
 *   `32.50`) gets 400: JSON.parse reads `1.0` as 1, and ids are digits only everywhere else; a decimal
 *   where its field takes one (a hardness of `32.5`, issue 43) passes, and the field's schema decides;
 * - the calls of a valid batch count on the request's rate-limit tier (server/rate-limits.ts).
 *
 * Each refusal is answered in tRPC's error shape by server/errors/trpc.ts.
 */
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { APP_BODY_LIMIT, TRPC_MAX_BATCH_SIZE } from '../../src/http-limits.ts';
import type { AppDeps } from '../deps.ts';
import { INEXACT_NUMBER_CODE } from '../errors/messages.ts';
import { requestRefusal } from '../errors/refusals.ts';
import { trpcErrorHeaders, trpcRequestErrorHandler } from '../errors/trpc.ts';
import { batchCallLimit } from '../rate-limits.ts';
import { isJsonContentType, requestInfo } from '../rest/http.ts';
import { createContext } from './init.ts';
import { type AppRouter, appRouter } from './router.ts';

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } } | undefined>;

/** Whether `method` reaches the procedure at `path` (queries by GET, mutations by POST). */
function reaches(path: string, method: string): boolean {
  const type = procedures[path]?._def.type;
  return (type === 'query' && method === 'GET') || (type === 'mutation' && method === 'POST');
}

/** Procedures whose answers hold personal data (the back office's, the household's own): never cached. */
const PRIVATE_PREFIXES = ['admin.', 'householdPage.'];

function privateAnswerHeaders(paths: readonly string[] | undefined): Record<string, string> {
  return paths?.some((path) => PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix))) ? { 'cache-control': 'no-store' } : {};
}

/** The methods tRPC takes (HEAD gets its 204); any other gets 405 with this list in `Allow`. */
const TRPC_METHODS = ['GET', 'HEAD', 'POST'];

/** 405 for a method tRPC does not take; 415 for a body that is not JSON, before it is read. */
const refuseUnreadable: onRequestHookHandler = (request, reply, done) => {
  if (!TRPC_METHODS.includes(request.method)) {
    reply.header('allow', TRPC_METHODS.join(', '));
    return done(requestRefusal(405, APP_BODY_LIMIT));
  }
  if (request.method === 'POST' && !isJsonContentType(request.headers['content-type'])) {
    return done(requestRefusal(415, APP_BODY_LIMIT));
  }
  done();
};

/**
 * Whether a JSON number is written in its one shortest form, the one JavaScript prints it in (`1`, `32.5`,
 * `-0.25`): so each value has one spelling, and an id is whole digits as in a path.
 */
function isCanonicalNumber(value: number, source: string): boolean {
  return String(value) === source;
}

/** The JSON text of a tRPC request's input: the POST body, or the `input` of a GET. */
function inputText(request: FastifyRequest): string | undefined {
  if (typeof request.body === 'string') return request.body;
  const input = (request.query as Record<string, unknown> | undefined)?.input;
  return typeof input === 'string' ? input : undefined;
}

/** 400 for a number not written in its shortest form anywhere in the input. */
const refuseInexactNumbers: preHandlerHookHandler = (request, _reply, done) => {
  const text = inputText(request);
  // Only text with a digit before a dot or an exponent can hold one: one linear scan for most requests.
  if (!text || !/[0-9][.eE]/.test(text)) return done();
  try {
    JSON.parse(text, (_key, value: unknown, context?: { source?: string }) => {
      if (typeof value === 'number' && context?.source !== undefined && !isCanonicalNumber(value, context.source)) {
        throw requestRefusal(400, APP_BODY_LIMIT, INEXACT_NUMBER_CODE);
      }
      return value;
    });
  } catch (error) {
    // Text that is not JSON at all is tRPC's to refuse (400, in its own words made Dutch).
    if (error instanceof SyntaxError) return done();
    return done(error as Error);
  }
  done();
};

export async function registerTrpc(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler(trpcRequestErrorHandler(appRouter._def._config));
    scope.addHook('onRequest', refuseUnreadable);
    scope.addHook('preHandler', refuseInexactNumbers);
    scope.addHook('preHandler', batchCallLimit(app, reaches));
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        maxBatchSize: TRPC_MAX_BATCH_SIZE,
        createContext: ({ req }: { req: FastifyRequest }) => createContext(deps, requestInfo(req)),
        onError({ error, path }: { error: { code: string; cause?: unknown }; path?: string }) {
          if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'trpc error');
        },
        responseMeta: (opts: { paths: readonly string[] | undefined; errors: Parameters<typeof trpcErrorHeaders>[0] }) => ({
          headers: { ...privateAnswerHeaders(opts.paths), ...trpcErrorHeaders(opts.errors) },
        }),
      } satisfies { router: AppRouter; maxBatchSize: number; createContext: unknown; onError: unknown; responseMeta: unknown },
    });
  });
}
