/**
 * The rounds' REST paths (issue 35): thin adapters over the `rounds` and `admin.rounds` procedures.
 *
 * | Path | Body | Answer |
 * | --- | --- | --- |
 * | `GET /api/rounds/current?place=gent` (no `place`: the whole country) | | 200 `{ place, phase, round, partial, next }`; 404 for an unknown place |
 * | `GET /api/admin/rounds` | | 200 every round with its phase and number of leads |
 * | `POST /api/admin/rounds` | `{ name, registrationOpensAt, registrationClosesAt, provinces?, postalCodes?, proposalsFrom?, proposalsValidUntil?, installationsDueBy? }` | 201 `{ id }`; 409 when its registration overlaps another's for a place of both |
 * | `GET /api/admin/rounds/:id` | | 200 the round with its history |
 * | `PUT /api/admin/rounds/:id` | the same fields as POST | 200 the round; 409 as POST |
 * | `PATCH /api/admin/leads/:id/round` | `{ roundId }` (null: no round, waiting for the next) | 200 `{ id, roundId, change, version }` |
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { callerFor, fields, jsonScope, respond, unchecked } from './http.ts';
import { leadEtag } from './if-match.ts';

const BODY_LIMIT = 16 * 1024;

type IdParams = { id: string };

export async function roundRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    jsonScope(scope, BODY_LIMIT, (method) => method !== 'GET' && method !== 'HEAD');

    // Public: where the round stands. Rounds change rarely; a minute's cache keeps the pages' readers cheap.
    scope.get('/api/rounds/current', (request, reply) =>
      respond(reply, async () => {
        const current = await callerFor(deps, request).rounds.current(unchecked(fields(request.query)));
        reply.header('cache-control', 'public, max-age=60');
        return current;
      }),
    );

    await scope.register(async (staff) => {
      staff.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      const admin = (request: FastifyRequest) => callerFor(deps, request).admin.rounds;
      staff.get('/api/admin/rounds', (request, reply) => respond(reply, () => admin(request).list()));
      staff.post('/api/admin/rounds', (request, reply) => respond(reply, () => admin(request).create(unchecked(request.body)), 201));
      staff.get<{ Params: IdParams }>('/api/admin/rounds/:id', (request, reply) => respond(reply, () => admin(request).get(unchecked({ id: request.params.id }))));
      staff.put<{ Params: IdParams }>('/api/admin/rounds/:id', (request, reply) =>
        respond(reply, () => admin(request).update(unchecked({ id: request.params.id, round: request.body }))),
      );
      staff.patch<{ Params: IdParams }>('/api/admin/leads/:id/round', (request, reply) =>
        respond(reply, async () => {
          const { roundId } = fields(request.body);
          const moved = await callerFor(deps, request).admin.leads.moveRound(unchecked({ id: request.params.id, roundId }));
          reply.header('etag', leadEtag(moved.version));
          return moved;
        }),
      );
    });
  });
}
