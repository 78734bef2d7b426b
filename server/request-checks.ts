/**
 * Checks every request goes through before a route sees it, and how long a connection may take:
 *
 * - slow and idle connections are closed (HTTP_HEADERS_TIMEOUT, HTTP_REQUEST_TIMEOUT,
 *   HTTP_KEEP_ALIVE_TIMEOUT), so that a few slow clients cannot hold every socket;
 * - a Host header no client can mean (`a b`) is answered with 400;
 * - a JSON body that is not valid UTF-8 is answered with 400 instead of being read with U+FFFD in
 *   place of the bad bytes;
 * - an error nothing else handled never shows the framework's message: the client gets the REST
 *   error shape in Dutch, the details go to the log (server/rest/http.ts).
 */
import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Env } from './env.ts';
import { type ErrorBody, INVALID_UTF8_CODE, requestErrorMessage, restErrorHandler } from './errors.ts';
import { isJsonContentType } from './rest/http.ts';
import { isValidHostHeader } from './request-target.ts';

/** The largest body any route accepts (routes may accept less). */
const APP_BODY_LIMIT = 64 * 1024;

/** Fastify's and Node's timeouts from the environment. */
export function connectionTimeouts(
  env: Pick<Env, 'HTTP_HEADERS_TIMEOUT' | 'HTTP_REQUEST_TIMEOUT' | 'HTTP_KEEP_ALIVE_TIMEOUT'>,
): { requestTimeout: number; keepAliveTimeout: number; connectionTimeout: number; http: ServerOptions } {
  return {
    // The whole request, body included, from its first byte.
    requestTimeout: env.HTTP_REQUEST_TIMEOUT,
    // A kept-alive connection waiting for its next request.
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT,
    // A socket that sends and receives nothing at all.
    connectionTimeout: env.HTTP_REQUEST_TIMEOUT,
    http: {
      headersTimeout: env.HTTP_HEADERS_TIMEOUT,
      // Node checks the two request timeouts this often (by default every 30 s, which would let a slow
      // client hold its socket half a minute past the limit).
      connectionsCheckingInterval: Math.min(1000, Math.ceil(env.HTTP_HEADERS_TIMEOUT / 2)),
    },
  };
}

/** A request error with its status and a message meant for the client. */
function requestError(statusCode: number, code: string, message: string): Error {
  return Object.assign(new Error(message), { statusCode, code });
}

export function registerRequestChecks(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    // Node itself refuses an HTTP/1.1 request without Host; HTTP/1.0 may leave it out.
    const host = request.headers.host;
    if (host !== undefined && !isValidHostHeader(host)) {
      reply.code(400).send({ message: 'Ongeldige Host-header.' } satisfies ErrorBody);
      return;
    }
    done();
  });

  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!isJsonContentType(request.headers['content-type'])) return payload;
    const limit = request.routeOptions.bodyLimit ?? APP_BODY_LIMIT;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) throw requestError(413, 'FST_ERR_CTP_BODY_TOO_LARGE', requestErrorMessage(413, limit));
      chunks.push(chunk);
    }
    const body = Buffer.concat(chunks);
    if (!isUtf8(body)) throw requestError(400, INVALID_UTF8_CODE, requestErrorMessage(400, limit, INVALID_UTF8_CODE));
    // The body read again by the JSON parser; its length as received, for Fastify's Content-Length check.
    return Object.assign(Readable.from([body]), { receivedEncodedLength: body.length });
  });

  app.setErrorHandler(restErrorHandler(APP_BODY_LIMIT));
}
