/**
 * The REST paths of an installer company's users (issue 43): thin adapters over `admin.installerUsers`
 * (every path under /api/admin/ gets the staff check first, server/rest/roles.ts). Never cached.
 *
 * | Path | Body | Answer |
 * | --- | --- | --- |
 * | `GET /api/admin/installers/:id/users` | | 200 `[{ id, username, installerId, language, active, createdAt, lastLoginAt }]` |
 * | `POST /api/admin/installers/:id/users` | `{ username, password, language? }` | 201 the user; 400 a weak password or look-alike name; 409 name taken |
 * | `PATCH /api/admin/installer-users/:id` | `{ active?, password?, language? }` | 200 the user; disabling or a new password ends its sessions |
 * | `DELETE /api/admin/installer-users/:id` | | 204 |
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { callerFor, fields, jsonScope, respond, unchecked } from './http.ts';

const BODY_LIMIT = 16 * 1024;

type IdParams = { id: string };

export async function installerUserRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    jsonScope(scope, BODY_LIMIT, (method) => method === 'POST' || method === 'PATCH');
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const users = (request: FastifyRequest) => callerFor(deps, request).admin.installerUsers;
    const withId = (request: FastifyRequest<{ Params: IdParams }>) => unchecked<never>({ ...fields(request.body), id: request.params.id });

    scope.get<{ Params: IdParams }>('/api/admin/installers/:id/users', (request, reply) => respond(reply, () => users(request).list(withId(request))));
    scope.post<{ Params: IdParams }>('/api/admin/installers/:id/users', (request, reply) => respond(reply, () => users(request).create(withId(request)), 201));
    scope.patch<{ Params: IdParams }>('/api/admin/installer-users/:id', (request, reply) => respond(reply, () => users(request).update(withId(request))));
    scope.delete<{ Params: IdParams }>('/api/admin/installer-users/:id', (request, reply) =>
      respond(reply, () => users(request).remove(unchecked({ id: request.params.id })).then(() => undefined), 204),
    );
  });
}
