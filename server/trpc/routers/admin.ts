/**
 * The back office's procedures. `login` is public (it is how a session starts); everything else is an
 * `adminProcedure`, which resolves the staff session on the server before the procedure runs.
 * Domain errors of the services become tRPC errors here, in one place.
 */
import { TRPCError } from '@trpc/server';
import { AUTH_ERRORS, tooManyAttemptsMessage } from '../../../src/admin/messages.ts';
import { leadListQuery, leadRef, loginInput, noteInput, statusChangeInput } from '../../../src/admin/schema.ts';
import { InvalidCredentialsError, LoginRateLimitedError, login, logout } from '../../services/admin-auth.ts';
import {
  addLeadNote,
  changeLeadStatus,
  eraseLead,
  getLeadDetail,
  LeadNotFoundError,
  listLeads,
} from '../../services/lead-admin.ts';
import { monthlyStats, statsOverview } from '../../services/lead-stats.ts';
import { adminProcedure, publicProcedure, router } from '../init.ts';

/** Maps what the services throw to tRPC errors; anything else stays an internal error. */
export function toTrpcError(error: unknown): unknown {
  if (error instanceof InvalidCredentialsError) {
    return new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_ERRORS.invalidCredentials, cause: error });
  }
  if (error instanceof LoginRateLimitedError) {
    return new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: tooManyAttemptsMessage(error.retryAfterSeconds),
      cause: error,
    });
  }
  if (error instanceof LeadNotFoundError) {
    return new TRPCError({ code: 'NOT_FOUND', message: AUTH_ERRORS.leadNotFound, cause: error });
  }
  return error;
}

async function mapped<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toTrpcError(error);
  }
}

const actorOf = (session: { userId: number; username: string }) => ({
  userId: session.userId,
  username: session.username,
});

const leadsRouter = router({
  list: adminProcedure.input(leadListQuery).query(({ ctx, input }) => listLeads(ctx.em, input)),
  get: adminProcedure.input(leadRef).query(({ ctx, input }) => mapped(() => getLeadDetail(ctx.em, input.id))),
  setStatus: adminProcedure
    .input(statusChangeInput)
    .mutation(({ ctx, input }) => mapped(() => changeLeadStatus(ctx.em, actorOf(ctx.session), input))),
  addNote: adminProcedure
    .input(noteInput)
    .mutation(({ ctx, input }) => mapped(() => addLeadNote(ctx.em, actorOf(ctx.session), input))),
  erase: adminProcedure.input(leadRef).mutation(async ({ ctx, input }) => {
    await mapped(() => eraseLead(ctx.em, actorOf(ctx.session), input.id));
    return { erased: input.id };
  }),
});

const statsRouter = router({
  monthly: adminProcedure.query(({ ctx }) => monthlyStats(ctx.em)),
  overview: adminProcedure.query(({ ctx }) => statsOverview(ctx.em)),
});

export const adminRouter = router({
  login: publicProcedure
    .input(loginInput)
    .mutation(({ ctx, input }) => mapped(() => login(ctx.em, input, ctx.request.ip))),
  logout: adminProcedure.mutation(async ({ ctx }) => {
    await logout(ctx.em, ctx.session);
    return { loggedOut: true };
  }),
  /** Who is signed in; the dashboard calls it to learn at once whether its token still holds. */
  me: adminProcedure.query(({ ctx }) => ({ username: ctx.session.username })),
  leads: leadsRouter,
  stats: statsRouter,
});

/**
 * Headers of tRPC answers that involve the back office: never cached (they hold personal data), and a
 * refused sign-in says when to try again (`retryAfterHeaders`), as the REST path does.
 */
export function adminResponseMeta(opts: { paths: readonly string[] | undefined; errors: readonly TRPCError[] }) {
  const headers: Record<string, string> = {};
  if (opts.paths?.some((path) => path.startsWith('admin.'))) headers['cache-control'] = 'no-store';
  return { headers };
}
