import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app.ts';
import { purgeAudit } from '../../tests/helpers/retention.ts';
import { backgroundJobs } from './background-jobs.ts';
import { createJobRunner } from './job-runner.ts';

const runs = async (t: TestApp) => (await purgeAudit(t.db)).filter((entry) => entry.action === 'retention.purge').length;

const MINUTE = 60_000;

describe('the retention purge, a recurring background job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  // The runner's timers and clock are faked; the database keeps its own.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const jobsOf = (env: TestApp['env']) => backgroundJobs({ ...t.app.deps, env });

  it('does not purge in tests unless asked', () => {
    expect(jobsOf(t.env)['retention.purge']).toBeNull();
    expect(jobsOf({ ...t.env, RETENTION_PURGE_INTERVAL: null })['retention.purge']).toBeNull();
  });

  it('purges soon after start-up, then every RETENTION_PURGE_INTERVAL minutes, and not after it stops', async () => {
    const purge = jobsOf({ ...t.env, RETENTION_PURGE_INTERVAL: 60 })['retention.purge'];
    const runner = createJobRunner({ db: t.db, log: t.app.log, handlers: { 'retention.purge': purge } });
    runner.start();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(await runs(t)).toBe(0);
    await vi.advanceTimersByTimeAsync(1_100);
    await expect.poll(() => runs(t)).toBe(1);
    await vi.advanceTimersByTimeAsync(58 * MINUTE);
    expect(await runs(t)).toBe(1);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    await expect.poll(() => runs(t)).toBe(2);
    await runner.stop();
    await vi.advanceTimersByTimeAsync(3 * 60 * MINUTE);
    expect(await runs(t)).toBe(2);
  });
});
