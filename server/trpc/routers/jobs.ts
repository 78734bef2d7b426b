/** The background jobs as ops and staff see them (server/jobs/job-overview.ts). */
import { jobOverview } from '../../jobs/job-overview.ts';
import { adminProcedure, router } from '../init.ts';

export const jobsRouter = router({
  overview: adminProcedure.query(({ ctx }) => jobOverview(ctx.em, { mailAlertAfterMs: ctx.deps.env.MAIL_ALERT_AFTER })),
});
