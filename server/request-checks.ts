/**
 * Checks every request goes through before a route sees it, and how long a connection may take:
 *
 * - once the server shuts down, new requests get 503;
 * - slow and idle connections are closed (HTTP_HEADERS_TIMEOUT, HTTP_REQUEST_TIMEOUT,
 *   HTTP_KEEP_ALIVE_TIMEOUT), so that a few slow clients cannot hold every socket;
 * - a Host header no client can mean (`a b`) is answered with 400;
 * - every body is bounded before it is read, whatever its type: over the route's limit (at most
 *   APP_BODY_LIMIT) by its declared length, 413 at once; by what arrives, 413 as soon as the limit is
 *   passed. A type no route takes gets 415 unread. An answer sent before its request's body was read to
 *   the end closes the connection soon after (`LINGER_MS`), so that the rest is never read either;
 * - a JSON body that is not valid UTF-8 is answered with 400 instead of being read with U+FFFD in
 *   place of the bad bytes;
 * - a body the client cut off (it closed or reset the connection midway) is a client abort: 400 and
 *   an info line, never the 503 and warning of a database outage, whose errors share its code;
 * - an error nothing else handled never shows the framework's message: the client gets the REST
 *   error shape in Dutch, the details go to the log (server/errors/rest.ts).
 */
import { isUtf8 } from 'node:buffer';
import { type Duplex, Readable, Transform } from 'node:stream';
import type { IncomingMessage, ServerOptions, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APP_BODY_LIMIT } from '../src/http-limits.ts';
import type { Env } from './env.ts';
import { CLIENT_ABORTED_CODE, INVALID_UTF8_CODE } from './errors/messages.ts';
import { rawRefusal, requestRefusal } from './errors/refusals.ts';
import { type ErrorBody, restErrorHandler } from './errors/rest.ts';
import { isJsonContentType } from './rest/http.ts';
import { isValidHostHeader } from './request-target.ts';
import { DomainError } from './services/domain-error.ts';
import type { SecurityHeaders } from './security.ts';

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

/**
 * The error of a request whose body stream failed: the client closed or reset its connection before the
 * body was complete (Node's `aborted`, code ECONNRESET). Nothing of ours failed, and it is no database
 * outage (whose errors carry the same code): a 400 of its own, logged as the client's doing.
 */
function clientAborted(request: FastifyRequest, limit: number): Error {
  request.log.info({ method: request.method }, 'client aborted the request before its body was complete');
  return requestRefusal(400, limit, CLIENT_ABORTED_CODE);
}

/** The body passed through, failing with 413 as soon as more than `limit` bytes came. */
function bounded(request: FastifyRequest, payload: NodeJS.ReadableStream, limit: number): Transform {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      size += chunk.length;
      next(size > limit ? requestRefusal(413, limit) : null, chunk);
    },
  });
  payload.on('error', () => counter.destroy(clientAborted(request, limit)));
  // Its reader (a parser) hears of the error; with none (a 404, a 415) it must not end the process.
  counter.on('error', () => undefined);
  return payload.pipe(counter);
}

/** Whether the request comes with a body (of any length, or chunked). */
function hasBody(request: FastifyRequest): boolean {
  const { headers } = request;
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length']) > 0;
}

/**
 * A JSON body read whole (it is at most `limit` bytes), refused when it is not valid UTF-8. Past the
 * limit the body is left unread (paused, not destroyed: destroying it would close the connection
 * before the 413 is written).
 */
function utf8Json(request: FastifyRequest, payload: NodeJS.ReadableStream, limit: number): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      payload.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      stop();
      payload.pause();
      reject(requestRefusal(413, limit));
    };
    const onEnd = () => {
      stop();
      const body = Buffer.concat(chunks);
      if (!isUtf8(body)) return reject(requestRefusal(400, limit, INVALID_UTF8_CODE));
      // The body read again by the JSON parser; its length as received, for Fastify's Content-Length check.
      resolve(Object.assign(Readable.from([body]), { receivedEncodedLength: body.length }));
    };
    const onError = () => {
      stop();
      reject(clientAborted(request, limit));
    };
    payload.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/**
 * How long a connection stays open after its request was answered while the client still sends a body
 * nobody will read (413, 415, 429...): time for the client to read the answer before the connection
 * closes (closing at once would reset it, and a client busy sending may lose the answer), never long
 * enough to read a large body (HTTP's "lingering close").
 */
const LINGER_MS = 2000;

function closeAfterLinger(request: IncomingMessage, response: ServerResponse): void {
  const { socket } = request;
  // An answer that closes the connection (the client asked for it) ends in Node's `destroySoon`, which
  // closes the socket as soon as the answer is written: half-close it instead, and close it for good
  // LINGER_MS later.
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS);
  };
  // A kept-alive connection: Node reads the rest of the body to reach the next request; not for long.
  response.once('finish', () => {
    if (request.complete) return;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    request.once('end', () => clearTimeout(timer));
    socket.once('close', () => clearTimeout(timer));
  });
}

/**
 * Fastify's `clientErrorHandler`: the answer to a request Node's HTTP parser refused (a bad chunk size
 * or method, too many headers, a client too slow with its headers), written on the socket.
 */
export function answerClientError(headers: SecurityHeaders) {
  return (error: { code?: string }, socket: Duplex) => {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    if (socket.writable) socket.write(rawRefusal(status, headers.block()));
    socket.destroy();
  };
}

export function registerRequestChecks(app: FastifyInstance, headers: SecurityHeaders): void {
  // Once the server shuts down, a new request gets 503 with Retry-After (a load balancer sends it to
  // another instance; a visitor's form says to try again), in Dutch with the security headers, where
  // Fastify's own 503 had neither; requests in flight finish.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (closing) return done(new DomainError('shuttingDown'));
    // Node itself refuses an HTTP/1.1 request without Host; HTTP/1.0 may leave it out.
    const host = request.headers.host;
    if (host !== undefined && !isValidHostHeader(host)) {
      reply.code(400).send({ message: 'Ongeldige Host-header.' } satisfies ErrorBody);
      return;
    }
    done();
  });

  // No route reads plain text: such a body gets 415 (Fastify would otherwise read it as a string).
  app.removeContentTypeParser('text/plain');

  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (!hasBody(request)) return done(null, payload);
    const limit = Math.min(request.routeOptions.bodyLimit ?? APP_BODY_LIMIT, APP_BODY_LIMIT);
    if (Number(request.headers['content-length']) > limit) return done(requestRefusal(413, limit));
    if (!isJsonContentType(request.headers['content-type'])) return done(null, bounded(request, payload, limit));
    utf8Json(request, payload, limit).then((body) => done(null, body), done);
  });

  // While shutting down, answers close their connection, so that keep-alive clients do not hold the
  // process open after the last response. An answer sent before its request's body was read to the end
  // (413, 415, 429...) lingers, then closes the connection: Node would otherwise read the rest to keep
  // the connection, however large it is.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    // (`complete` is Node's; a request made by `app.inject()` has no socket to close.)
    else if (request.raw.complete === false) closeAfterLinger(request.raw, reply.raw);
    done(null, payload);
  });

  // CONNECT is no method of this site; Node would close such a connection without an answer.
  app.server.on('connect', (_request, socket) => socket.end(rawRefusal(405, headers.block())));

  app.setErrorHandler(restErrorHandler(APP_BODY_LIMIT));
}
