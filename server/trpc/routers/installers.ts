/**
 * Installer companies (issue 33): staff list, add and change them (`admin.installers`). Deactivating is
 * a change (`active: false`); an installer is never deleted. Their terms (issue 42): read, record,
 * remove (`terms`, `allTerms`, `saveTerms`, `removeTerms`); a change writes the pages' promises again
 * through the job runner (decision 048), woken here once it is committed.
 */
import { installerInput, installerUpdate } from '../../../src/installers/schema.ts';
import { installerRef, sellerTermsInput } from '../../../src/seller-terms/schema.ts';
import { createInstaller, listInstallers, updateInstaller } from '../../services/installers/installers.ts';
import { allSellerTerms, getSellerTerms, removeSellerTerms, saveSellerTerms } from '../../services/installers/seller-terms.ts';
import { adminProcedure, router } from '../init.ts';

const actorOf = (session: { userId: number; username: string }) => ({ userId: session.userId, username: session.username });

export const installersRouter = router({
  list: adminProcedure.query(({ ctx }) => listInstallers(ctx.em)),
  create: adminProcedure.input(installerInput).mutation(async ({ ctx, input }) => {
    const created = await createInstaller(ctx.em, input);
    ctx.deps.jobs.wake();
    return created;
  }),
  update: adminProcedure.input(installerUpdate).mutation(async ({ ctx, input }) => {
    const updated = await updateInstaller(ctx.em, input);
    ctx.deps.jobs.wake();
    return updated;
  }),
  /** One installer's terms, or null when none are recorded. */
  terms: adminProcedure.input(installerRef).query(({ ctx, input }) => getSellerTerms(ctx.em, input.installerId)),
  /** The terms of every installer that has some. */
  allTerms: adminProcedure.query(({ ctx }) => allSellerTerms(ctx.em)),
  saveTerms: adminProcedure.input(sellerTermsInput).mutation(async ({ ctx, input }) => {
    const saved = await saveSellerTerms(ctx.em, actorOf(ctx.session), input);
    ctx.deps.jobs.wake();
    return saved;
  }),
  removeTerms: adminProcedure.input(installerRef).mutation(async ({ ctx, input }) => {
    const removed = await removeSellerTerms(ctx.em, actorOf(ctx.session), input.installerId);
    ctx.deps.jobs.wake();
    return removed;
  }),
});
