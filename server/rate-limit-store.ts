/**
 * Where rate-limit counters live. Without REDIS_URL: in each instance's memory, so behind N instances
 * an address gets N times its allowance. With REDIS_URL: in Redis, shared by every instance. (The
 * plugin's own `redis` option has no fallback: with `skipOnError` an outage would switch every limit
 * off; without it, it would fail every request. Hence this store, given through the plugin's `store`.)
 *
 * Redis must never take the site down with it: when it cannot be reached (not connected, or a command
 * fails or takes longer than COMMAND_TIMEOUT_MS, 1 s) the counters fall back to this instance's memory, the
 * log says so once, and Redis is tried again (at most once a second) until it answers; the log says
 * that too. Counts made in memory during an outage are not carried over.
 */
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** A fixed-window counter: `current` hits of `key` in its window, `ttl` milliseconds left in it. */
export interface CounterStore {
  incr(key: string, windowMs: number): Promise<{ current: number; ttl: number }>;
  /** Takes back one hit of `key`, if its window is still open (a call that turned out not to count). */
  takeBack(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A Redis command slower than this counts as Redis being away (the request goes on with memory). Redis
 * answers in well under a millisecond; the margin is for an instance whose event loop is busy (250 ms
 * made instances on a loaded 2-core machine flap between Redis and memory).
 */
const COMMAND_TIMEOUT_MS = 1000;
/** While Redis is away, how often one request tries it again. */
const RETRY_EVERY_MS = 1000;
/** Addresses kept by one memory counter before the expired ones are swept (and, if need be, the oldest). */
const MEMORY_KEYS = 50_000;

/** Counters in this process's memory. */
export function memoryCounters(): CounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async incr(key, windowMs) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        if (windows.size >= MEMORY_KEYS) sweep(windows, now);
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { current: window.count, ttl: window.endsAt - now };
    },
    async takeBack(key) {
      const window = windows.get(key);
      if (window && window.endsAt > Date.now() && window.count > 0) window.count -= 1;
    },
    async close() {
      windows.clear();
    },
  };
}

function sweep(windows: Map<string, { endsAt: number }>, now: number) {
  for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  // Still full (a flood of distinct addresses): forget the oldest windows first.
  for (const key of windows.keys()) {
    if (windows.size < MEMORY_KEYS) break;
    windows.delete(key);
  }
}

/** INCR, and the window's expiry set by the hit that opens it (or repaired if a key lost it). */
const INCR_WINDOW = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** DECR of a window that is still open (a key that expired is not brought back without its expiry). */
const TAKE_BACK = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

type RedisWithIncrWindow = Redis & {
  incrWindow(key: string, windowMs: number): Promise<[number, number]>;
  takeBack(key: string): Promise<number>;
};

/** Counters in Redis at `url`, in this instance's memory whenever Redis is away. */
async function redisCounters(url: string, log: FastifyBaseLogger): Promise<CounterStore> {
  const redis = new Redis(url, {
    // Fail at once while disconnected instead of queueing: the request goes on with memory.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    // Reconnect for ever, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  }) as RedisWithIncrWindow;
  redis.defineCommand('incrWindow', { numberOfKeys: 1, lua: INCR_WINDOW });
  redis.defineCommand('takeBack', { numberOfKeys: 1, lua: TAKE_BACK });
  // ioredis reports every failed reconnection: the outage is logged once below instead.
  redis.on('error', () => {});

  // Started without Redis: the app serves anyway, with the first request's warning below.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });

  const memory = memoryCounters();
  let away = false;
  let nextTry = 0;
  const fellBack = (error: unknown) => {
    nextTry = Date.now() + RETRY_EVERY_MS;
    if (away) return;
    away = true;
    log.warn({ err: error }, "Redis unavailable: rate limits count in this instance's memory until it is back");
  };

  return {
    async incr(key, windowMs) {
      if (redis.status === 'ready' && (!away || Date.now() >= nextTry)) {
        try {
          const [current, ttl] = await redis.incrWindow(key, windowMs);
          if (away) {
            away = false;
            log.info('Redis is back: rate limits count in Redis again');
          }
          return { current, ttl };
        } catch (error) {
          fellBack(error);
        }
      } else if (!away) {
        fellBack(new Error(`Redis connection ${redis.status}`));
      }
      return memory.incr(key, windowMs);
    },
    async takeBack(key) {
      // Where the hit was counted: in Redis unless it is away (then in memory).
      if (redis.status === 'ready' && !away) await redis.takeBack(key).catch(fellBack);
      else await memory.takeBack(key);
    },
    async close() {
      redis.disconnect();
      await memory.close();
    },
  };
}

/**
 * The `store` option of @fastify/rate-limit over `counters`. Every limiter of the app (the tiers, the
 * calls of a batch, the signups) counts in this one store: the plugin's `keyGenerator` of each puts its
 * tier in the key (`read:`, `write:`, `signup:`), so a child store is the store itself. Each count gets
 * its own result object, so the calls of one batch, counted in parallel, each read their own count.
 */
export function counterStore(counters: CounterStore): FastifyRateLimitStoreCtor {
  class SharedStore {
    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, windowMs: number) {
      counters.incr(`rl:${key}`, windowMs).then(
        (result) => done(null, result),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child() {
      return this;
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * The `store` option of @fastify/rate-limit for `app`, and its counters (the household allowance counts
 * on them directly, to take a hit back): in Redis (with the memory fallback) when `redisUrl` is set,
 * closed with the app; else in this instance's memory.
 */
export async function rateLimitStore(app: FastifyInstance, redisUrl: string | undefined): Promise<{ store: FastifyRateLimitStoreCtor; counters: CounterStore }> {
  const counters = redisUrl ? await redisCounters(redisUrl, app.log) : memoryCounters();
  app.addHook('onClose', async () => {
    await counters.close();
  });
  return { store: counterStore(counters), counters };
}
