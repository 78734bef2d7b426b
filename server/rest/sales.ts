/**
 * The REST paths of installers and orders (issue 33): thin adapters over `admin.installers` and
 * `admin.orders` (every path under /api/admin/ gets the staff check first, server/rest/roles.ts).
 * Answers hold personal data: never cached.
 *
 * | Path | Body | Answer |
 * | --- | --- | --- |
 * | `GET /api/admin/installers` | | 200 every installer |
 * | `POST /api/admin/installers` | `{ name, companyNumber, address, phone, email, postalCodes?, provinces?, active?, depositPercent?, paymentDays?, returnCostEuro? }` | 201 the installer (`id` …); 400 naming the field; 409 same company number |
 * | `PATCH /api/admin/installers/:id` | any of those fields | 200 the installer |
 * | `GET /api/admin/installers/:id/terms` | | 200 the seller's terms (issue 42); 404 none recorded or no such installer |
 * | `PUT /api/admin/installers/:id/terms` | the terms (src/seller-terms/schema.ts) | 200 the terms as stored; 400 naming the field |
 * | `DELETE /api/admin/installers/:id/terms` | | 200 `{ removed }` |
 * | `POST /api/admin/orders/:id/installation` | `{ installedOn }` | 200 the order |
 * | `POST /api/admin/orders/:id/cancel` | `{ reason, note }` | 200 the order; the household is mailed |
 * | `POST /api/admin/orders/:id/withdrawal` | `{ note? }` | 200 the order (a withdrawal the household sent by mail, post or phone) |
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { requestErrorMessage } from '../errors/messages.ts';
import { type ErrorBody, restErrorHandler } from '../errors/rest.ts';
import { DomainError } from '../services/domain-error.ts';
import { callerFor, isJsonContentType, respond } from './http.ts';

const BODY_LIMIT = 64 * 1024;

type IdParams = { id: string };

/** The body's fields as they came: the procedure's zod input validates them (400 with the field errors). */
function fields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

const unchecked = <T>(value: unknown) => value as T;

export async function salesRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit ??= BODY_LIMIT;
    });
    scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!['POST', 'PATCH', 'PUT'].includes(request.method) || isJsonContentType(request.headers['content-type'])) return;
      return reply.code(415).send({ message: requestErrorMessage(415, BODY_LIMIT) } satisfies ErrorBody);
    });
    scope.setErrorHandler(restErrorHandler(BODY_LIMIT));
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    const installers = (request: FastifyRequest) => callerFor(deps, request).admin.installers;
    const orders = (request: FastifyRequest) => callerFor(deps, request).admin.orders;
    /** The path's id and the body's fields, for the procedure's input to validate. */
    const withId = (request: FastifyRequest<{ Params: IdParams }>) => unchecked<never>({ ...fields(request.body), id: request.params.id });

    scope.get('/api/admin/installers', (request, reply) => respond(reply, () => installers(request).list()));
    scope.post('/api/admin/installers', (request, reply) => respond(reply, () => installers(request).create(unchecked(request.body)), 201));
    scope.patch<{ Params: IdParams }>('/api/admin/installers/:id', (request, reply) => respond(reply, () => installers(request).update(withId(request))));
    // A seller's terms (issue 42): the body is the whole record; the path names the installer.
    const installerOf = (request: FastifyRequest<{ Params: IdParams }>) => unchecked<never>({ installerId: request.params.id });
    scope.get<{ Params: IdParams }>('/api/admin/installers/:id/terms', (request, reply) =>
      respond(reply, async () => (await installers(request).terms(installerOf(request))) ?? Promise.reject(new DomainError('sellerTermsNotFound'))),
    );
    scope.put<{ Params: IdParams }>('/api/admin/installers/:id/terms', (request, reply) =>
      respond(reply, () => installers(request).saveTerms(unchecked({ ...fields(request.body), installerId: request.params.id }))),
    );
    scope.delete<{ Params: IdParams }>('/api/admin/installers/:id/terms', (request, reply) => respond(reply, () => installers(request).removeTerms(installerOf(request))));

    scope.post<{ Params: IdParams }>('/api/admin/orders/:id/installation', (request, reply) =>
      respond(reply, () => orders(request).recordInstallation(withId(request))),
    );
    scope.post<{ Params: IdParams }>('/api/admin/orders/:id/cancel', (request, reply) => respond(reply, () => orders(request).cancel(withId(request))));
    scope.post<{ Params: IdParams }>('/api/admin/orders/:id/withdrawal', (request, reply) =>
      respond(reply, () => orders(request).recordWithdrawal(withId(request))),
    );
  });
}
