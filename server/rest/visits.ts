/**
 * The REST paths of the visit and the installation (issue 34): thin adapters over `installer`,
 * `admin.visits` and `visits`. Paths under /api/installer/ get the installer's check first, those under
 * /api/admin/ the staff's (server/rest/roles.ts): a caller of the other role gets 403. Answers hold
 * personal data: never cached. Documented in docs/visits.md.
 *
 * | Path | Who | Body | Answer |
 * | --- | --- | --- | --- |
 * | `POST /api/admin/orders/:id/installer` | staff | `{ installerId }` | 200 `{ id, installerId }` |
 * | `POST /api/admin/orders/:id/installer-note` | staff | `{ note }` | 200 |
 * | `POST /api/admin/orders/:id/slots` | staff | `{ slots: [{ start, end }] }` | 201 `{ slots }` |
 * | `POST /api/admin/orders/:id/visit` | staff | `{ hardnessFH, suitable, reason?, note?, visitedOn? }` | 200 |
 * | `POST /api/admin/orders/:id/visit/cancel` | staff | | 200 (the household gets METHOD:CANCEL) |
 * | `POST /api/admin/orders/:id/installation-plan` | staff | `{ plannedOn }` | 200 |
 * | `POST /api/admin/orders/:id/collection` | staff | `{ collectedOn }` | 200 (a withdrawn softener taken back) |
 * | `POST /api/admin/orders/:id/date-correction` | staff | `{ field, day, reason }` | 200; the household is mailed |
 * | `GET /api/admin/stats/orders` | staff | | 200 per month of acceptance and installer: accepted, visitPlanned, visited, installed, cancelled (cancelReasons), withdrawn, medianDays |
 * | `GET /api/admin/deadlines` | staff | | 200 `{ today, perInstaller, deadlines, total }`: late or due within two working days, every installer (the oldest 500) |
 * | `GET /api/installer/deadlines` | installer | | 200 the same, its own orders |
 * | `GET /api/installer/me` | installer | | 200 `{ username, installerId }` |
 * | `GET /api/installer/orders` | installer | | 200 `{ today, weekEnd, orders }` |
 * | `GET /api/installer/orders/:id` | installer | | 200 the order; 404 another company's |
 * | `GET /api/installer/orders/:id/calendar.ics` | installer | | 200 `text/calendar` |
 * | `POST /api/installer/orders/:id/slots` | installer | `{ slots: [{ start, end }] }` | 201 `{ slots }` |
 * | `POST /api/installer/orders/:id/visit` | installer | `{ hardnessFH, suitable, reason?, note?, visitedOn? }` | 200 |
 * | `POST /api/installer/orders/:id/installation-plan` | installer | `{ plannedOn }` | 200 |
 * | `POST /api/installer/orders/:id/installation` | installer | `{ installedOn, serialNumber }` | 200 |
 * | `POST /api/installer/orders/:id/collection` | installer | `{ collectedOn }` | 200 |
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { requestErrorMessage } from '../errors/messages.ts';
import { type ErrorBody, restErrorHandler, sendRestError } from '../errors/rest.ts';
import { callerFor, isJsonContentType, respond } from './http.ts';

const BODY_LIMIT = 16 * 1024;

type IdParams = { id: string };

function fields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** The path's id and the body's fields, for the procedure's input to validate (400 with the field errors). */
const withId = (request: FastifyRequest<{ Params: IdParams }>) => ({ ...fields(request.body), id: request.params.id }) as never;

export async function visitRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit ??= BODY_LIMIT;
    });
    scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'POST' || request.headers['content-length'] === '0' || request.headers['content-length'] === undefined || isJsonContentType(request.headers['content-type'])) return;
      return reply.code(415).send({ message: requestErrorMessage(415, BODY_LIMIT) } satisfies ErrorBody);
    });
    scope.setErrorHandler(restErrorHandler(BODY_LIMIT));
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    const admin = (request: FastifyRequest) => callerFor(deps, request).admin.visits;
    const installer = (request: FastifyRequest) => callerFor(deps, request).installer;
    type Route = FastifyRequest<{ Params: IdParams }>;

    scope.post<{ Params: IdParams }>('/api/admin/orders/:id/installer', (request, reply) => respond(reply, () => admin(request).assign(withId(request))));
    scope.post<{ Params: IdParams }>('/api/admin/orders/:id/installer-note', (request, reply) => respond(reply, () => admin(request).setInstallerNote(withId(request))));
    scope.post<{ Params: IdParams }>('/api/admin/orders/:id/slots', (request, reply) => respond(reply, () => admin(request).offerSlots(withId(request)), 201));
    scope.post<{ Params: IdParams }>('/api/admin/orders/:id/visit', (request, reply) => respond(reply, () => admin(request).recordVisit(withId(request))));
    scope.post<{ Params: IdParams }>('/api/admin/orders/:id/visit/cancel', (request, reply) => respond(reply, () => admin(request).cancelVisit(withId(request))));
    scope.post<{ Params: IdParams }>('/api/admin/orders/:id/installation-plan', (request, reply) => respond(reply, () => admin(request).planInstallation(withId(request))));
    scope.post<{ Params: IdParams }>('/api/admin/orders/:id/collection', (request, reply) => respond(reply, () => admin(request).recordCollection(withId(request))));
    scope.post<{ Params: IdParams }>('/api/admin/orders/:id/date-correction', (request, reply) => respond(reply, () => admin(request).correctDate(withId(request))));

    scope.get('/api/admin/stats/orders', (request, reply) => respond(reply, () => callerFor(deps, request).admin.stats.orders()));
    scope.get('/api/admin/deadlines', (request, reply) => respond(reply, () => admin(request).deadlines()));
    scope.get('/api/installer/deadlines', (request, reply) => respond(reply, () => installer(request).deadlines()));
    scope.get('/api/installer/me', (request, reply) => respond(reply, () => installer(request).me()));
    scope.get('/api/installer/orders', (request, reply) => respond(reply, () => installer(request).orders()));
    scope.get<{ Params: IdParams }>('/api/installer/orders/:id', (request, reply) => respond(reply, () => installer(request).order(withId(request))));
    scope.get<{ Params: IdParams }>('/api/installer/orders/:id/calendar.ics', async (request: Route, reply) => {
      try {
        const { fileName, calendar } = await installer(request).calendar(withId(request));
        return reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(calendar);
      } catch (error) {
        return sendRestError(reply, error);
      }
    });
    scope.post<{ Params: IdParams }>('/api/installer/orders/:id/slots', (request, reply) => respond(reply, () => installer(request).offerSlots(withId(request)), 201));
    scope.post<{ Params: IdParams }>('/api/installer/orders/:id/visit', (request, reply) => respond(reply, () => installer(request).recordVisit(withId(request))));
    scope.post<{ Params: IdParams }>('/api/installer/orders/:id/installation-plan', (request, reply) => respond(reply, () => installer(request).planInstallation(withId(request))));
    scope.post<{ Params: IdParams }>('/api/installer/orders/:id/installation', (request, reply) => respond(reply, () => installer(request).recordInstalled(withId(request))));
    scope.post<{ Params: IdParams }>('/api/installer/orders/:id/collection', (request, reply) => respond(reply, () => installer(request).recordCollection(withId(request))));
  });
}
