import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { freePort } from '../tests/helpers/process.ts';
import { databaseErrorCode, isDatabaseUnavailable } from './availability.ts';
import { initORM } from './orm.ts';
import { openTestDatabase } from '../tests/helpers/db.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['connection reset', withCode('ECONNRESET')],
    ['host unreachable', withCode('EHOSTUNREACH')],
    ['the server is shutting down and ends the session (57P01)', withCode('57P01')],
    ['the server is starting up (57P03)', withCode('57P03')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection failure (class 08)', withCode('08006')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
    ['an outage wrapped by tRPC', new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: withCode('57P01') })],
  ])('is true for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a missing table', withCode('42P01')],
    ['a query cancelled by a timeout', withCode('57014')],
    ['a bug', new TypeError('cannot read properties of undefined')],
    ['a tRPC error of its own', new TRPCError({ code: 'INTERNAL_SERVER_ERROR' })],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('is false for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops on an error that is its own cause', () => {
    const error = new Error('loop') as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('is true for what the ORM throws when nothing listens at the database address', async () => {
    const db = await initORM({ databaseUrl: `postgres://app@127.0.0.1:${await freePort()}/none` });
    try {
      const error = await db.orm.em.fork().execute('select 1').catch((e: unknown) => e);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(databaseErrorCode(error)).toBe('ECONNREFUSED');
    } finally {
      await db.orm.close(true);
    }
  });

  it('is false for what the ORM throws on a real constraint violation', async () => {
    const db = await openTestDatabase();
    try {
      const em = db.orm.em.fork();
      await em.execute(`insert into users (username, password_hash) values ('dubbel', 'x')`);
      const error = await em.execute(`insert into users (username, password_hash) values ('dubbel', 'x')`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(false);
    } finally {
      await db.close();
    }
  });
});

describe('databaseErrorCode', () => {
  it('names the code of the error or of what it wraps, or the message of a code-less driver error', () => {
    expect(databaseErrorCode(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: withCode('57P01') }).cause)).toBe('57P01');
    expect(databaseErrorCode(new Error('wrapper', { cause: withCode('ECONNRESET') }))).toBe('ECONNRESET');
    expect(databaseErrorCode(new Error('Connection terminated unexpectedly'))).toBe('Connection terminated');
    expect(databaseErrorCode(new Error('something else'))).toBe('unknown');
  });
});
