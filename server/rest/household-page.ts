/**
 * The household's REST paths (issue 23): thin adapters over the `householdPage` procedures, all `POST`
 * with the link's secret in the JSON body (never in the path or the query string, which logs and
 * `Referer` headers carry). Answers hold personal data: never cached.
 *
 * | Path | Body | Answer |
 * | --- | --- | --- |
 * | `POST /api/household-page/open` | `{ token }` | 200 the page (confirms the address the first time) |
 * | `POST /api/household-page/contact` | `{ token, phone, street, houseNumber, postalCode, city }` | 200 the page |
 * | `POST /api/household-page/mail` | `{ token, stopped }` | 200 the page |
 * | `POST /api/household-page/export` | `{ token }` | 200 a JSON file of everything stored |
 * | `POST /api/household-page/erase` | `{ token, confirm: true }` | 204; 200 `{ erased: 'partly', keptUntil }` when an order is kept (decision 046) |
 * | `POST /api/household-page/end-links` | `{ token, confirm: true }` | 204; every link ends, a new one is mailed |
 * | `POST /api/household-page/link` | `{ email }` | 202 `{ message }`, the same for any address |
 * | `POST /api/household-page/appointment` | `{ token, slotId }` | 200 the proposals with their order (`order.slots`, `order.appointment`); a move when one is booked |
 * | `POST /api/household-page/appointment/cancel` | `{ token, confirm: true }` | 200 the proposals; 409 within 24 hours of the visit |
 * | `POST /api/household-page/appointment/other-times` | `{ token, message }` | 200 the proposals |
 * | `POST /api/household-page/appointment/calendar` | `{ token }` | 200 `text/calendar` (the booked visit, METHOD:PUBLISH); 404 none booked |
 *
 * Every body may name `language` (`nl`, `fr`): the answers come in it (a known lead's language first, else
 * `Accept-Language`, else Dutch; issue 36). A wrong link: 404; invalid input: 400 with messages per field;
 * 413 above 16 KB; 415 for a body that is not JSON; 429 with Retry-After past HOUSEHOLD_RATE_LIMIT.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isoDateInBrussels } from '../../src/admin/format.ts';
import { householdTexts } from '../../src/household-page/texts.ts';
import type { AppDeps } from '../deps.ts';
import { requestErrorMessage } from '../errors/messages.ts';
import { type ErrorBody, restErrorHandler, sendRestError } from '../errors/rest.ts';
import { callerFor, isJsonContentType, respond } from './http.ts';

/** The largest body is a correction of five fields and a token: far below this. */
const HOUSEHOLD_BODY_LIMIT = 16 * 1024;

/** The body as it came: the procedure's zod input validates it (400 with the field errors). */
function body<T>(request: FastifyRequest): T {
  return request.body as T;
}

export async function householdPageRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit ??= HOUSEHOLD_BODY_LIMIT;
    });
    // A body that is not JSON is refused before it is read.
    scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (isJsonContentType(request.headers['content-type'])) return;
      return reply.code(415).send({ message: requestErrorMessage(415, HOUSEHOLD_BODY_LIMIT) } satisfies ErrorBody);
    });
    scope.setErrorHandler(restErrorHandler(HOUSEHOLD_BODY_LIMIT));
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    const household = (request: FastifyRequest) => callerFor(deps, request).householdPage;

    scope.post('/api/household-page/open', (request, reply) => respond(reply, () => household(request).open(body(request))));
    scope.post('/api/household-page/contact', (request, reply) => respond(reply, () => household(request).updateContact(body(request))));
    scope.post('/api/household-page/mail', (request, reply) => respond(reply, () => household(request).setMailStopped(body(request))));
    scope.post('/api/household-page/export', (request, reply) =>
      respond(reply, async () => {
        const data = await household(request).exportData(body(request));
        // The file is named in the household's language ('mes-donnees-…' for a French lead).
        const { fileName } = householdTexts(data.lead.language).download;
        reply.header('content-disposition', `attachment; filename="${fileName(isoDateInBrussels(data.exportedAt))}"`);
        return data;
      }),
    );
    scope.post('/api/household-page/erase', async (request, reply) => {
      try {
        const result = await household(request).erase(body(request));
        return result.erased === 'all' ? reply.code(204).send() : reply.code(200).send(result);
      } catch (error) {
        return sendRestError(reply, error);
      }
    });
    scope.post('/api/household-page/end-links', (request, reply) =>
      respond(reply, () => household(request).endLinks(body(request)).then(() => undefined), 204),
    );
    const visits = (request: FastifyRequest) => callerFor(deps, request).visits;
    scope.post('/api/household-page/appointment', (request, reply) => respond(reply, () => visits(request).pickSlot(body(request))));
    scope.post('/api/household-page/appointment/cancel', (request, reply) => respond(reply, () => visits(request).cancel(body(request))));
    scope.post('/api/household-page/appointment/other-times', (request, reply) => respond(reply, () => visits(request).otherTimes(body(request))));
    scope.post('/api/household-page/appointment/calendar', async (request, reply) => {
      try {
        const { fileName, calendar } = await visits(request).calendar(body(request));
        return reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(calendar);
      } catch (error) {
        return sendRestError(reply, error);
      }
    });
    scope.post('/api/household-page/link', (request, reply) => respond(reply, () => household(request).requestLink(body(request)), 202));
  });
}
