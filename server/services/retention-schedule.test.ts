import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app.ts';
import { purgeAudit } from '../../tests/helpers/retention.ts';
import { createRetentionSchedule } from './retention-schedule.ts';

const runs = async (t: TestApp) => (await purgeAudit(t.db)).filter((entry) => entry.action === 'retention.purge').length;

describe('the retention schedule of the server process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not purge in tests unless asked', async () => {
    const schedule = createRetentionSchedule({ db: t.db, env: t.env, log: t.app.log, firstRunDelayMs: 0 });
    schedule.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await schedule.stop();
    expect(await runs(t)).toBe(0);
  });

  it('purges soon after start-up when RETENTION_PURGE_INTERVAL is set, and stops cleanly', async () => {
    const env = { ...t.env, RETENTION_PURGE_INTERVAL: 60 };
    const schedule = createRetentionSchedule({ db: t.db, env, log: t.app.log, firstRunDelayMs: 0 });
    schedule.start();
    await expect.poll(() => runs(t), { timeout: 10_000 }).toBe(1);
    await schedule.stop();
    // The next run is an hour away and the schedule is stopped: no second run.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await runs(t)).toBe(1);
  });
});
