import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Em } from '../../database/orm.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/app.ts';
import { postgresUnderTest } from '../../tests/helpers/db.ts';
import { enqueueJob } from './job-queue.ts';
import { jobOverview } from './job-overview.ts';
import { createJobRunner, retryDelayMs } from './job-runner.ts';
import type { JobHandler } from './job-types.ts';
import { endLeasesOfDeadProcess, LEASE_MS, RENEW_EVERY_MS } from './lease.ts';

const MINUTE = 60_000;

describe(`the job runner (${postgresUnderTest ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let clock: Date;
  beforeAll(async () => {
    t = await createTestApp();
    clock = new Date();
  });
  afterAll(async () => {
    await t.close();
  });

  const em = (): Em => t.db.orm.em.fork();
  const enqueue = (name: string, options: Parameters<typeof enqueueJob>[2] = {}) => enqueueJob(em(), name, { runAt: clock, ...options });
  const runner = (handlers: Record<string, JobHandler>) => createJobRunner({ db: t.db, log: t.app.log, handlers, now: () => clock });
  const rows = (name: string) =>
    em().execute<Array<{ status: string; attempts: number; last_error: string | null; run_at: Date }>>(
      `select "status", "attempts", "last_error", "run_at" from "jobs" where "name" = ? order by "id"`,
      [name],
    );

  it('runs a one-off job once when due; a job of the same key that waits is joined, one that ran is not', async () => {
    const ran: unknown[] = [];
    const jobs = runner({ 'test.once': { run: async (job) => ran.push(job.payload) } });
    expect(await enqueue('test.once', { key: 'gent', payload: { place: 'gent' }, runAt: new Date(clock.getTime() + MINUTE) })).toBe(true);
    expect(await enqueue('test.once', { key: 'gent', payload: { place: 'gent' }, runAt: new Date(clock.getTime() + MINUTE) })).toBe(false);
    expect(await jobs.runDue(clock)).toEqual([]);
    expect(await jobs.runDue(new Date(clock.getTime() + MINUTE))).toHaveLength(1);
    expect(await jobs.runDue(new Date(clock.getTime() + 2 * MINUTE))).toEqual([]);
    expect(ran).toEqual([{ place: 'gent' }]);
    expect(await enqueue('test.once', { key: 'gent' })).toBe(true);
    expect((await rows('test.once')).map((row) => row.status)).toEqual(['done', 'pending']);
  });

  it('retries a failing job with backoff, keeps its error, and marks it failed after its last attempt', async () => {
    const start = clock;
    let attempts = 0;
    const jobs = runner({
      'test.failing': {
        maxAttempts: 3,
        run: async () => {
          attempts += 1;
          throw Object.assign(new Error('SMTP server said no'), { code: 'EAUTH' });
        },
      },
    });
    await enqueue('test.failing');
    await jobs.runDue(start);
    let [row] = await rows('test.failing');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'EAUTH: SMTP server said no' });
    expect(new Date(row?.run_at ?? 0).getTime()).toBe(start.getTime() + retryDelayMs(1));
    clock = new Date(start.getTime() + retryDelayMs(1) - 1000);
    expect(await jobs.runDue(clock)).toEqual([]);
    clock = new Date(start.getTime() + retryDelayMs(1));
    await jobs.runDue(clock);
    clock = new Date(clock.getTime() + retryDelayMs(2));
    await jobs.runDue(clock);
    [row] = await rows('test.failing');
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(attempts).toBe(3);
    clock = new Date(clock.getTime() + 24 * 60 * MINUTE);
    expect(await jobs.runDue(clock)).toEqual([]);
    const overview = await jobOverview(em(), { mailAlertAfterMs: 15 * MINUTE });
    expect(overview.jobs.find((kind) => kind.name === 'test.failing')).toMatchObject({ pending: 0, failed: 1, failing: 1, lastError: 'EAUTH: SMTP server said no', lastErrorAt: expect.any(String) });
  });

  it('lets one instance take a job: two runners at once run each of 30 jobs once', async () => {
    const runs = new Map<number, number>();
    const handler: JobHandler = { run: async (job) => runs.set(job.id, (runs.get(job.id) ?? 0) + 1) };
    for (let i = 0; i < 30; i++) await enqueue('test.shared');
    await Promise.all([runner({ 'test.shared': handler }).runDue(clock), runner({ 'test.shared': handler }).runDue(clock)]);
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('takes a job again once the lease of an instance that died has ended', async () => {
    await enqueue('test.orphan');
    await em().execute(`update "jobs" set "status" = 'running', "attempts" = 1, "locked_until" = ? where "name" = 'test.orphan'`, [
      new Date(clock.getTime() + MINUTE),
    ]);
    const jobs = runner({ 'test.orphan': { run: async () => 'again' } });
    expect(await jobs.runDue(clock)).toEqual([]);
    expect(await jobs.runDue(new Date(clock.getTime() + MINUTE))).toEqual([{ name: 'test.orphan', result: 'again' }]);
  });

  it('keeps a job from others while its holder renews the lease; once the holder stops renewing, another takes it and the first is told to stop and writes nothing', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const start = clock;
      const lockedUntil = async () => new Date((await em().execute<Array<{ locked_until: Date }>>(`select "locked_until" from "jobs" where "name" = 'test.held'`))[0]?.locked_until ?? 0).getTime();
      let release: () => void = () => {};
      const seen: boolean[] = [];
      const holder = runner({
        'test.held': {
          run: async (job) => {
            await new Promise<void>((resolve) => {
              release = resolve;
            });
            seen.push(job.shouldStop());
            // A failure written now would put the job back to wait for a retry: the lease keeps it out.
            throw new Error('ended after losing its lease');
          },
        },
      });
      await enqueue('test.held');
      const first = holder.runDue(start);
      await expect.poll(lockedUntil).toBe(start.getTime() + LEASE_MS);
      // Renewed: still held past the end of the first lease.
      clock = new Date(start.getTime() + RENEW_EVERY_MS);
      await vi.advanceTimersByTimeAsync(RENEW_EVERY_MS);
      await expect.poll(lockedUntil).toBe(clock.getTime() + LEASE_MS);
      const other = runner({ 'test.held': { run: async () => 'second' } });
      expect(await other.runDue(new Date(start.getTime() + LEASE_MS + 1000))).toEqual([]);
      // The holder renews no more (as a process that died): another takes the job when the lease ends.
      clock = new Date(start.getTime() + RENEW_EVERY_MS + LEASE_MS);
      expect(await other.runDue(clock)).toEqual([{ name: 'test.held', result: 'second' }]);
      release();
      expect(await first).toEqual([{ name: 'test.held', result: undefined }]);
      expect(seen).toEqual([true]);
      expect((await rows('test.held')).map((row) => [row.status, row.attempts])).toEqual([['done', 2]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('on the embedded database, ends at start-up the leases of the process that died (it was the only one)', async () => {
    await enqueue('test.restarted');
    await em().execute(`update "jobs" set "status" = 'running', "attempts" = 1, "locked_until" = ? where "name" = 'test.restarted'`, [
      new Date(clock.getTime() + LEASE_MS),
    ]);
    const jobs = runner({ 'test.restarted': { run: async () => 'at once' } });
    expect(await jobs.runDue(clock)).toEqual([]);
    await endLeasesOfDeadProcess(em(), clock);
    expect(await jobs.runDue(clock)).toEqual([{ name: 'test.restarted', result: 'at once' }]);
  });

  it('runs a recurring task when woken, and tells the task to stop at a safe point when the server shuts down', async () => {
    let release: () => void = () => {};
    const started: boolean[] = [];
    const jobs = createJobRunner({
      db: t.db,
      log: t.app.log,
      handlers: {
        'test.recurring': {
          recurring: { every: 60 * MINUTE, firstRunAfterMs: 60 * MINUTE },
          run: async (job) => {
            started.push(job.shouldStop());
            await new Promise<void>((resolve) => {
              release = resolve;
            });
            return job.shouldStop();
          },
        },
      },
    });
    jobs.start();
    jobs.wake('test.recurring');
    await expect.poll(() => started.length).toBe(1);
    const stopping = jobs.stop();
    release();
    await stopping;
    expect(started).toEqual([false]);
    const [row] = await rows('test.recurring');
    expect(row?.status).toBe('pending');
    expect(new Date(row?.run_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 59 * MINUTE);
  });

  it('takes a job again as soon as the database is back when its end could not be written during an outage', async () => {
    // While `test_outage` holds a row, writing the end of the job fails as a server that goes away does.
    await em().execute(`create table "test_outage" ("on" boolean)`);
    await em().execute(`create function "test_outage_fail"() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from "test_outage") then raise exception 'terminating connection' using errcode = '57P01'; end if;
        return new;
      end $$`);
    await em().execute(`create trigger "test_outage" before update on "jobs" for each row
      when (new."name" = 'test.outage' and new."locked_until" is null) execute function "test_outage_fail"()`);
    let runs = 0;
    const jobs = createJobRunner({
      db: t.db,
      log: t.app.log,
      pollIntervalMs: 100,
      handlers: {
        'test.outage': {
          recurring: { every: null, firstRunAfterMs: 60 * MINUTE },
          async run() {
            runs += 1;
            if (runs > 1) return 'sent';
            await em().execute(`insert into "test_outage" values (true)`);
            throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
          },
        },
      },
    });
    jobs.start();
    jobs.wake('test.outage');
    await expect.poll(() => runs).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [held] = await em().execute<Array<{ locked_until: Date | null }>>(`select "locked_until" from "jobs" where "name" = 'test.outage'`);
    expect(held?.locked_until).not.toBeNull();
    await em().execute(`delete from "test_outage"`);
    jobs.wake('test.outage');
    await expect.poll(() => runs, { timeout: 5_000 }).toBe(2);
    await jobs.stop();
    await em().execute(`drop trigger "test_outage" on "jobs"`);
  });

  it('answers a burst of wakes while the task runs with one run after it, not with a look at the table per wake', async () => {
    // Every claim is an UPDATE of "jobs": a statement trigger counts them (zero rows claimed included).
    await em().execute(`create table "test_claims" ("at" timestamptz default now())`);
    await em().execute(`create function "test_count_claim"() returns trigger language plpgsql as $$
      begin insert into "test_claims" default values; return null; end $$`);
    await em().execute(`create trigger "test_claims" after update on "jobs" for each statement execute function "test_count_claim"()`);
    let release: () => void = () => {};
    let runs = 0;
    const jobs = createJobRunner({
      db: t.db,
      log: t.app.log,
      handlers: {
        'test.burst': {
          recurring: { every: null, firstRunAfterMs: 60 * MINUTE },
          async run() {
            runs += 1;
            if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
          },
        },
      },
    });
    jobs.start();
    jobs.wake('test.burst');
    await expect.poll(() => runs).toBe(1);
    const [before] = await em().execute<Array<{ n: number }>>(`select count(*)::int as "n" from "test_claims"`);
    // Signups' wakes, 40 of them 5 ms apart, while the first run lasts.
    for (let i = 0; i < 40; i++) {
      jobs.wake('test.burst');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const [during] = await em().execute<Array<{ n: number }>>(`select count(*)::int as "n" from "test_claims"`);
    expect((during?.n ?? 0) - (before?.n ?? 0)).toBeLessThanOrEqual(2);
    release();
    // The wakes that came during the run are answered by one more run once it ends.
    await expect.poll(() => runs).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs).toBe(2);
    await jobs.stop();
    await em().execute(`drop trigger "test_claims" on "jobs"`);
  });
});
