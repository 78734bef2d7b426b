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
 * Every call counts, whatever form the request takes: the signup allowance is counted inside the
 * procedure `lead.submit` (server/trpc/routers/lead-signup.ts), once per call as tRPC itself resolved it, so a
 * batch, a fragment, an absolute-form or percent-encoded target and the REST adapter all draw on the
 * same allowance. A batch holds at most TRPC_MAX_BATCH_SIZE calls; the tiers count each of them. The
 * request target is normalised before anything counts it (server/request-target.ts).
 *
 * The first three count with @fastify/rate-limit (in memory per app instance; its `store` option is the
 * one place to plug a shared store). The client address is the socket's, or X-Forwarded-For's as far
 * as TRUST_PROXY trusts the proxies in front; IPv6 addresses count per /64 (the plug-in's
 * `ipv6Subnet`), since one household or server gets a whole /64. Requests over a tier are refused
 * before their body is read: 429 with `Retry-After` and a Dutch message, in tRPC's error shape on
 * /trpc so that the browser's client shows it.
 */
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { formatWaitMinutes } from '../src/format.ts';
import type { RateLimit } from './env.ts';
import { pathOf } from './request-target.ts';

/** IPv6 clients are counted per network of this prefix length (one household or server gets a /64). */
const IPV6_SUBNET = 64;

/** The key a client address is counted under: IPv4 as it is, IPv6 by its /64 (the rate limits' own rule). */
export function clientKey(ip: string): string {
  return normalizeIP(ip, IPV6_SUBNET);
}

/** Load balancers probe these often, from one address: outside the tiers. */
const UNLIMITED_PATHS: ReadonlySet<string> = new Set(['/healthz']);

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
  /** The same for a client address known without its request (a procedure's context). */
  checkClient(ip: string, calls?: number): Promise<number | null>;
}

const NO_LIMIT: RequestCounter = { check: async () => null, checkClient: async () => null };

/** A counter of `limit` (null: no limit). Each counter has its own allowance per address. */
export function createRequestCounter(app: FastifyInstance, limit: RateLimit | null): RequestCounter {
  if (!limit) return NO_LIMIT;
  const count = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, ipv6Subnet: IPV6_SUBNET });
  const check = async (request: Pick<FastifyRequest, 'ip' | 'routeOptions'>, calls = 1) => {
    for (let i = 0; i < calls; i++) {
      const result = await count(request as FastifyRequest);
      if (!result.isAllowed && result.isExceeded) return Math.max(1, result.ttlInSeconds);
    }
    return null;
  };
  // The calls of one tRPC batch are checked in parallel; the plug-in's memory store hands every caller
  // the same count object, so parallel checks of one address would all read the last count. One at a
  // time, each reads its own.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    check,
    // The plug-in reads only the address and the route's rate-limit group (none) of what it counts.
    checkClient(ip, calls) {
      const result = queue.then(() => check({ ip, routeOptions: { config: {} } } as FastifyRequest, calls));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

/**
 * The procedure paths of a tRPC request (`/trpc/a.b,c.d?batch=1` holds two), split and decoded as
 * tRPC's fastify adapter does, from the normalised target (server/request-target.ts).
 */
function trpcProcedurePaths(url: string): string[] {
  const match = /^\/trpc\/([^?]*)/.exec(url);
  if (!match?.[1]) return [];
  try {
    return decodeURIComponent(match[1]).split(',');
  } catch {
    return [match[1]];
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

/**
 * onRequest hook of the whole app: the read or the write tier by method. A page or a file over the
 * limit gets the message as plain text (what a browser shows), the API gets it as JSON.
 */
export function requestTierLimit(tiers: { read: RequestCounter; write: RequestCounter }): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathOf(request.url);
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
