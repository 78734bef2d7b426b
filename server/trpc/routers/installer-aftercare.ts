/**
 * Aftercare for installer companies' users (issue 44, `installer.aftercare`): only their own company's
 * households (another's answers 404). Staff's procedures of the same name (`admin.aftercare`) do the same
 * on every order.
 */
import { filterInput } from '../../../src/aftercare/schema.ts';
import { recordFilterHandedOver } from '../../services/aftercare/filter.ts';
import type { VisitActor } from '../../services/visits/visit-actors.ts';
import { installerProcedure, router } from '../init.ts';

const actorOf = (session: { userId: number; username: string; installerId: number }) =>
  ({ kind: 'installer', userId: session.userId, username: session.username, installerId: session.installerId }) satisfies VisitActor;

export const installerAftercareRouter = router({
  filter: installerProcedure.input(filterInput).mutation(({ ctx, input }) => recordFilterHandedOver(ctx.em, actorOf(ctx.installer), input)),
});
