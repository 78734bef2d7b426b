import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../tests/helpers/app.ts';
import { openTestDatabase, type TestDatabase } from '../../tests/helpers/db.ts';
import { uniqueHousehold } from '../../tests/helpers/leads.ts';
import { startSmtpServer, type TestSmtpServer } from '../../tests/helpers/smtp.ts';
import { buildApp } from '../app.ts';
import { loggerOptions } from '../logger.ts';

/** Every log line the app writes at info level and above, while signups and mails go through. */
describe('logs of signups and mails', () => {
  const lines: string[] = [];
  let db: TestDatabase;
  let smtp: TestSmtpServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase();
    smtp = await startSmtpServer();
    const env = testEnv({ LOG_LEVEL: 'info', SMTP_URL: smtp.url, LEADS_NOTIFY_EMAIL: 'verkoop@example.be' });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({ env, db, vike: 'none', migrate: false, logger: { ...(loggerOptions(env) as object), stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await db.close();
  });

  it('never hold the personal data of a lead at info level', async () => {
    const household = uniqueHousehold({
      firstName: 'Griet',
      lastName: 'Vermeersch',
      phone: '0499 55 44 33',
      street: 'Kapelstraat',
      city: 'Poperinge',
      postalCode: '8970',
    });
    const post = (payload: object) => app.inject({ method: 'POST', url: '/api/leads', payload });
    expect((await post(household)).statusCode).toBe(201);
    expect((await post(household)).statusCode).toBe(201);
    expect((await post({ ...household, website: 'x' })).statusCode).toBe(201);
    expect((await post({ ...household, postalCode: '12' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/trpc/lead.submit', payload: household })).statusCode).toBe(200);
    expect(await app.deps.outbox.runOnce()).toMatchObject({ sent: 2 });

    const log = lines.join('');
    expect(log).toContain('lead stored');
    expect(log).toContain('mail sent');
    // The text of the log lines, without their numbers (a response time such as 14.3512049 holds '0499').
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, inner]) => [key, ...strings(inner)])
          : [];
    const text = lines.flatMap((line) => line.split('\n').filter(Boolean).flatMap((entry) => strings(JSON.parse(entry)))).join('\n');
    for (const value of [household.email, 'Griet', 'Vermeersch', '0499', 'Kapelstraat', 'Poperinge', '8970']) {
      expect(text).not.toContain(value);
    }
  });
});
