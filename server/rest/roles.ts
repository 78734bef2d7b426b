/**
 * The REST road of each role (server/roles.ts): the paths a role owns, and the one preHandler that lets
 * only its callers through. `guardRolePaths` adds it to every route whose path a role owns, whichever
 * module registers the route, so that no path of a role can be added without its check. A path's
 * procedure checks the caller again through its procedure builder (`adminProcedure`), with the same
 * function, which the request's context already answered.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { sendRestError } from '../errors/rest.ts';
import { type CallerOf, type Role, refusalFor } from '../roles.ts';
import { DomainError } from '../services/domain-error.ts';
import { contextOf } from './http.ts';

/**
 * The paths of each role: a prefix, and the paths under it that are not the role's own: the sign-in (open
 * to all) and the sign-out (any signed-in caller's, its procedure checks the session; issue 43).
 */
const ROLE_PATHS: ReadonlyArray<{ role: Role; prefix: string; open: readonly string[] }> = [
  { role: 'staff', prefix: '/api/admin/', open: ['/api/admin/login', '/api/admin/logout'] },
  { role: 'installer', prefix: '/api/installer/', open: [] },
];

/** The role whose paths hold `url`, if any. */
export function roleOfPath(url: string): Role | undefined {
  return ROLE_PATHS.find(({ prefix, open }) => url.startsWith(prefix) && !open.includes(url))?.role;
}

/**
 * preHandler of a role's paths: unless the request has a caller of `role`, 403 to a caller of another
 * role, 401 (with `WWW-Authenticate: Bearer`) to one without a session.
 */
function requireRole(deps: AppDeps, role: Role): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const ctx = contextOf(deps, request);
    if (await ctx.caller(role)) return;
    return sendRestError(reply, await refusalFor(ctx));
  };
}

/** Adds its role's preHandler, first, to every route registered from now on under a role's paths. */
export function guardRolePaths(app: FastifyInstance, deps: AppDeps): void {
  const guards = new Map<Role, preHandlerAsyncHookHandler>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const role = roleOfPath(route.url);
    if (!role) return;
    if (!guards.has(role)) guards.set(role, requireRole(deps, role));
    const guard = guards.get(role) as preHandlerAsyncHookHandler;
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    if (!own.includes(guard)) route.preHandler = [guard, ...own];
  });
}

/** The caller of `role` behind a request its preHandler let through. */
export async function callerOf<R extends Role>(deps: AppDeps, request: Parameters<typeof contextOf>[1], role: R): Promise<CallerOf<R>> {
  const caller = await contextOf(deps, request).caller(role);
  if (!caller) throw new DomainError('unauthenticated');
  return caller;
}
