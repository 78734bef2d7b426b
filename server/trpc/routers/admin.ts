/**
 * The back office's procedures. `login` is public (it is how a session starts); everything else is an
 * `adminProcedure`, which resolves the staff session on the server before the procedure runs.
 * What the services throw becomes an answer in server/errors/, through the procedures' middleware.
 */
import { leadListQuery, leadRef, loginInput, noteInput, statsQuery, statusChangeInput } from '../../../src/admin/schema.ts';
import { login, logout } from '../../services/admin-auth.ts';
import {
  addLeadNote,
  changeLeadStatus,
  getLeadDetail,
  listLeads,
} from '../../services/lead-admin.ts';
import { eraseLead } from '../../services/lead-erasure.ts';
import { endLinksByStaff } from '../../services/household-page/link-ending.ts';
import { monthlyStats, statsOverview } from '../../services/lead-stats.ts';
import { orderFunnel } from '../../services/visits/order-funnel.ts';
import { proposalFunnel, roundFunnel } from '../../services/funnel.ts';
import { erasureSettings } from '../../services/erasure-compaction.ts';
import { moveLeadToRound } from '../../services/rounds/lead-round.ts';
import { leadRoundMove } from '../../../src/rounds/schema.ts';
import { adminProcedure, publicProcedure, router, signedInProcedure } from '../init.ts';
import { adminAftercareRouter } from './admin-aftercare.ts';
import { adminProposalsRouter } from './proposals.ts';
import { installersRouter } from './installers.ts';
import { installerUsersRouter } from './installer-users.ts';
import { ordersRouter } from './orders.ts';
import { adminVisitsRouter } from './visits.ts';
import { jobsRouter } from './jobs.ts';
import { adminRoundsRouter } from './rounds.ts';
import { adminPlacesRouter } from './places.ts';
import { retentionRouter } from './retention.ts';

const actorOf = (session: { userId: number; username: string }) => ({
  userId: session.userId,
  username: session.username,
});

const leadsRouter = router({
  list: adminProcedure.input(leadListQuery).query(({ ctx, input }) => listLeads(ctx.em, input)),
  get: adminProcedure.input(leadRef).query(({ ctx, input }) => getLeadDetail(ctx.em, input.id)),
  setStatus: adminProcedure
    .input(statusChangeInput)
    .mutation(({ ctx, input }) => changeLeadStatus(ctx.em, actorOf(ctx.session), input)),
  addNote: adminProcedure
    .input(noteInput)
    .mutation(({ ctx, input }) => addLeadNote(ctx.em, actorOf(ctx.session), input)),
  /** Moves a lead to another round, or out of every round (issue 35). */
  moveRound: adminProcedure
    .input(leadRoundMove)
    .mutation(({ ctx, input }) => moveLeadToRound(ctx.em, actorOf(ctx.session), input, ctx.deps.clock())),
  erase: adminProcedure.input(leadRef).mutation(async ({ ctx, input }) => {
    await eraseLead(ctx.em, actorOf(ctx.session), input.id, erasureSettings(ctx.deps.env));
    ctx.deps.jobs.wake();
    return { erased: input.id };
  }),
  /** Ends every personal link of the lead (the household asked) and mails it a new one (issue 31). */
  endLinks: adminProcedure.input(leadRef).mutation(async ({ ctx, input }) => {
    const linksEnded = await endLinksByStaff(ctx.em, input.id, ctx.session.username, ctx.deps.env.PUBLIC_URL);
    ctx.deps.jobs.wake('mail.outbox');
    return { linksEnded };
  }),
});

const statsRouter = router({
  /** Of every lead, or of one round's (`round`: a round's number, or `none`). */
  monthly: adminProcedure.input(statsQuery).query(({ ctx, input }) => monthlyStats(ctx.em, input)),
  overview: adminProcedure.input(statsQuery).query(({ ctx, input }) => statsOverview(ctx.em, input)),
  /** Signups → confirmed → proposal sent → accepted, per month of signup (issue 24). */
  funnel: adminProcedure.query(({ ctx }) => proposalFunnel(ctx.em)),
  /** The same per round, the rounds side by side (issue 35). */
  roundFunnel: adminProcedure.query(({ ctx }) => roundFunnel(ctx.em)),
  /** After acceptance (issue 34): per month of acceptance and installer, accepted → visit planned → visited → installed. */
  orders: adminProcedure.query(({ ctx }) => orderFunnel(ctx.em)),
});

export const adminRouter = router({
  login: publicProcedure
    .input(loginInput)
    .mutation(({ ctx, input }) => login(ctx.em, input, ctx.request.ip)),
  /** Staff's or an installer user's own sign-out (issue 43). */
  logout: signedInProcedure.mutation(async ({ ctx }) => {
    await logout(ctx.em, ctx.session);
    return { loggedOut: true };
  }),
  /** Who is signed in; the dashboard calls it to learn at once whether its token still holds. */
  me: adminProcedure.query(({ ctx }) => ({ username: ctx.session.username })),
  leads: leadsRouter,
  stats: statsRouter,
  retention: retentionRouter,
  jobs: jobsRouter,
  proposals: adminProposalsRouter,
  rounds: adminRoundsRouter,
  places: adminPlacesRouter,
  installers: installersRouter,
  installerUsers: installerUsersRouter,
  orders: ordersRouter,
  visits: adminVisitsRouter,
  aftercare: adminAftercareRouter,
});
