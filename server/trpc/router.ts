import { createCallerFactory, router } from './init.ts';
import { healthRouter } from './routers/health.ts';
import { leadRouter } from './routers/lead.ts';

/** The root router: one sub-router per domain. Its type is the only thing the browser imports. */
export const appRouter = router({
  health: healthRouter,
  lead: leadRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
