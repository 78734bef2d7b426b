/**
 * An installer company's users, as staff manage them (issue 43, `admin.installerUsers`): list a
 * company's, add one, change one (enable or disable, a new password, its language), remove one.
 */
import { recordId } from '../../../src/admin/schema.ts';
import { installerUserInput, installerUserRef, installerUserUpdate } from '../../../src/installers/users.ts';
import { z } from 'zod';
import { createInstallerUser, listInstallerUsers, removeInstallerUser, updateInstallerUser } from '../../services/installers/installer-users.ts';
import { adminProcedure, router } from '../init.ts';

const installerRef = z.object({ id: recordId('Ongeldige installateur') }, { error: 'Verstuur de gegevens als JSON-object' });

export const installerUsersRouter = router({
  list: adminProcedure.input(installerRef).query(({ ctx, input }) => listInstallerUsers(ctx.em, input.id)),
  create: adminProcedure.input(installerUserInput).mutation(({ ctx, input }) => createInstallerUser(ctx.em, ctx.session.username, input)),
  update: adminProcedure.input(installerUserUpdate).mutation(({ ctx, input }) => updateInstallerUser(ctx.em, ctx.session.username, input)),
  remove: adminProcedure.input(installerUserRef).mutation(async ({ ctx, input }) => {
    await removeInstallerUser(ctx.em, ctx.session.username, input.id);
    return { removed: input.id };
  }),
});
