/**
 * The per-address limit on signups (LEADS_RATE_LIMIT), counted with @fastify/rate-limit. One counter
 * serves both ways in, `POST /api/leads` and the tRPC procedure `lead.submit` (also inside a batch, where
 * each call counts), so that switching transport does not double anyone's allowance. Requests over the
 * limit are refused before their body is read: 429 with `Retry-After` and a Dutch message.
 */
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { formatWaitMinutes } from '../src/format.ts';
import type { RateLimit } from './env.ts';

/** The procedure whose calls count against the signup limit. */
export const SIGNUP_PROCEDURE = 'lead.submit';

export function tooManySignupsMessage(retryAfterSeconds: number): string {
  return `U heeft te veel aanmeldingen na elkaar verstuurd. Probeer het over ${formatWaitMinutes(retryAfterSeconds)} opnieuw.`;
}

export interface SignupLimiter {
  /** Counts `calls` signups of this request's address; the seconds to wait when over the limit, else null. */
  check(request: FastifyRequest, calls?: number): Promise<number | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    signupLimiter: SignupLimiter;
  }
}

export function createSignupLimiter(app: FastifyInstance, limit: RateLimit | null): SignupLimiter {
  if (!limit) return { check: async () => null };
  const count = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs });
  return {
    async check(request, calls = 1) {
      let retryAfter: number | null = null;
      for (let i = 0; i < calls; i++) {
        const result = await count(request);
        if (!result.isAllowed && result.isExceeded) retryAfter = Math.max(1, result.ttlInSeconds);
      }
      return retryAfter;
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

/** onRequest hook of the REST route: a JSON `{ message }` like every other REST error. */
export function restSignupLimit(limiter: SignupLimiter): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const retryAfter = await limiter.check(request);
    if (retryAfter === null) return;
    return reply
      .code(429)
      .header('retry-after', String(retryAfter))
      .send({ message: tooManySignupsMessage(retryAfter) });
  };
}

/**
 * onRequest hook of the tRPC routes: counts the signup calls of the request and, over the limit,
 * answers in tRPC's own error shape, so that the browser's tRPC client shows the message.
 */
export function trpcSignupLimit(limiter: SignupLimiter): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const paths = trpcProcedurePaths(request.url);
    const calls = paths.filter((path) => path === SIGNUP_PROCEDURE).length;
    if (calls === 0) return;
    const retryAfter = await limiter.check(request, calls);
    if (retryAfter === null) return;
    const errorFor = (path: string) => ({
      error: {
        message: tooManySignupsMessage(retryAfter),
        code: TRPC_ERROR_CODES_BY_KEY.TOO_MANY_REQUESTS,
        data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path },
      },
    });
    const batched = (request.query as Record<string, unknown> | undefined)?.batch !== undefined;
    return reply
      .code(429)
      .header('retry-after', String(retryAfter))
      .send(batched ? paths.map(errorFor) : errorFor(paths[0] ?? SIGNUP_PROCEDURE));
  };
}
