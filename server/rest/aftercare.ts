/**
 * The REST paths of aftercare (issue 44): thin adapters over `aftercare` (the household, by its link's
 * secret in the body), `installer.aftercare` (paths under /api/installer/, the installer's check first)
 * and `admin.aftercare` (under /api/admin/, staff's). Answers hold personal data: never cached.
 * Documented in docs/aftercare.md, with every path, body and answer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { sendRestError } from '../errors/rest.ts';
import { callerFor, fields, jsonScope, respond, unchecked } from './http.ts';

const BODY_LIMIT = 16 * 1024;

type IdParams = { id: string };
type Route = FastifyRequest<{ Params: IdParams }>;

/** The path's id and the body's fields, for the procedure's input to validate (400 with the field errors). */
const withId = (request: Route) => unchecked<never>({ ...fields(request.body), id: request.params.id });

export async function aftercareRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    jsonScope(scope, BODY_LIMIT, (method) => method === 'POST');
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    const household = (request: FastifyRequest) => callerFor(deps, request).aftercare;
    const installer = (request: FastifyRequest) => callerFor(deps, request).installer.aftercare;
    const staff = (request: FastifyRequest) => callerFor(deps, request).admin.aftercare;

    scope.post('/api/household-page/aftercare', (request, reply) => respond(reply, () => household(request).view(unchecked(request.body))));
    scope.post('/api/household-page/warranty.pdf', async (request, reply) => {
      try {
        const { fileName, base64 } = await household(request).certificate(unchecked(request.body));
        return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(Buffer.from(base64, 'base64'));
      } catch (error) {
        return sendRestError(reply, error);
      }
    });
    scope.post('/api/household-page/filter-missing', (request, reply) => respond(reply, () => household(request).reportFilterMissing(unchecked(request.body))));

    scope.post<{ Params: IdParams }>('/api/installer/orders/:id/filter', (request, reply) => respond(reply, () => installer(request).filter(withId(request))));
    scope.post<{ Params: IdParams }>('/api/admin/orders/:id/filter', (request, reply) => respond(reply, () => staff(request).filter(withId(request))));
  });
}
