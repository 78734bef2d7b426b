/**
 * Requests refused before a handler runs: a body too large or of the wrong type, a method a path does
 * not take, malformed JSON, what Node's HTTP parser cannot read. The checks throw `requestRefusal`
 * (or Fastify its own errors with a status); the error handlers of rest.ts and trpc.ts answer them with
 * the Dutch message of messages.ts, and `rawRefusal` writes the answer on a socket Fastify never saw.
 */
import { STATUS_CODES } from 'node:http';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { APP_BODY_LIMIT } from '../../src/http-limits.ts';
import { requestErrorMessage, UNREADABLE_CODE } from './messages.ts';

/** A request refused before any handler ran, with its status; its message is meant for the client. */
export function requestRefusal(statusCode: number, bodyLimitBytes: number, code = ''): Error {
  return Object.assign(new Error(requestErrorMessage(statusCode, bodyLimitBytes, code)), { statusCode, code });
}

/** tRPC's codes of the statuses a request is refused with before any procedure runs. */
export const REFUSAL_CODES: Partial<Record<number, TRPC_ERROR_CODE_KEY>> = {
  400: 'BAD_REQUEST', 404: 'NOT_FOUND', 405: 'METHOD_NOT_SUPPORTED', 408: 'TIMEOUT', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** The status of an error raised while reading a request (Fastify's, or `requestRefusal`'s), if any. */
export function clientStatus(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** The message of a refused request, from its status and its code. */
export function refusalMessage(error: unknown, status: number, bodyLimitBytes: number): string {
  return requestErrorMessage(status, bodyLimitBytes, (error as { code?: string }).code);
}

/** An answer written on a socket Fastify never saw: status, security headers, Dutch message; then close. */
export function rawRefusal(status: number, headers: ReadonlyArray<readonly [string, string]>): string {
  const body = JSON.stringify({ message: requestErrorMessage(status, APP_BODY_LIMIT, UNREADABLE_CODE) });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    '',
    body,
  ].join('\r\n');
}
