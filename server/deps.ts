import type { FastifyBaseLogger } from 'fastify';
import type { Database, Em } from '../database/orm.ts';
import type { Env } from './env.ts';
import type { CallAllowance } from './rate-limits.ts';
import type { LinkRequestQueue } from './services/household-page/link-request-queue.ts';
import type { OutboxWorker } from './services/mail/outbox.ts';
import type { ProposalJobs } from './services/proposals/proposal-jobs.ts';
import type { RetentionSchedule } from './services/retention-schedule.ts';

/** What the services of one running app share: configuration, the database, the logger, the mail outbox. */
export interface AppDeps {
  env: Env;
  db: Database;
  log: FastifyBaseLogger;
  /** Sends the mails written to the outbox; started by the server process (server/main.ts). */
  outbox: OutboxWorker;
  /** Erases leads past the retention rule on a timer; started by the server process (server/main.ts). */
  retention: RetentionSchedule;
  /** Bulk proposal sends, expiries and reminders (issue 24); started by the server process (server/main.ts). */
  proposalJobs: ProposalJobs;
  /** Lost-link requests, answered off the request's path (issue 31); started by the server process. */
  linkRequests: LinkRequestQueue;
  /** Counts a signup of an HTTP request on its address's allowance (LEADS_RATE_LIMIT); absent: no limit. */
  signupLimit?: CallAllowance;
  /** Counts a household call (its page, its data, a new link) on its address's allowance (HOUSEHOLD_RATE_LIMIT). */
  householdLimit?: CallAllowance;
}

/** A fresh EntityManager with its own identity map, for one request or one job. */
export function forkEm(deps: AppDeps): Em {
  return deps.db.orm.em.fork();
}
