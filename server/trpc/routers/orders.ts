/**
 * What staff do with an order (issue 33, `admin.orders`): record its installation day, cancel it (a
 * reason and a text; the household is mailed), record a withdrawal the household sent another way. The
 * order itself is in the lead's detail (`admin.leads.get`: `order`).
 */
import { cancellationInput, installationInput, withdrawalInput } from '../../../src/orders/schema.ts';
import { cancelOrder, recordInstallation, recordWithdrawal } from '../../services/orders/order-actions.ts';
import { adminProcedure, router } from '../init.ts';

const actorOf = (session: { userId: number; username: string }) => ({ userId: session.userId, username: session.username });
const settingsOf = (env: { PUBLIC_URL: string; LEADS_NOTIFY_EMAIL?: string }) => ({ publicUrl: env.PUBLIC_URL, staffEmail: env.LEADS_NOTIFY_EMAIL });

export const ordersRouter = router({
  recordInstallation: adminProcedure
    .input(installationInput)
    .mutation(({ ctx, input }) => recordInstallation(ctx.em, actorOf(ctx.session), input, settingsOf(ctx.deps.env))),
  cancel: adminProcedure.input(cancellationInput).mutation(async ({ ctx, input }) => {
    const order = await cancelOrder(ctx.em, actorOf(ctx.session), input, settingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return order;
  }),
  recordWithdrawal: adminProcedure.input(withdrawalInput).mutation(async ({ ctx, input }) => {
    const order = await recordWithdrawal(ctx.em, actorOf(ctx.session), input, settingsOf(ctx.deps.env));
    ctx.deps.jobs.wake('mail.outbox');
    return order;
  }),
});
