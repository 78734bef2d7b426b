/**
 * The proposals' REST paths (issue 24): thin adapters over the `admin.proposals` and `proposals`
 * procedures. Staff paths check the session; the household's are `POST` with the link's secret in the
 * JSON body (never in the path or the query string). Answers hold personal data: never cached.
 *
 * | Path | Body | Answer |
 * | --- | --- | --- |
 * | `POST /api/admin/leads/:id/proposals` | `{ model, priceEuro, validUntil, installationFrom, installationTo, installerId?, hasWifi?, included?, phrases?, note? }` | 201 the proposal; 400 without a seller |
 * | `POST /api/admin/leads/:id/proposals/preview` | the same | 200 `{ language, installerId, lines }`, nothing sent |
 * | `GET /api/admin/leads/:id/proposals` | | 200 the lead's proposals |
 * | `POST /api/admin/proposals/bulk/preview` | `{ confirmed?, model?, province?, replaceOpen? }` | 200 `{ total, withOpen, leads }` |
 * | `POST /api/admin/proposals/bulk` | `{ selection, terms }` | 202 `{ jobId, total, sent, finished }` |
 * | `GET /api/admin/proposals/bulk/:id` | | 200 its progress |
 * | `GET /api/admin/stats/funnel` | | 200 per month: signups, confirmed, proposed, accepted and the conversions |
 * | `POST /api/household-page/proposals` | `{ token }` | 200 the household's proposals |
 * | `POST /api/household-page/proposals/accept` | `{ token, proposalId, confirm: true }` | 200 the proposals; 409 when ended or answered |
 * | `POST /api/household-page/proposals/decline` | `{ token, proposalId, confirm: true }` | 200 the proposals |
 * | `POST /api/household-page/proposals/withdraw` | `{ token, orderId, confirm: true }` | 200 the proposals; 409 after the withdrawal period |
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { requestErrorMessage } from '../errors/messages.ts';
import { type ErrorBody, restErrorHandler } from '../errors/rest.ts';
import { callerFor, isJsonContentType, respond } from './http.ts';

const BODY_LIMIT = 16 * 1024;

type IdParams = { id: string };

/** The body's fields as they came: the procedure's zod input validates them (400 with the field errors). */
function fields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function unchecked<T>(value: unknown): T {
  return value as T;
}

export async function proposalRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit ??= BODY_LIMIT;
    });
    scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'POST' || isJsonContentType(request.headers['content-type'])) return;
      return reply.code(415).send({ message: requestErrorMessage(415, BODY_LIMIT) } satisfies ErrorBody);
    });
    scope.setErrorHandler(restErrorHandler(BODY_LIMIT));
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    const admin = (request: FastifyRequest) => callerFor(deps, request).admin.proposals;
    const household = (request: FastifyRequest) => callerFor(deps, request).proposals;

    scope.post<{ Params: IdParams }>('/api/admin/leads/:id/proposals', (request, reply) =>
      respond(reply, () => admin(request).send(unchecked({ ...fields(request.body), id: request.params.id })), 201),
    );
    scope.post<{ Params: IdParams }>('/api/admin/leads/:id/proposals/preview', (request, reply) =>
      respond(reply, () => admin(request).preview(unchecked({ ...fields(request.body), id: request.params.id }))),
    );
    scope.get<{ Params: IdParams }>('/api/admin/leads/:id/proposals', (request, reply) =>
      respond(reply, () => admin(request).list(unchecked({ id: request.params.id }))),
    );
    scope.post('/api/admin/proposals/bulk/preview', (request, reply) =>
      respond(reply, () => admin(request).bulkPreview(unchecked(request.body))),
    );
    scope.post('/api/admin/proposals/bulk', (request, reply) => respond(reply, () => admin(request).bulkSend(unchecked(request.body)), 202));
    scope.get<{ Params: IdParams }>('/api/admin/proposals/bulk/:id', (request, reply) =>
      respond(reply, () => admin(request).bulkProgress(unchecked({ jobId: request.params.id }))),
    );

    scope.get('/api/admin/stats/funnel', (request, reply) => respond(reply, () => callerFor(deps, request).admin.stats.funnel()));

    scope.post('/api/household-page/proposals', (request, reply) => respond(reply, () => household(request).list(unchecked(request.body))));
    scope.post('/api/household-page/proposals/accept', (request, reply) =>
      respond(reply, () => household(request).accept(unchecked(request.body))),
    );
    scope.post('/api/household-page/proposals/withdraw', (request, reply) =>
      respond(reply, () => household(request).withdraw(unchecked(request.body))),
    );
    scope.post('/api/household-page/proposals/decline', (request, reply) =>
      respond(reply, () => household(request).decline(unchecked(request.body))),
    );
  });
}
