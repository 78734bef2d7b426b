import type { FastifyServerOptions } from 'fastify';
import type { Env } from './env.ts';

/**
 * Request logs carry method, path (never the query string: admin searches and tRPC inputs live there),
 * status and timing. No IP addresses, bodies, headers or tokens are logged; the redact list is a second
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
    serializers: {
      req(request: { method: string; url: string; id?: string }) {
        return { method: request.method, path: request.url.split('?')[0] };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}
