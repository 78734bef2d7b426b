import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CounterStore, memoryCounters, rateLimitStore } from './rate-limit-store.ts';

describe('memory counters', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('count hits of a key within its window, then start a new window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const counters = memoryCounters();
    expect((await counters.incr('a', 50)).current).toBe(1);
    const second = await counters.incr('a', 50);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(50);
    expect((await counters.incr('b', 50)).current).toBe(1);
    vi.advanceTimersByTime(49);
    expect((await counters.incr('a', 50)).current).toBe(3);
    vi.advanceTimersByTime(1);
    expect((await counters.incr('a', 50)).current).toBe(1);
  });
});

describe('the rate-limit store over counters', () => {
  it('gives each limiter of the app its own keys, the same in every instance', async () => {
    const keys: string[][] = [];
    for (let instance = 0; instance < 2; instance++) {
      const seen: string[] = [];
      const counters: CounterStore = {
        incr: async (key) => {
          seen.push(key);
          return { current: 1, ttl: 1000 };
        },
        close: async () => undefined,
      };
      const app = Fastify();
      await app.register(rateLimit, { global: false, store: rateLimitStore(counters) });
      // Two limiters with the same limit (as READ and WRITE may be) and one with another.
      const limiters = [
        app.createRateLimit({ max: 10, timeWindow: 60_000 }),
        app.createRateLimit({ max: 10, timeWindow: 60_000 }),
        app.createRateLimit({ max: 5, timeWindow: 600_000 }),
      ];
      app.get('/', async (request) => {
        for (const limiter of limiters) await limiter(request);
        return 'ok';
      });
      await app.inject('/');
      await app.close();
      keys.push(seen);
    }
    expect(new Set(keys[0]).size).toBe(3);
    expect(keys[1]).toEqual(keys[0]);
  });
});
