/** The retention purge for the back office's statistics tab: when it last ran and what it erased. */
import { lastPurge } from '../../services/retention.ts';
import { adminProcedure, router } from '../init.ts';

export const retentionRouter = router({
  lastPurge: adminProcedure.query(async ({ ctx }) => ({
    months: ctx.deps.env.RETENTION_MONTHS,
    last: await lastPurge(ctx.em),
  })),
});
