/**
 * Issue 21, row 2, over real HTTP to the production build: ten signups with 58 kB fields in parallel
 * while another client reads /healthz. Every one is refused by the validators (400), and /healthz never
 * waits 200 ms: no validator holds the thread that serves. It runs alone after the other attack files
 * (vitest.attack.config.ts), so that the time it asserts is this server's and not a neighbour's; its
 * validators are timed field by field in slow-validators.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, request, signup, startTarget, type Target } from './target.ts';

let target: Target;
beforeAll(async () => {
  target = await startTarget();
}, 60_000);
afterAll(async () => {
  await target?.close();
});

describe('2: no validator slower than linear', () => {
  it('answers ten signups with 58 kB fields in parallel while /healthz answers in under 200 ms', async () => {
    const from = freshAddress();
    const long = 'a'.repeat(58_000);
    const fields = ['street', 'houseNumber', 'firstName', 'lastName', 'city'];
    // Through tRPC, whose body limit (64 KB) lets such a value reach the validators (REST's is 16 KB).
    const signups = Array.from({ length: 10 }, (_, i) =>
      request(target, 'POST', '/trpc/lead.submit', { from, body: JSON.stringify(signup({ [fields[i % 5] as string]: long })) }),
    );
    let done = false;
    const all = Promise.all(signups).finally(() => (done = true));
    const health: number[] = [];
    while (!done || health.length < 3) {
      const started = Date.now();
      expect((await request(target, 'GET', '/healthz', { from: freshAddress() })).status).toBe(200);
      health.push(Date.now() - started);
    }
    expect((await all).map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 400));
    expect(Math.max(...health)).toBeLessThan(200);
  });
});
