/**
 * The place pages' facts for staff (issue 41): the 70 pages with their state and facts, one page with its
 * history and preview, and adding, changing and removing a fact. A change writes the pages again through
 * the job runner (decision 048), woken here once the change is committed.
 */
import { addFactInput, changeFactInput, placeRef, removeFactInput } from '../../../src/places/facts/schema.ts';
import { addFact, changeFact, removeFact } from '../../services/places/place-fact-changes.ts';
import { listPlacePages, placePageDetail } from '../../services/places/place-pages-admin.ts';
import { adminProcedure, router } from '../init.ts';

const actorOf = (session: { userId: number; username: string }) => ({ userId: session.userId, username: session.username });

export const adminPlacesRouter = router({
  list: adminProcedure.query(({ ctx }) => listPlacePages(ctx.deps.pages)),
  get: adminProcedure.input(placeRef).query(({ ctx, input }) => placePageDetail(ctx.em, ctx.deps.pages, input.slug, input.language)),
  addFact: adminProcedure.input(addFactInput).mutation(async ({ ctx, input }) => {
    const added = await addFact(ctx.em, actorOf(ctx.session), input, ctx.deps.clock());
    ctx.deps.jobs.wake();
    return added;
  }),
  changeFact: adminProcedure.input(changeFactInput).mutation(async ({ ctx, input }) => {
    const changed = await changeFact(ctx.em, actorOf(ctx.session), input, ctx.deps.clock());
    ctx.deps.jobs.wake();
    return changed;
  }),
  removeFact: adminProcedure.input(removeFactInput).mutation(async ({ ctx, input }) => {
    await removeFact(ctx.em, actorOf(ctx.session), input.slug, input.id, input.language, ctx.deps.clock());
    ctx.deps.jobs.wake();
    return { removed: input.id };
  }),
});
