import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CounterStore, counterStore, memoryCounters } from './rate-limit-store.ts';

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
    // A hit taken back, while its window lasts; never below zero, and not into a window that ended.
    await counters.takeBack('a');
    await counters.takeBack('a');
    expect((await counters.incr('a', 50)).current).toBe(1);
    vi.advanceTimersByTime(50);
    await counters.takeBack('a');
    expect((await counters.incr('a', 50)).current).toBe(1);
  });
});

describe('the rate-limit store over counters', () => {
  it('serves every limiter of the app from one store, keyed by what their key generators say', async () => {
    const seen: string[] = [];
    const counters: CounterStore = {
      incr: async (key) => {
        seen.push(key);
        return { current: seen.filter((k) => k === key).length, ttl: 1000 };
      },
      takeBack: async () => undefined,
      close: async () => undefined,
    };
    const app = Fastify();
    await app.register(rateLimit, { global: false, store: counterStore(counters), keyGenerator: () => 'read:a' });
    const limiters = [app.createRateLimit(), app.createRateLimit({ keyGenerator: () => 'signup:a', max: 5 })];
    app.get('/', async (request) => {
      for (const limiter of limiters) await limiter(request);
      return 'ok';
    });
    await app.inject('/');
    await app.inject('/');
    await app.close();
    expect(seen).toEqual(['rl:read:a', 'rl:signup:a', 'rl:read:a', 'rl:signup:a']);
  });

  it('gives each count its own result, so parallel counts of one key each read their own', async () => {
    const app = Fastify();
    await app.register(rateLimit, { global: false, store: counterStore(memoryCounters()), keyGenerator: () => 'k', max: 2 });
    const count = app.createRateLimit();
    app.get('/', async (request) => {
      const results = await Promise.all([count(request), count(request), count(request)]);
      return results.map((result) => (result.isAllowed ? 'allowed' : result.isExceeded ? 'exceeded' : 'within'));
    });
    expect((await app.inject('/')).json()).toEqual(['within', 'within', 'exceeded']);
    await app.close();
  });
});
