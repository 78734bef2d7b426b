import { householdCount } from '../../services/household-count.ts';
import { publicProcedure, router } from '../init.ts';

export const householdsRouter = router({
  /** How many households signed up, as the public pages may show it (decision 022). */
  count: publicProcedure.query(({ ctx }) => householdCount(ctx.deps)),
});
