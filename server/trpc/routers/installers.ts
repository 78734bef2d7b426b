/**
 * Installer companies (issue 33): staff list, add and change them (`admin.installers`). Deactivating is
 * a change (`active: false`); an installer is never deleted.
 */
import { installerInput, installerUpdate } from '../../../src/installers/schema.ts';
import { createInstaller, listInstallers, updateInstaller } from '../../services/installers/installers.ts';
import { adminProcedure, router } from '../init.ts';

export const installersRouter = router({
  list: adminProcedure.query(({ ctx }) => listInstallers(ctx.em)),
  create: adminProcedure.input(installerInput).mutation(({ ctx, input }) => createInstaller(ctx.em, input)),
  update: adminProcedure.input(installerUpdate).mutation(({ ctx, input }) => updateInstaller(ctx.em, input)),
});
