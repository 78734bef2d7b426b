/**
 * The kinds of signed-in caller, and how each is recognised from a request: one function per role. Each
 * role has exactly one road in each transport, and both call this function (once per request: the
 * context keeps its answer, `ctx.caller(role)` in server/trpc/init.ts):
 *
 * | Role | Recognised by | tRPC procedures | REST paths (server/rest/roles.ts) |
 * | --- | --- | --- | --- |
 * | `staff` | the live session behind the bearer token (server/services/admin-session.ts) | `adminProcedure` | under `/api/admin/`, but the sign-in |
 *
 * A new role (an installer, next round) is a line here, a procedure builder beside `adminProcedure`, and
 * a line in the REST table of server/rest/roles.ts; tests/integration/admin-api.test.ts walks every path
 * of a role with every kind of caller.
 */
import { resolveAdminSession, type SessionLookupContext } from './services/admin-session.ts';

export const ROLES = {
  staff: resolveAdminSession,
} satisfies Record<string, (ctx: SessionLookupContext) => Promise<object | null>>;

export type Role = keyof typeof ROLES;

/** Who a caller of `role` is (the staff's session: its id, the user's id and name). */
export type CallerOf<R extends Role> = NonNullable<Awaited<ReturnType<(typeof ROLES)[R]>>>;
