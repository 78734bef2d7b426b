/**
 * The REST paths of aftercare (issue 44): thin adapters over `aftercare` (the household, by its link's
 * secret in the body), `installer.aftercare` (paths under /api/installer/, the installer's check first)
 * and `admin.aftercare` (under /api/admin/, staff's). Answers hold personal data: never cached.
 * Documented in docs/aftercare.md, with every path, body and answer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { sendRestError } from '../errors/rest.ts';
import { isoDateInBrussels } from '../../src/admin/format.ts';
import { aftercareStatsCsv } from '../services/aftercare/aftercare-stats.ts';
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
    scope.post('/api/household-page/support', (request, reply) => respond(reply, () => household(request).askHelp(unchecked(request.body)), 201));
    scope.post('/api/household-page/service', (request, reply) => respond(reply, () => household(request).askService(unchecked(request.body)), 201));
    scope.post('/api/household-page/review', async (request, reply) => {
      try {
        const result = await household(request).review(unchecked(request.body));
        return reply.code(result.created ? 201 : 200).send(result);
      } catch (error) {
        return sendRestError(reply, error);
      }
    });
    scope.post('/api/household-page/salt', (request, reply) => respond(reply, () => household(request).askSalt(unchecked(request.body)), 201));
    scope.post('/api/household-page/support/appointment', (request, reply) => respond(reply, () => household(request).pickSlot(unchecked(request.body))));
    scope.post('/api/household-page/support/reopen', (request, reply) => respond(reply, () => household(request).reopen(unchecked(request.body))));

    // The seller's installer users and staff: the same steps on a request (`:id`), each its own road.
    for (const [prefix, caller] of [
      ['/api/installer', installer],
      ['/api/admin', staff],
    ] as const) {
      scope.post<{ Params: IdParams }>(`${prefix}/support/:id/answer`, (request, reply) => respond(reply, () => caller(request).answer(withId(request))));
      scope.post<{ Params: IdParams }>(`${prefix}/support/:id/slots`, (request, reply) => respond(reply, () => caller(request).offerSlots(withId(request)), 201));
      scope.post<{ Params: IdParams }>(`${prefix}/support/:id/step`, (request, reply) => respond(reply, () => caller(request).step(withId(request))));
      scope.get(`${prefix}/support`, (request, reply) => respond(reply, () => caller(request).support()));
      scope.get(`${prefix}/salt`, (request, reply) => respond(reply, () => caller(request).salt()));
      scope.post<{ Params: IdParams }>(`${prefix}/salt/:id/confirm`, (request, reply) => respond(reply, () => caller(request).confirmSalt(withId(request))));
      scope.post<{ Params: IdParams }>(`${prefix}/salt/:id/delivered`, (request, reply) => respond(reply, () => caller(request).deliverSalt(withId(request))));
      scope.post<{ Params: IdParams }>(`${prefix}/salt/:id/cancel`, (request, reply) => respond(reply, () => caller(request).cancelSalt(withId(request))));
      scope.get(`${prefix}/services`, (request, reply) => respond(reply, () => caller(request).services()));
      scope.post<{ Params: IdParams }>(`${prefix}/orders/:id/service`, (request, reply) => respond(reply, () => caller(request).recordService(withId(request)), 201));
    }
    scope.get<{ Querystring: { status?: string } }>('/api/admin/reviews', (request, reply) =>
      respond(reply, () => staff(request).reviews(unchecked(request.query.status === undefined ? {} : { status: request.query.status }))),
    );
    scope.post<{ Params: IdParams }>('/api/admin/reviews/:id/publish', (request, reply) => respond(reply, () => staff(request).publishReview(withId(request))));
    scope.post<{ Params: IdParams }>('/api/admin/reviews/:id/hide', (request, reply) => respond(reply, () => staff(request).hideReview(withId(request))));
    scope.get('/api/admin/stats/aftercare', (request, reply) => respond(reply, () => staff(request).stats()));
    scope.get('/api/admin/stats/aftercare.csv', async (request, reply) => {
      try {
        const csv = aftercareStatsCsv(await staff(request).stats());
        return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="nazorg-cijfers-${isoDateInBrussels(new Date())}.csv"`).send(csv);
      } catch (error) {
        return sendRestError(reply, error);
      }
    });
    scope.get('/api/admin/exports/support.csv', async (request, reply) => {
      try {
        const csv = await staff(request).supportCsv();
        return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="vragen-${isoDateInBrussels(new Date())}.csv"`).send(csv);
      } catch (error) {
        return sendRestError(reply, error);
      }
    });
    scope.get('/api/admin/support/late', (request, reply) => respond(reply, () => staff(request).supportLate()));

    scope.post<{ Params: IdParams }>('/api/installer/orders/:id/filter', (request, reply) => respond(reply, () => installer(request).filter(withId(request))));
    scope.post<{ Params: IdParams }>('/api/admin/orders/:id/filter', (request, reply) => respond(reply, () => staff(request).filter(withId(request))));
  });
}
