/**
 * The lost-link requests waiting for their answer (issue 31, row 2). A request of the page's form only
 * adds the typed address here and is answered at once: the same work, and so the same time, for an
 * address that signed up and one that did not. The addresses are answered later, off every request's
 * path (link-request.ts writes the link and its mail), a few seconds after the first of them came, at a
 * moment chosen at random: the extra work of a known address (a link, a mail) cannot be matched to the
 * request that caused it by timing the requests that follow. The daily cap per mailbox bounds how often
 * that work can happen for one address at all (3 times in 24 hours).
 *
 * The queue lives in the process's memory: a request is a few seconds old at most, and a crash in that
 * window loses it (the household asks again; the page says a mail comes within minutes). At shutdown
 * the queue is answered before the database closes.
 */
import type { FastifyBaseLogger } from 'fastify';
import { databaseErrorCode, isDatabaseUnavailable } from '../../../database/availability.ts';
import type { Database } from '../../../database/orm.ts';
import type { Env } from '../../env.ts';
import type { OutboxWorker } from '../mail/outbox.ts';
import { answerLinkRequest } from './link-request.ts';

const LINK_REQUEST_QUEUE = {
  /** The answer comes this many milliseconds after the first waiting request, at random between the two. */
  delayMs: [1_000, 4_000],
  /** Requests waiting at most; beyond, a request is dropped (each address may ask 30 times in 10 minutes). */
  maxWaiting: 10_000,
} as const;

export interface LinkRequestQueue {
  /** Adds an address to answer; never touches the database. */
  add(email: string): void;
  /** Starts answering on the timer (the server process calls this once it listens). */
  start(): void;
  /** Answers what waits, then stops. */
  stop(): Promise<void>;
  /** Answers every waiting request now; how many mails were queued. Tests drive the queue with this. */
  runOnce(): Promise<number>;
}

export function createLinkRequestQueue(options: {
  db: Database;
  env: Pick<Env, 'PUBLIC_URL'>;
  log: FastifyBaseLogger;
  outbox: OutboxWorker;
}): LinkRequestQueue {
  const { db, env, log, outbox } = options;
  let waiting: string[] = [];
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);

  async function answerWaiting(): Promise<number> {
    const batch = waiting;
    waiting = [];
    let mails = 0;
    for (const [index, email] of batch.entries()) {
      try {
        mails += await answerLinkRequest(env, db.orm.em.fork(), email);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        // The database is away: what is left waits for the next run.
        waiting = [...batch.slice(index), ...waiting];
        log.warn({ error: databaseErrorCode(error) }, 'link requests wait: database unavailable');
        schedule();
        break;
      }
    }
    if (mails > 0) outbox.wake();
    return mails;
  }

  function runOnce(): Promise<number> {
    clearTimeout(timer);
    timer = undefined;
    running = running.catch(() => 0).then(answerWaiting);
    return running;
  }

  function schedule() {
    if (!started || timer) return;
    const [min, max] = LINK_REQUEST_QUEUE.delayMs;
    timer = setTimeout(() => {
      timer = undefined;
      runOnce().catch((error: unknown) => log.error({ err: error }, 'link requests failed'));
    }, min + Math.random() * (max - min));
    timer.unref();
  }

  return {
    add(email) {
      if (waiting.length >= LINK_REQUEST_QUEUE.maxWaiting) return void log.warn('link request dropped: too many waiting');
      waiting.push(email);
      schedule();
    },
    start() {
      started = true;
      if (waiting.length > 0) schedule();
    },
    async stop() {
      started = false;
      await runOnce().catch((error: unknown) => log.error({ err: error }, 'link requests failed at shutdown'));
    },
    runOnce,
  };
}
