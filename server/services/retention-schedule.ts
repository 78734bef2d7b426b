/**
 * Runs the retention purge (retention.ts) in the server process: soon after start-up and then every
 * RETENTION_PURGE_INTERVAL minutes (default 60; off unless set when NODE_ENV=test). Every instance runs
 * it; the purge's advisory lock lets one of them erase at a time.
 */
import type { FastifyBaseLogger } from 'fastify';
import { databaseErrorCode, isDatabaseUnavailable } from '../../database/availability.ts';
import type { Database } from '../../database/orm.ts';
import type { Env } from '../env.ts';
import { outboxDir } from './mail/transport.ts';
import { type PurgeRun, purgeExpiredLeads } from './retention.ts';

const DEFAULT_PURGE_INTERVAL_MINUTES = 60;

/** Delay of the first run after start-up, so that it does not compete with the first requests. */
const FIRST_RUN_DELAY_MS = 10_000;

export interface RetentionSchedule {
  start(): void;
  stop(): Promise<void>;
}

/** Minutes between runs, or null when the schedule is off. */
export function purgeIntervalMinutes(env: Pick<Env, 'NODE_ENV' | 'RETENTION_PURGE_INTERVAL'>): number | null {
  if (env.RETENTION_PURGE_INTERVAL !== undefined) return env.RETENTION_PURGE_INTERVAL;
  return env.NODE_ENV === 'test' ? null : DEFAULT_PURGE_INTERVAL_MINUTES;
}

export function createRetentionSchedule(options: {
  db: Database;
  env: Pick<Env, 'NODE_ENV' | 'RETENTION_MONTHS' | 'RETENTION_PURGE_INTERVAL' | 'DATA_DIR'>;
  log: FastifyBaseLogger;
  firstRunDelayMs?: number;
}): RetentionSchedule {
  const { db, env, log } = options;
  const minutes = purgeIntervalMinutes(env);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<PurgeRun | undefined> | undefined;
  let stopped = false;

  function schedule(delayMs: number) {
    if (stopped || minutes === null) return;
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  async function purge(): Promise<PurgeRun | undefined> {
    try {
      const run = await purgeExpiredLeads(db, { months: env.RETENTION_MONTHS, outboxDir: outboxDir(env) });
      if (run.skipped) log.info('retention purge skipped: another instance is purging');
      else log.info({ leads: run.leads, batches: run.batches, cutoff: run.cutoff }, 'retention purge done');
      return run;
    } catch (error) {
      // Batches already committed stay erased; the next run erases the rest.
      if (isDatabaseUnavailable(error)) log.warn({ error: databaseErrorCode(error) }, 'retention purge stopped: database unavailable');
      else log.error({ err: error }, 'retention purge failed');
      return undefined;
    }
  }

  function tick() {
    running = purge();
    void running.finally(() => {
      running = undefined;
      schedule((minutes ?? DEFAULT_PURGE_INTERVAL_MINUTES) * 60_000);
    });
  }

  return {
    start() {
      if (minutes === null) {
        log.info('retention purge schedule is off (RETENTION_PURGE_INTERVAL)');
        return;
      }
      schedule(options.firstRunDelayMs ?? FIRST_RUN_DELAY_MS);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
