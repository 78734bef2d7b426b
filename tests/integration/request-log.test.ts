/**
 * The request log as an operator reads it: one line per answered request, with what a request log
 * needs and nothing a visitor typed or is (no query string, no address, no headers).
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loggerOptions } from '../../server/logger.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/db.ts';
import { testEnv } from '../helpers/app.ts';

describe('request log', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    db = await openTestDatabase();
    const env = testEnv({ LOG_LEVEL: 'info' });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({ env, db, vike: 'none', migrate: false, logger: { ...(loggerOptions(env) as object), stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const requestLines = () => lines.filter((line) => line.msg === 'request');

  it('writes one line per request: method, path without the query string, status and time', async () => {
    lines.length = 0;
    await app.inject({
      method: 'GET',
      url: '/api/admin/leads?q=jan.peeters%40example.be',
      remoteAddress: '203.0.113.77',
      headers: { cookie: 'session=secret', 'user-agent': 'Test' },
    });
    const logged = requestLines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ method: 'GET', path: '/api/admin/leads', statusCode: 401, level: 30 });
    expect(typeof logged[0]?.ms).toBe('number');
    expect(typeof logged[0]?.reqId).toBe('string');
    const everything = JSON.stringify(lines);
    for (const secret of ['jan.peeters', '203.0.113.77', 'secret', 'Test']) expect(everything).not.toContain(secret);
    // Fastify's own pair of lines per request is switched off.
    expect(lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(false);
  });

  it('still redacts what a handler logs on purpose', () => {
    lines.length = 0;
    app.log.info({ lead: { email: 'an@example.be', phone: '0470 12 34 56' } }, 'on purpose');
    expect(JSON.stringify(lines)).not.toMatch(/an@example\.be|0470/);
    expect(lines[0]).toMatchObject({ lead: { email: '[redacted]', phone: '[redacted]' } });
  });
});
