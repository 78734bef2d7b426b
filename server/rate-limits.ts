/**
 * Rate limits per client address, in tiers (the strictest that applies wins):
 *
 * - reads (READ_RATE_LIMIT): every GET and HEAD, pages, assets and API reads alike; loose.
 * - writes (WRITE_RATE_LIMIT): every other method; strict.
 * - signups (LEADS_RATE_LIMIT): `POST /api/leads` and the tRPC procedure `lead.submit` on one counter,
 *   so that switching transport does not double anyone's allowance; stricter.
 * - sign-in: failed attempts per address and per username, kept in the database so that the limit
 *   holds across instances (server/services/admin-auth.ts); the strictest.
 *
 * Inside a tRPC batch each call counts. The first three count in memory with @fastify/rate-limit (per
 * app instance). The client address is the socket's, or X-Forwarded-For's as far as TRUST_PROXY
 * trusts the proxies in front. Requests over a limit are refused before their body is read: 429 with
 * `Retry-After` and a Dutch message, in tRPC's error shape on /trpc so that the browser's client
 * shows it.
 */
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { formatWaitMinutes } from '../src/format.ts';
import type { RateLimit } from './env.ts';

/** The procedure whose calls count against the signup limit. */
export const SIGNUP_PROCEDURE = 'lead.submit';

/** Load balancers probe these often, from one address: outside the tiers. */
export const UNLIMITED_PATHS: ReadonlySet<string> = new Set(['/healthz']);

const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

export function tooManySignupsMessage(retryAfterSeconds: number): string {
  return `U hebt te veel aanmeldingen na elkaar verstuurd. Probeer het over ${formatWaitMinutes(retryAfterSeconds)} opnieuw.`;
}

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `U hebt te veel aanvragen na elkaar verstuurd. Probeer het over ${formatWaitMinutes(retryAfterSeconds)} opnieuw.`;
}

/** Counts requests of one tier per client address. */
export interface RequestCounter {
  /** Counts `calls` requests of this request's address; the seconds to wait when over the limit, else null. */
  check(request: FastifyRequest, calls?: number): Promise<number | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    signupLimiter: RequestCounter;
  }
}

/** A counter of `limit` (null: no limit). Each counter has its own allowance per address. */
export function createRequestCounter(app: FastifyInstance, limit: RateLimit | null): RequestCounter {
  if (!limit) return { check: async () => null };
  const count = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs });
  return {
    async check(request, calls = 1) {
      for (let i = 0; i < calls; i++) {
        const result = await count(request);
        if (!result.isAllowed && result.isExceeded) return Math.max(1, result.ttlInSeconds);
      }
      return null;
    },
  };
}

/** The procedure paths of a tRPC request (`/trpc/a.b,c.d?batch=1` holds two). */
export function trpcProcedurePaths(url: string): string[] {
  const match = /^\/trpc\/([^?]*)/.exec(url);
  if (!match?.[1]) return [];
  try {
    return decodeURIComponent(match[1]).split(',');
  } catch {
    return [];
  }
}

/** 429 in tRPC's own error shape (one error per call of a batch). */
function refuseTrpc(request: FastifyRequest, reply: FastifyReply, paths: string[], retryAfter: number, message: string) {
  const errorFor = (path: string) => ({
    error: {
      message,
      code: TRPC_ERROR_CODES_BY_KEY.TOO_MANY_REQUESTS,
      data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path },
    },
  });
  const batched = (request.query as Record<string, unknown> | undefined)?.batch !== undefined;
  return reply
    .code(429)
    .header('retry-after', String(retryAfter))
    .send(batched ? paths.map(errorFor) : errorFor(paths[0] ?? ''));
}

/** onRequest hook of the REST route: a JSON `{ message }` like every other REST error. */
export function restSignupLimit(limiter: RequestCounter): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const retryAfter = await limiter.check(request);
    if (retryAfter === null) return;
    return reply
      .code(429)
      .header('retry-after', String(retryAfter))
      .send({ message: tooManySignupsMessage(retryAfter) });
  };
}

/** onRequest hook of the tRPC routes: counts the signup calls of the request. */
export function trpcSignupLimit(limiter: RequestCounter): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const paths = trpcProcedurePaths(request.url);
    const calls = paths.filter((path) => path === SIGNUP_PROCEDURE).length;
    if (calls === 0) return;
    const retryAfter = await limiter.check(request, calls);
    if (retryAfter === null) return;
    return refuseTrpc(request, reply, paths, retryAfter, tooManySignupsMessage(retryAfter));
  };
}

/**
 * onRequest hook of the whole app: the read or the write tier by method. A page or a file over the
 * limit gets the message as plain text (what a browser shows), the API gets it as JSON.
 */
export function requestTierLimit(tiers: { read: RequestCounter; write: RequestCounter }): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    if (UNLIMITED_PATHS.has(pathname)) return;
    const read = READ_METHODS.has(request.method);
    const trpcPaths = trpcProcedurePaths(request.url);
    const retryAfter = await (read ? tiers.read : tiers.write).check(request, Math.max(1, trpcPaths.length));
    if (retryAfter === null) return;
    const message = tooManyRequestsMessage(retryAfter);
    if (trpcPaths.length > 0) return refuseTrpc(request, reply, trpcPaths, retryAfter, message);
    reply.code(429).header('retry-after', String(retryAfter));
    if (read && !pathname.startsWith('/api/')) {
      return reply.header('content-type', 'text/plain; charset=utf-8').send(`${message}\n`);
    }
    return reply.send({ message });
  };
}
