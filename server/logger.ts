import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Env } from './env.ts';
import { pathOf } from './request-target.ts';

/**
 * A path as the logs write it: a segment that has the shape of a secret token (43 base64url characters:
 * a household's personal link, a staff session) is written `[token]`, should a client ever put one in
 * a path (the links carry theirs in the fragment, decision 029; no route takes one in its path).
 */
function loggedPath(url: string): string {
  return pathOf(url).replace(/(?<=\/)[A-Za-z0-9_-]{43}(?=\/|$)/g, '[token]');
}

/**
 * The app's logger. No IP addresses, bodies, headers or tokens are logged; the redact list is a second
 * line of defence for objects that a handler logs on purpose.
 */
export function loggerOptions(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.authorization',
        '*.email',
        '*.phone',
      ],
      censor: '[redacted]',
    },
    // For Fastify's own lines that carry the request or the reply (errors): no address, no query string.
    serializers: {
      req(request: { method: string; url: string }) {
        return { method: request.method, path: loggedPath(request.url) };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}

/**
 * Fastify's request log lines: one per answered request instead of two (incoming, completed), with
 * method, path (never the query string: admin searches and tRPC inputs live there), status and time.
 * That line is built here from those five fields only, so it skips the redaction every other line goes
 * through (together the two changes took a page hit from about 10 % of the CPU in pino to about 5 %,
 * docs/performance.md). Errors are logged as Fastify logs them.
 */
export class RequestLog extends LogController {
  private lines?: FastifyBaseLogger;

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    this.lines ??= request.server.log.child({}, { redact: [] });
    this.lines.info(
      {
        reqId: request.id,
        method: request.method,
        path: loggedPath(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  }
}
