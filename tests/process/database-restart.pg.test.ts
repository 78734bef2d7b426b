/**
 * The app when its PostgreSQL server goes away under load and comes back: a short, bounded version of
 * the database scenario of `npm run soak`. The connection to the test server runs through a TCP proxy
 * that the test cuts (every connection dropped mid-transaction, new ones refused, as a stopped server
 * does) and restores, because the server itself is shared with the other test files.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, initORM, migrate } from '../../database/orm.ts';
import { buildApp } from '../../server/app.ts';
import { DATABASE_UNAVAILABLE_CODE } from '../../src/service-unavailable.ts';
import { testEnv } from '../helpers/app.ts';
import { createPostgresDatabase, postgresUnderTest } from '../helpers/db.ts';
import { uniqueHousehold } from '../helpers/leads.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';

type Payload = ReturnType<typeof uniqueHousehold>;

describe('the app when its PostgreSQL server goes away and comes back', () => {
  let database: { url: string; drop(): Promise<void> };
  let direct: Database;
  let proxy: TcpProxy;
  let db: Database;
  let smtp: TestSmtpServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createPostgresDatabase(postgresUnderTest as string);
    direct = await initORM({ databaseUrl: database.url, poolSize: 2 });
    await migrate(direct.orm);
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    const throughProxy = new URL(database.url);
    throughProxy.port = String(proxy.port);
    db = await initORM({ databaseUrl: throughProxy.toString(), poolSize: 5, connectTimeoutMs: 1000 });
    smtp = await startSmtpServer();
    app = await buildApp({ env: testEnv({ SMTP_URL: smtp.url, LEADS_RATE_LIMIT: 'off' }), db, vike: 'none', migrate: false });
    await app.ready();
    app.deps.jobs.start();
  });
  afterAll(async () => {
    await app.close();
    await db.orm.close(true);
    await proxy.close();
    await smtp.close();
    await direct.orm.close(true);
    await database.drop();
  });

  const submit = (payload: Payload) => app.inject({ method: 'POST', url: '/api/leads', payload });

  it('answers 503 while it is away, stores every retried signup once with its mail, and recovers by itself', async () => {
    const acknowledged = new Map<string, number>();
    const refused: Payload[] = [];
    const record = (payload: Payload, res: Awaited<ReturnType<typeof submit>>) => {
      if (res.statusCode === 201) acknowledged.set(payload.email, res.json().id);
      else refused.push(payload);
      return res.statusCode;
    };

    for (let i = 0; i < 5; i++) {
      const payload = uniqueHousehold();
      expect(record(payload, await submit(payload))).toBe(201);
    }

    // Thirty at once; the connection is cut as soon as the first is answered, with the rest in flight.
    const burst = Array.from({ length: 30 }, () => uniqueHousehold());
    const answers = burst.map((payload) => submit(payload));
    await Promise.race(answers);
    await proxy.cut();
    const statuses = (await Promise.all(answers)).map((res, i) => record(burst[i] as Payload, res));
    expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);

    for (let i = 0; i < 5; i++) {
      const payload = uniqueHousehold();
      const res = await submit(payload);
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe(DATABASE_UNAVAILABLE_CODE);
      record(payload, res);
    }
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'unavailable',
      database: 'postgresql',
    });

    await proxy.restore();
    // The same app, without a restart: the pool opens new connections.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    for (const payload of refused) {
      expect(record(payload, await submit(payload)), payload.email).toBe(201);
    }
    expect(acknowledged.size).toBe(40);

    // Exactly one lead per signup, the one acknowledged, each with its confirmation mail.
    const rows = await direct.orm.em
      .fork()
      .execute<Array<{ email: string; id: number; mails: number }>>(
        `select l.email, l.id, (select count(*)::int from mail_outbox m where m.lead_id = l.id) as mails from leads l`,
      );
    expect(rows).toHaveLength(40);
    expect(Object.fromEntries(rows.map((row) => [row.email, row.id]))).toEqual(Object.fromEntries(acknowledged));
    expect(rows.filter((row) => row.mails !== 1)).toEqual([]);

    // The mail worker went on after the outage: every confirmation goes out, once.
    const deadline = Date.now() + 20_000;
    while (smtp.received.length < 40 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received.map((mail) => mail.envelopeTo[0]).sort()).toEqual([...acknowledged.keys()].sort());
  });
});
