/**
 * The proposals' background work, the recurring job `proposals` (server/jobs/background-jobs.ts):
 * resume unfinished bulk sends (a restart left them halfway), store expiries and queue reminders. It
 * runs soon after start-up, then every few minutes (only when woken when NODE_ENV=test), and at once
 * when woken (a bulk send was just confirmed). The work itself is safe on several instances at once
 * (proposal-bulk.ts, proposal-reminders.ts).
 */
import type { Database } from '../../../database/orm.ts';
import type { Env } from '../../env.ts';
import { runUnfinishedBulkJobs } from './proposal-bulk.ts';
import { organiserOf } from './proposal-parties.ts';
import { expireProposals, sendProposalReminders } from './proposal-reminders.ts';

export interface ProposalJobs {
  /** One run now: bulk sends, expiries, reminders. The job's run; tests call it too. */
  runOnce(now?: Date, shouldStop?: () => boolean): Promise<{ written: number; expired: number; reminded: number }>;
}

export function createProposalJobs(options: {
  db: Database;
  env: Pick<Env, 'PUBLIC_URL' | 'CONTROLLER_NAME' | 'CONTROLLER_ADDRESS' | 'CONTROLLER_COMPANY_NUMBER' | 'ORGANISER_FEE_EURO'>;
  /** Called when mail was written to the outbox (the outbox job then runs at once). */
  onMail: () => void;
}): ProposalJobs {
  const { db, env, onMail } = options;
  return {
    async runOnce(now, shouldStop = () => false) {
      const written = await runUnfinishedBulkJobs(db, {
        publicUrl: env.PUBLIC_URL,
        organiser: organiserOf(env),
        now: now ? () => now : undefined,
        shouldStop,
        onWritten: onMail,
      });
      const expired = await expireProposals(db, now);
      const reminded = await sendProposalReminders(db, env.PUBLIC_URL, now);
      if (reminded > 0) onMail();
      return { written, expired, reminded };
    },
  };
}
