import type { FastifyBaseLogger } from 'fastify';
import type { Database, Em } from '../database/orm.ts';
import type { Clock } from './clock.ts';
import type { Env } from './env.ts';
import type { CallAllowance, HouseholdAllowance } from './rate-limits.ts';
import type { JobName } from './jobs/background-jobs.ts';
import type { JobRunner } from './jobs/job-types.ts';
import type { LivePages } from './page-parts/live-pages.ts';
import type { LinkRequestQueue } from './services/household-page/link-request-queue.ts';
import type { OutboxWorker } from './services/mail/outbox.ts';
import type { ProposalJobs } from './services/proposals/proposal-jobs.ts';

/** What the services of one running app share: configuration, the database, the logger, the mail outbox. */
export interface AppDeps {
  env: Env;
  /** What the rounds' phases, the pages' round parts, a signup's moment and the job runner go by. */
  clock: Clock;
  db: Database;
  log: FastifyBaseLogger;
  /** Sends the mails written to the outbox (run by the job `mail.outbox`). */
  outbox: OutboxWorker;
  /** Bulk proposal sends, expiries and reminders (issue 24; run by the job `proposals`). */
  proposalJobs: ProposalJobs;
  /** Lost-link requests, answered off the request's path (issue 31; run by the job `household.link-requests`). */
  linkRequests: LinkRequestQueue;
  /** Every background job (server/jobs/background-jobs.ts); started by the server process (server/main.ts). */
  jobs: JobRunner<JobName>;
  /** The pre-rendered pages with their database parts as they are now (server/page-parts/). */
  pages: LivePages;
  /** Counts a signup of an HTTP request on its address's allowance (LEADS_RATE_LIMIT); absent: no limit. */
  signupLimit?: CallAllowance;
  /** Counts a household call (its page, its data, a new link) on its address's allowance, then on its link's (server/rate-limits.ts). */
  householdLimit?: HouseholdAllowance;
}

/** A fresh EntityManager with its own identity map, for one request or one job. */
export function forkEm(deps: AppDeps): Em {
  return deps.db.orm.em.fork();
}
