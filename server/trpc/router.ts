import { createCallerFactory, router } from './init.ts';
import { adminRouter } from './routers/admin.ts';
import { householdAftercareRouter } from './routers/aftercare.ts';
import { healthRouter } from './routers/health.ts';
import { householdPageRouter } from './routers/household-page.ts';
import { householdsRouter } from './routers/households.ts';
import { leadRouter } from './routers/lead-signup.ts';
import { householdProposalsRouter } from './routers/proposals.ts';
import { installerRouter } from './routers/installer.ts';
import { householdVisitsRouter } from './routers/visits.ts';
import { publicRoundsRouter } from './routers/rounds.ts';

/** The root router: one sub-router per domain. Its type is the only thing the browser imports. */
export const appRouter = router({
  health: healthRouter,
  households: householdsRouter,
  lead: leadRouter,
  householdPage: householdPageRouter,
  proposals: householdProposalsRouter,
  visits: householdVisitsRouter,
  aftercare: householdAftercareRouter,
  rounds: publicRoundsRouter,
  admin: adminRouter,
  installer: installerRouter,
});

export type AppRouter = typeof appRouter;

// The browser's clients read the router's type from src/ (src/trpc/app-router.ts), which imports nothing
// from server/: the server registers it there.
declare module '../../src/trpc/app-router.ts' {
  interface RouterRegister {
    appRouter: typeof appRouter;
  }
}

export const createCaller = createCallerFactory(appRouter);
