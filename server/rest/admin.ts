/**
 * The back office's REST paths (spec section 7, plus the rest of the back office for API clients):
 * thin adapters over the `admin` procedures. Every path under /api/admin/ except the login is the
 * staff's: the staff's preHandler (server/rest/roles.ts) checks the session before the handler runs, the
 * same check as `adminProcedure`'s; an unknown path under it therefore answers 401 without a valid token
 * and 404 with one, so that paths cannot be probed anonymously. Answers hold personal data: never cached.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { leadExportQuery, leadFilter } from '../../src/admin/schema.ts';
import type { AppDeps } from '../deps.ts';
import { countLeads, leadListStream } from '../services/lead-admin.ts';
import { exportLeads } from '../services/lead-export.ts';
import { invalidInputBody, restErrorHandler, sendNotFound, sendRestError } from '../errors/rest.ts';
import { DomainError } from '../services/domain-error.ts';
import { callerFor, contextOf, fields, respond, unchecked } from './http.ts';
import { ifMatchVersions, leadEtag } from './if-match.ts';
import { callerOf } from './roles.ts';

/** The largest body of the back office is a note (2,000 characters); nothing needs more than this. */
const ADMIN_BODY_LIMIT = 16 * 1024;

type IdParams = { id: string };

/** Links to the neighbouring pages of the list, as GitHub's API gives them. */
function paginationLinks(request: FastifyRequest, page: number, pageSize: number, total: number): string {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const url = new URL(request.url, 'http://localhost');
  const link = (target: number, rel: string) => {
    url.searchParams.set('page', String(target));
    url.searchParams.set('pageSize', String(pageSize));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [link(1, 'first'), link(lastPage, 'last')];
  if (page > 1) links.push(link(Math.min(page - 1, lastPage), 'prev'));
  if (page < lastPage) links.push(link(page + 1, 'next'));
  return links.join(', ');
}

export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit ??= ADMIN_BODY_LIMIT;
    });
    // Unreadable bodies (malformed JSON, too large) get the REST error shape in Dutch.
    scope.setErrorHandler(restErrorHandler(ADMIN_BODY_LIMIT));
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    scope.post('/api/admin/login', (request, reply) =>
      respond(reply, () => callerFor(deps, request).admin.login(unchecked(fields(request.body)))),
    );

    scope.post('/api/admin/logout', {
      // Signing out reads no body: whatever comes with it (nothing, an empty or malformed JSON body, any
      // type, too large), the session ends. The answer is sent before the body would be parsed, after the
      // write tier has counted the request (the plug-in would add its hook after this route's own).
      config: { rateLimit: false },
      onRequest: [
        app.rateLimit(),
        async (request, reply) => {
          await respond(reply, () => callerFor(deps, request).admin.logout().then(() => undefined), 204);
          return reply;
        },
      ],
      handler: async (_request, reply) => reply,
    });

    scope.get('/api/admin/me', (request, reply) => respond(reply, () => callerFor(deps, request).admin.me()));
    // The background jobs: what waits, runs and failed, per kind, and the outbox's mails (docs/deployment.md).
    scope.get('/api/admin/jobs', (request, reply) => respond(reply, () => callerFor(deps, request).admin.jobs.overview()));

    // The spec's list (section 7): without `page` and `pageSize`, the array of every lead matching the
    // filter, streamed; with either, one page for the dashboard, the neighbouring pages in Link. Both
    // give the number matching in X-Total-Count.
    scope.get('/api/admin/leads', async (request, reply) => {
      try {
        const query = fields(request.query);
        if (query.page === undefined && query.pageSize === undefined) {
          const filter = leadFilter.safeParse(query);
          if (!filter.success) return reply.code(400).send(invalidInputBody(filter.error));
          const { em } = contextOf(deps, request);
          const total = await countLeads(em, filter.data);
          return reply
            .header('content-type', 'application/json; charset=utf-8')
            .header('x-total-count', String(total))
            .send(leadListStream(em, filter.data));
        }
        const page = await callerFor(deps, request).admin.leads.list(unchecked(query));
        return reply
          .header('x-total-count', String(page.total))
          .header('link', paginationLinks(request, page.page, page.pageSize, page.total))
          // The spec's fields, as the unpaged list (a lead's version is its detail's ETag).
          .send(page.items.map(({ version: _version, ...row }) => row));
      } catch (error) {
        return sendRestError(reply, error);
      }
    });

    // The exports (server/services/lead-export.ts): CSV and Excel workbook of every lead matching the filter.
    for (const format of ['csv', 'xlsx'] as const) {
      scope.get(`/api/admin/leads/export.${format}`, async (request, reply) => {
        const query = leadExportQuery.safeParse(request.query ?? {});
        if (!query.success) return reply.code(400).send(invalidInputBody(query.error));
        const staff = await callerOf(deps, request, 'staff');
        const file = exportLeads(contextOf(deps, request).em, query.data, staff, format, {
          onAuditError: (error) => request.log.error({ err: error }, 'audit of export failed'),
        });
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body);
      });
    }

    // The detail answers its version as ETag; a status change with If-Match applies only to that version
    // (412 with the current ETag otherwise: a colleague changed the lead meanwhile). Without If-Match
    // the change is made as the spec says.
    scope.get<{ Params: IdParams }>('/api/admin/leads/:id', (request, reply) =>
      respond(reply, async () => {
        const lead = await callerFor(deps, request).admin.leads.get(unchecked({ id: request.params.id }));
        reply.header('etag', leadEtag(lead.version));
        return lead;
      }),
    );

    scope.patch<{ Params: IdParams }>('/api/admin/leads/:id/status', (request, reply) =>
      respond(reply, async () => {
        const { status } = fields(request.body);
        const accepted = ifMatchVersions(request.headers['if-match']);
        // A header sent empty: 428 (the staff's preHandler answered an anonymous caller 401 before).
        if (accepted === 'empty') throw new DomainError('preconditionRequired');
        const result = await callerFor(deps, request).admin.leads.setStatus(
          unchecked({ id: request.params.id, status, version: accepted === 'any' ? undefined : accepted }),
        );
        reply.header('etag', leadEtag(result.version));
        return result.lead;
      }),
    );

    scope.post<{ Params: IdParams }>('/api/admin/leads/:id/notes', (request, reply) =>
      respond(
        reply,
        () => {
          const { body } = fields(request.body);
          return callerFor(deps, request).admin.leads.addNote(unchecked({ id: request.params.id, body }));
        },
        201,
      ),
    );

    // Ends every personal link of the lead and mails it a new one (issue 31): `{ linksEnded }`.
    scope.post<{ Params: IdParams }>('/api/admin/leads/:id/end-links', (request, reply) =>
      respond(reply, () => callerFor(deps, request).admin.leads.endLinks(unchecked({ id: request.params.id }))),
    );

    scope.delete<{ Params: IdParams }>('/api/admin/leads/:id', (request, reply) =>
      respond(
        reply,
        () =>
          callerFor(deps, request)
            .admin.leads.erase(unchecked({ id: request.params.id }))
            .then(() => undefined),
        204,
      ),
    );

    // `?round=3` (or `none`): one round's leads only (issue 35).
    scope.get('/api/admin/stats/monthly', (request, reply) =>
      respond(reply, () => callerFor(deps, request).admin.stats.monthly(unchecked(fields(request.query)))),
    );

    scope.get('/api/admin/stats', (request, reply) =>
      respond(reply, () => callerFor(deps, request).admin.stats.overview(unchecked(fields(request.query)))),
    );

    // Anything else under /api/admin/: 401 before 404 (the staff's preHandler), so that an anonymous
    // caller learns nothing.
    scope.all('/api/admin/*', async (request, reply) => sendNotFound(reply, request));
  });
}
