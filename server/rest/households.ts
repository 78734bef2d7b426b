/**
 * `GET /api/households`: the number of households that signed up, as the public pages show it
 * (`{ households: 340 }`, or `{ households: null }` below the threshold). A thin adapter over the
 * procedure `households.count`; browsers and proxies may keep the answer five minutes (decision 022).
 */
import type { FastifyInstance } from 'fastify';
import { HOUSEHOLD_COUNT_PATH } from '../../src/households/count.ts';
import type { AppDeps } from '../deps.ts';
import { callerFor, respond } from './http.ts';

export async function householdRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get(HOUSEHOLD_COUNT_PATH, (request, reply) =>
    respond(reply, async () => {
      const count = await callerFor(deps, request).households.count();
      // Only a figure is kept; an error (503 while the database is away) is asked again.
      reply.header('cache-control', 'public, max-age=300');
      return count;
    }),
  );
}
