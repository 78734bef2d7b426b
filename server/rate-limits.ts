/**
 * Rate limits per client address, in tiers (the strictest that applies wins):
 *
 * - reads (READ_RATE_LIMIT): every GET and HEAD, pages, assets and API reads alike; loose.
 * - writes (WRITE_RATE_LIMIT): every other method; strict.
 * - signups (LEADS_RATE_LIMIT): `POST /api/leads` and the tRPC procedure `lead.submit` on one counter,
 *   so that switching transport does not double anyone's allowance; stricter.
 * - household calls (issue 45): a call of a household procedure (its page, its data, a new link), REST
 *   and tRPC alike, is counted on its address first (HOUSEHOLD_RATE_LIMIT): an address that used that up
 *   is refused every household call, so that guessing links costs its allowance in a few calls (issue
 *   23) and a refusal tells nothing of the link sent. Once the call's link opened something, the hit
 *   goes back to the address and counts on that link instead (HOUSEHOLD_LINK_RATE_LIMIT): households
 *   behind one address (a family, a mobile operator's) use their pages freely, one link cannot flood
 *   the site. Unknown and malformed links, and lost-link requests, stay on the address.
 * - sign-in: failed attempts per address and per username, kept in the database so that the limit
 *   holds across instances (server/services/admin-auth.ts); the strictest.
 *
 * The first three are @fastify/rate-limit's, configured through its options: one global limit whose
 * `keyGenerator`, `max` and `timeWindow` follow the request's tier, counted in `onRequest` (before the
 * body is read) on every route and, once, on a 404 (`app.rateLimit()` on the not-found handler); the
 * refusal is the `errorResponseBuilder`'s domain error, answered by server/errors/ (429, `Retry-After`,
 * a Dutch message in the shape the client reads). The counters live in the plugin's `store` option
 * (server/rate-limit-store.ts: memory, or Redis with a memory fallback).
 *
 * A request counts once whatever it asks. A tRPC batch counts each of its calls, but only once it is
 * known to be valid (`batchCallLimit`: at most TRPC_MAX_BATCH_SIZE calls, each a procedure that the
 * method reaches); a malformed request (400, 404, 405, 413, 415) costs one call at most, so that a
 * request another site makes a visitor's browser send cannot lock that visitor out. The signup allowance
 * is counted inside the procedure `lead.submit` (server/trpc/routers/lead-signup.ts), once per valid
 * call as tRPC resolved it, so a batch, a fragment, an absolute-form or percent-encoded target and the
 * REST adapter all draw on the same allowance. The request target is normalised before anything counts
 * it (server/request-target.ts).
 *
 * The client address is the socket's, or X-Forwarded-For's as far as TRUST_PROXY trusts the proxies in
 * front; IPv6 addresses count per /64, since one household or server gets a whole /64.
 */
import { createHash } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { TRPC_MAX_BATCH_SIZE } from '../src/http-limits.ts';
import type { Env, RateLimit } from './env.ts';
import { type CounterStore, rateLimitStore } from './rate-limit-store.ts';
import { pathOf, trpcProcedurePaths } from './request-target.ts';
import { DomainError } from './services/domain-error.ts';

/** IPv6 clients are counted per network of this prefix length (one household or server gets a /64). */
const IPV6_SUBNET = 64;

/** The key a client address is counted under: IPv4 as it is, IPv6 by its /64 (the rate limits' own rule). */
export function clientKey(ip: string): string {
  return normalizeIP(ip, IPV6_SUBNET);
}

/** Load balancers probe these often, from one address: outside the tiers. */
const UNLIMITED_PATHS: ReadonlySet<string> = new Set(['/healthz']);

const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

const tierOf = (request: FastifyRequest) => (READ_METHODS.has(request.method) ? 'read' : 'write');

/** The plugin's headers (limit, remaining, reset) are not sent; server/errors/ sets `Retry-After`. */
const NO_HEADERS = {
  'x-ratelimit-limit': false,
  'x-ratelimit-remaining': false,
  'x-ratelimit-reset': false,
  'retry-after': false,
} as const;

/** Counts one call of a request on an allowance (signups, household calls); throws past it. */
export type CallAllowance = (request: FastifyRequest) => Promise<void>;

/**
 * Counts a household call on its address (throws past the allowance) and, given the call's link, on that
 * link; `settle` says how the call ended: with an unknown link the hit stays on the address, else it
 * goes back (the link carries it).
 */
export type HouseholdAllowance = (request: FastifyRequest, link?: string) => Promise<{ settle(unknownLink: boolean): Promise<void> }>;

/** The allowances counted inside their procedures, once per valid call. */
export interface CallAllowances {
  signups: CallAllowance;
  household: HouseholdAllowance;
}

/** Seconds a refused client waits: the rest of its window, at least one. */
const secondsLeft = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 1000));

/** Registers the read and write tiers on every route of `app`; returns the allowances counted per call. */
export async function registerRateLimits(
  app: FastifyInstance,
  env: Pick<Env, 'NODE_ENV' | 'READ_RATE_LIMIT' | 'WRITE_RATE_LIMIT' | 'LEADS_RATE_LIMIT' | 'HOUSEHOLD_RATE_LIMIT' | 'HOUSEHOLD_LINK_RATE_LIMIT' | 'REDIS_URL'>,
): Promise<CallAllowances> {
  const tiers: Record<'read' | 'write', RateLimit | null> = {
    // In development Vite serves every source module as a request of its own.
    read: env.NODE_ENV === 'development' ? null : env.READ_RATE_LIMIT,
    write: env.WRITE_RATE_LIMIT,
  };
  const limitOf = (request: FastifyRequest) => tiers[tierOf(request)];
  const { store, counters } = await rateLimitStore(app, env.REDIS_URL);
  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    store,
    keyGenerator: (request) => `${tierOf(request)}:${clientKey(request.ip)}`,
    allowList: (request) => !limitOf(request) || UNLIMITED_PATHS.has(pathOf(request.url)),
    max: (request) => limitOf(request)?.max ?? 0,
    timeWindow: (request) => limitOf(request)?.windowMs ?? 0,
    errorResponseBuilder: (_request, context) => new DomainError('requestRateLimited', { retryAfterSeconds: secondsLeft(context.ttl) }),
    addHeaders: NO_HEADERS,
    addHeadersOnExceeding: NO_HEADERS,
  });

  return {
    signups: callAllowance(app, 'signup', env.LEADS_RATE_LIMIT, (seconds) => new DomainError('signupRateLimited', { retryAfterSeconds: seconds })),
    household: householdAllowance(counters, env.HOUSEHOLD_RATE_LIMIT, env.HOUSEHOLD_LINK_RATE_LIMIT),
  };
}

/** The counter of a link: a digest, so that no store holds a secret that opens a household's page. */
const linkKey = (link: string) => `rl:household-link:${createHash('sha256').update(`household-link:${link}`).digest('base64url').slice(0, 22)}`;

function householdAllowance(counters: CounterStore, perAddress: RateLimit | null, perLink: RateLimit | null): HouseholdAllowance {
  const refuse = (ttlMs: number) => new DomainError('householdRateLimited', { retryAfterSeconds: secondsLeft(ttlMs) });
  const settled = { settle: async () => undefined };
  return async (request, link) => {
    const addressKey = `rl:household:${clientKey(request.ip)}`;
    if (perAddress) {
      const hit = await counters.incr(addressKey, perAddress.windowMs);
      if (hit.current > perAddress.max) throw refuse(hit.ttl);
    }
    if (link === undefined) return settled;
    if (perLink) {
      const hit = await counters.incr(linkKey(link), perLink.windowMs);
      if (hit.current > perLink.max) throw refuse(hit.ttl);
    }
    return {
      async settle(unknownLink) {
        if (!unknownLink && perAddress) await counters.takeBack(addressKey);
      },
    };
  };
}

/** An allowance of `limit` calls per address under the key prefix `name`; off when `limit` is null. */
function callAllowance(app: FastifyInstance, name: string, limit: RateLimit | null, refusal: (seconds: number) => Error): CallAllowance {
  if (!limit) return async () => undefined;
  const count = app.createRateLimit({
    keyGenerator: (request) => `${name}:${clientKey(request.ip)}`,
    // Not the tiers' list: /healthz takes no such calls, and a tier switched off leaves this one on.
    allowList: () => false,
    max: limit.max,
    timeWindow: limit.windowMs,
  });
  return async (request) => {
    const result = await count(request);
    if (!result.isAllowed && result.isExceeded) throw refusal(secondsLeft(result.ttl));
  };
}

/**
 * preHandler of /trpc: the calls of a valid batch beyond its first, on the request's tier (the first
 * was counted with the request). Valid: at most TRPC_MAX_BATCH_SIZE calls, each a procedure that the
 * request's method reaches (`reaches`), and a body that was read without error (the hook runs after it).
 */
export function batchCallLimit(
  app: FastifyInstance,
  reaches: (path: string, method: string) => boolean,
): preHandlerAsyncHookHandler {
  // No options: the tiers' own limiter, with their keys and their store.
  const count = app.createRateLimit();
  return async (request) => {
    const paths = trpcProcedurePaths(request.url);
    if (paths.length < 2 || paths.length > TRPC_MAX_BATCH_SIZE) return;
    if (!paths.every((path) => reaches(path, request.method))) return;
    for (let call = 1; call < paths.length; call++) {
      const result = await count(request);
      if (!result.isAllowed && result.isExceeded) throw new DomainError('requestRateLimited', { retryAfterSeconds: secondsLeft(result.ttl) });
    }
  };
}
