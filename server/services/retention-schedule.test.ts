import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app.ts';
import { purgeAudit } from '../../tests/helpers/retention.ts';
import { createRetentionSchedule } from './retention-schedule.ts';

const runs = async (t: TestApp) => (await purgeAudit(t.db)).filter((entry) => entry.action === 'retention.purge').length;

const MINUTE = 60_000;

describe('the retention schedule of the server process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  // Only the schedule's timers are faked: the database keeps its own clock and timers.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not purge in tests unless asked', async () => {
    const schedule = createRetentionSchedule({ db: t.db, env: t.env, log: t.app.log, firstRunDelayMs: 0 });
    schedule.start();
    await vi.advanceTimersByTimeAsync(3 * 60 * MINUTE);
    await schedule.stop();
    expect(await runs(t)).toBe(0);
  });

  it('purges soon after start-up, then every RETENTION_PURGE_INTERVAL minutes, and not after it stops', async () => {
    const env = { ...t.env, RETENTION_PURGE_INTERVAL: 60 };
    const schedule = createRetentionSchedule({ db: t.db, env, log: t.app.log, firstRunDelayMs: 10_000 });
    schedule.start();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(await runs(t)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect.poll(() => runs(t)).toBe(1);
    await vi.advanceTimersByTimeAsync(59 * MINUTE);
    expect(await runs(t)).toBe(1);
    await vi.advanceTimersByTimeAsync(MINUTE);
    await expect.poll(() => runs(t)).toBe(2);
    await schedule.stop();
    await vi.advanceTimersByTimeAsync(3 * 60 * MINUTE);
    expect(await runs(t)).toBe(2);
  });
});
