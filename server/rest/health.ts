import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { callerFor } from './http.ts';

/**
 * `GET /healthz`: 200 when the database answered a round trip, or while the embedded database is
 * compacting its files (`status: "compacting"`, a minute at most); 503 when it did not answer.
 */
export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/healthz', async (request, reply) => {
    const health = await callerFor(deps, request).health.check();
    return reply
      .code(health.status === 'unavailable' ? 503 : 200)
      .header('cache-control', 'no-store')
      .send(health);
  });
}
