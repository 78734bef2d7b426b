/**
 * The lost-link requests waiting for their answer (issue 31, row 2). A request of the page's form only
 * adds the typed address here and is answered at once: the same work, and so the same time, for an
 * address that signed up and one that did not. The addresses are answered later, off every request's
 * path, by the background job `household.link-requests` (server/jobs/background-jobs.ts; link-request.ts
 * writes the link and its mail), woken a few seconds after the first of them came, at a moment chosen
 * at random: the extra work of a known address (a link, a mail) cannot be matched to the request that
 * caused it by timing the requests that follow. The daily cap per mailbox bounds how often that work can
 * happen for one address at all (3 times in 24 hours).
 *
 * The queue lives in the process's memory, not in the `jobs` table, which takes no personal data: a
 * request is a few seconds old at most, and a crash in that window loses it (the household asks again;
 * the page says a mail comes within minutes). At shutdown the queue is answered before the database
 * closes.
 */
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../../../database/availability.ts';
import type { Database } from '../../../database/orm.ts';
import type { Env } from '../../env.ts';
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
  /** Answers every waiting request now; how many mails were queued. The job runs this; tests too. */
  runOnce(): Promise<number>;
  /** Answers what waits, then takes no more timers (shutdown). */
  stop(): Promise<void>;
}

export function createLinkRequestQueue(options: {
  db: Database;
  env: Pick<Env, 'PUBLIC_URL'>;
  log: FastifyBaseLogger;
  /** Mails were written: the outbox sends them. */
  onMail(): void;
  /** Runs the job that answers the queue (a no-op until the server's jobs start). */
  wake(): void;
}): LinkRequestQueue {
  const { db, env, log } = options;
  let waiting: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);

  async function answerWaiting(): Promise<number> {
    const batch = waiting;
    waiting = [];
    let mails = 0;
    try {
      for (const [index, email] of batch.entries()) {
        try {
          mails += await answerLinkRequest(env, db.orm.em.fork(), email);
        } catch (error) {
          // The database is away: what is left waits for the job's next run.
          if (isDatabaseUnavailable(error)) waiting = [...batch.slice(index), ...waiting];
          throw error;
        }
      }
    } finally {
      if (mails > 0) options.onMail();
    }
    return mails;
  }

  function runOnce(): Promise<number> {
    clearTimeout(timer);
    timer = undefined;
    running = running.catch(() => 0).then(answerWaiting);
    return running;
  }

  return {
    add(email) {
      if (waiting.length >= LINK_REQUEST_QUEUE.maxWaiting) return void log.warn('link request dropped: too many waiting');
      waiting.push(email);
      if (timer || stopped) return;
      const [min, max] = LINK_REQUEST_QUEUE.delayMs;
      timer = setTimeout(() => {
        timer = undefined;
        options.wake();
      }, min + Math.random() * (max - min));
      timer.unref();
    },
    runOnce,
    async stop() {
      stopped = true;
      await runOnce().catch((error: unknown) => log.error({ err: error }, 'link requests not answered at shutdown'));
    },
  };
}
