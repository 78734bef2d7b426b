/**
 * Rounds (issue 35): where the round stands for a place, for anyone (`rounds.current`), and the staff's
 * procedures (`admin.rounds.*`): list, one with its history, make, change. A change writes the pages'
 * round part again through the job runner (decision 048), woken here once the change is committed.
 */
import { placeQuery, roundInput, roundRef, roundUpdate } from '../../../src/rounds/schema.ts';
import { currentRound } from '../../services/rounds/current-round.ts';
import { createRound, getRound, listRounds, updateRound } from '../../services/rounds/round-admin.ts';
import { adminProcedure, publicProcedure, router } from '../init.ts';

export const publicRoundsRouter = router({
  current: publicProcedure.input(placeQuery).query(({ ctx, input }) => currentRound(ctx.em, input.place, ctx.deps.clock())),
});

const actorOf = (session: { userId: number; username: string }) => ({ userId: session.userId, username: session.username });

export const adminRoundsRouter = router({
  list: adminProcedure.query(({ ctx }) => listRounds(ctx.em, ctx.deps.clock())),
  get: adminProcedure.input(roundRef).query(({ ctx, input }) => getRound(ctx.em, input.id, ctx.deps.clock())),
  create: adminProcedure.input(roundInput).mutation(async ({ ctx, input }) => {
    const created = await createRound(ctx.em, actorOf(ctx.session), input, ctx.deps.clock());
    ctx.deps.jobs.wake();
    return created;
  }),
  update: adminProcedure.input(roundUpdate).mutation(async ({ ctx, input }) => {
    const round = await updateRound(ctx.em, actorOf(ctx.session), input.id, input.round, ctx.deps.clock());
    ctx.deps.jobs.wake();
    return round;
  }),
});
