/** Aftercare for staff (issue 44, `admin.aftercare`): everything an installer does, on every order. */
import { filterInput } from '../../../src/aftercare/schema.ts';
import { recordFilterHandedOver } from '../../services/aftercare/filter.ts';
import type { VisitActor } from '../../services/visits/visit-actors.ts';
import { adminProcedure, router } from '../init.ts';

const staff = (session: { userId: number; username: string }) => ({ kind: 'staff', userId: session.userId, username: session.username }) satisfies VisitActor;

export const adminAftercareRouter = router({
  filter: adminProcedure.input(filterInput).mutation(({ ctx, input }) => recordFilterHandedOver(ctx.em, staff(ctx.session), input)),
});
