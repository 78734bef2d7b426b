import { checkHealth } from '../../services/health.ts';
import { publicProcedure, router } from '../init.ts';

export const healthRouter = router({
  check: publicProcedure.query(({ ctx }) => checkHealth(ctx.deps)),
});
