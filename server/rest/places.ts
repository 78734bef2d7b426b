/**
 * The place pages' REST paths for staff (issue 41): thin adapters over the `admin.places` procedures.
 *
 * | Path | Body | Answer |
 * | --- | --- | --- |
 * | `GET /api/admin/places` | | 200 `[{ slug, language, path, label, kind, indexable, reason, alike, measured, facts }]`, all 70 pages |
 * | `GET /api/admin/places/:slug?language=fr` (default `nl`) | | 200 the page with `history` and `preview`; 404 for an unknown page |
 * | `POST /api/admin/places/:slug/facts` | `{ language, kind, text, sourceUrl, sourceTitle, sourceDate?, quote, hardnessFH?, hardnessMaxFH?, hardnessAbove?, scope?, period?, linkUrl?, linkLabel?, sourceReadOn? }` | 201 `{ id }`; 400 naming each missing or wrong field |
 * | `PATCH /api/admin/places/:slug/facts/:id` | any of the fields above (`language`: the page's, for a French page named by its Dutch slug) | 200 `{ id }`; 400 when the fact as changed breaks a rule |
 * | `DELETE /api/admin/places/:slug/facts/:id?language=fr` | | 204 |
 *
 * A French page is `:slug` its own ('bruxelles') or its Dutch twin's ('brussel') with `language: 'fr'`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { callerFor, fields, jsonScope, respond, unchecked } from './http.ts';

const BODY_LIMIT = 16 * 1024;

type SlugParams = { slug: string };
type FactParams = { slug: string; id: string };

const languageOf = (request: FastifyRequest, fallback?: string) => fields(request.query).language ?? fallback;

export async function placeRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    jsonScope(scope, BODY_LIMIT, (method) => method === 'POST' || method === 'PATCH');
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const places = (request: FastifyRequest) => callerFor(deps, request).admin.places;
    scope.get('/api/admin/places', (request, reply) => respond(reply, () => places(request).list()));
    scope.get<{ Params: SlugParams }>('/api/admin/places/:slug', (request, reply) =>
      respond(reply, () => places(request).get(unchecked({ slug: request.params.slug, language: languageOf(request, 'nl') }))),
    );
    scope.post<{ Params: SlugParams }>('/api/admin/places/:slug/facts', (request, reply) =>
      respond(reply, () => places(request).addFact(unchecked({ ...fields(request.body), slug: request.params.slug })), 201),
    );
    scope.patch<{ Params: FactParams }>('/api/admin/places/:slug/facts/:id', (request, reply) =>
      respond(reply, () => places(request).changeFact(unchecked({ ...fields(request.body), slug: request.params.slug, id: request.params.id }))),
    );
    scope.delete<{ Params: FactParams }>('/api/admin/places/:slug/facts/:id', (request, reply) =>
      respond(reply, async () => {
        await places(request).removeFact(unchecked({ slug: request.params.slug, id: request.params.id, language: languageOf(request) }));
      }, 204),
    );
  });
}
