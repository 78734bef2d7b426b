/**
 * The proposals' background work in the server process, beside the outbox worker and the retention
 * purge: resume unfinished bulk sends (a restart left them halfway), store expiries and queue reminders.
 * It runs soon after start-up, then every few minutes (not on a timer when NODE_ENV=test), and at once
 * when woken (a bulk send was just confirmed). One run at a time per process; the work itself is safe
 * on several instances at once (proposal-bulk.ts, proposal-reminders.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { databaseErrorCode, isDatabaseUnavailable } from '../../../database/availability.ts';
import type { Database } from '../../../database/orm.ts';
import type { Env } from '../../env.ts';
import type { OutboxWorker } from '../mail/outbox.ts';
import { runUnfinishedBulkJobs } from './proposal-bulk.ts';
import { contractParty } from './proposal-send.ts';
import { expireProposals, sendProposalReminders } from './proposal-reminders.ts';

const INTERVAL_MS = 5 * 60_000;
const FIRST_RUN_DELAY_MS = 5_000;

export interface ProposalJobs {
  start(): void;
  stop(): Promise<void>;
  /** Runs soon (a bulk send was confirmed). A no-op unless started. */
  wake(): void;
  /** One run now: bulk sends, expiries, reminders. Tests drive it with this. */
  runOnce(now?: Date): Promise<{ written: number; expired: number; reminded: number }>;
}

export function createProposalJobs(options: {
  db: Database;
  env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL' | 'CONTROLLER_NAME' | 'CONTROLLER_ADDRESS' | 'CONTROLLER_COMPANY_NUMBER'>;
  log: FastifyBaseLogger;
  outbox: OutboxWorker;
}): ProposalJobs {
  const { db, env, log, outbox } = options;
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;
  let running: Promise<unknown> | undefined;
  let again = false;

  async function work(now?: Date) {
    const written = await runUnfinishedBulkJobs(db, { publicUrl: env.PUBLIC_URL, party: contractParty(env), now: now ? () => now : undefined, shouldStop: () => stopped, onWritten: () => outbox.wake() });
    const expired = await expireProposals(db, now);
    const reminded = await sendProposalReminders(db, env.PUBLIC_URL, now);
    if (reminded > 0) outbox.wake();
    if (written + expired + reminded > 0) log.info({ written, expired, reminded }, 'proposal jobs done');
    return { written, expired, reminded };
  }

  function runOnce(now?: Date) {
    const previous = running ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => work(now));
    running = next;
    void next.finally(() => {
      if (running === next) running = undefined;
    }).catch(() => undefined);
    return next;
  }

  function schedule(delayMs: number) {
    clearTimeout(timer);
    if (!started || stopped) return;
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  async function tick() {
    again = false;
    try {
      await runOnce();
    } catch (error) {
      if (isDatabaseUnavailable(error)) log.warn({ error: databaseErrorCode(error) }, 'proposal jobs stopped: database unavailable');
      else log.error({ err: error }, 'proposal jobs failed');
    } finally {
      if (again) schedule(0);
      else if (env.NODE_ENV !== 'test') schedule(INTERVAL_MS);
    }
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule(FIRST_RUN_DELAY_MS);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
    wake() {
      if (!started || stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    runOnce,
  };
}
