import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LeadPayloadInput } from '../../src/leads/schema.ts';
import type { AppDeps } from '../deps.ts';
import { requestErrorMessage } from '../errors/messages.ts';
import { type ErrorBody, restErrorHandler } from '../errors/rest.ts';
import { callerFor, isJsonContentType, respond } from './http.ts';

/** A signup is a few hundred bytes; anything near this is not a household filling in a form. */
const LEADS_BODY_LIMIT = 16 * 1024;

/** Refuses a body that is not JSON before it is read (Fastify itself would parse text/plain). */
async function requireJson(request: FastifyRequest, reply: FastifyReply) {
  if (isJsonContentType(request.headers['content-type'])) return;
  return reply.code(415).send({ message: requestErrorMessage(415, LEADS_BODY_LIMIT) } satisfies ErrorBody);
}

/**
 * `POST /api/leads` (spec section 7): a thin adapter over the tRPC procedure `lead.submit`.
 * 201 `{ id, createdAt }`; 400 `{ message, errors: { field: message } }`; 413 above 16 KB; 415 for a
 * body that is not JSON; 429 with Retry-After over the per-address limit.
 */
export async function leadRoutes(app: FastifyInstance, deps: AppDeps) {
  app.post(
    '/api/leads',
    {
      bodyLimit: LEADS_BODY_LIMIT,
      // The signup allowance is counted by the procedure itself (server/trpc/routers/lead-signup.ts).
      onRequest: requireJson,
      errorHandler: restErrorHandler(LEADS_BODY_LIMIT),
    },
    (request, reply) =>
      respond(reply, () => callerFor(deps, request).lead.submit(request.body as LeadPayloadInput), 201),
  );
}
