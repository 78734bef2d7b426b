/**
 * The kinds of signed-in caller, and how each is recognised from a request: one function per role. Each
 * role has exactly one road in each transport, and both call this function (once per request: the
 * context keeps its answer, `ctx.caller(role)` in server/trpc/init.ts):
 *
 * | Role | Recognised by | tRPC procedures | REST paths (server/rest/roles.ts) |
 * | --- | --- | --- | --- |
 * | `staff` | the live session behind the bearer token of a user without installer (server/services/admin-session.ts) | `adminProcedure` | under `/api/admin/`, but the sign-in |
 * | `installer` | the live session of a user of an installer company (issue 34) | `installerProcedure` | under `/api/installer/` |
 *
 * Both sign in at the same place (`admin.login`). A signed-in caller of one role on a path of the other
 * gets 403 (`forbidden`), a caller without a session 401. A new role is a line here, a procedure builder
 * beside `adminProcedure`, and a line in the REST table of server/rest/roles.ts;
 * tests/integration/admin-api.test.ts and installer-api.test.ts walk every path with every kind of caller.
 */
import { resolveAdminSession, resolveAnySession, resolveInstallerSession, type SessionLookupContext } from './services/admin-session.ts';
import { DomainError } from './services/domain-error.ts';

export const ROLES = {
  staff: resolveAdminSession,
  installer: resolveInstallerSession,
} satisfies Record<string, (ctx: SessionLookupContext) => Promise<object | null>>;

export type Role = keyof typeof ROLES;

/** Who a caller of `role` is (the staff's session: its id, the user's id and name). */
export type CallerOf<R extends Role> = NonNullable<Awaited<ReturnType<(typeof ROLES)[R]>>>;

/** What a caller without `role` is refused with: 403 when it is signed in (as another role), else 401. */
export async function refusalFor(ctx: SessionLookupContext): Promise<DomainError> {
  return new DomainError((await resolveAnySession(ctx)) ? 'forbidden' : 'unauthenticated');
}
