/**
 * The production topology of `npm run stack`, for real: nginx (configured from the build) in front of two
 * app instances on one PostgreSQL database, rate-limit counters in Redis. Needs a production build
 * (built here when missing or stale), nginx and redis-server (Debian packages; .ci/run installs them).
 *
 * Every client has a loopback address of its own (127.0.x.y): nginx passes it on in X-Forwarded-For and
 * the instances, trusting nginx only, count rate limits per client as they would in production.
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureBuild } from '../../scripts/build-if-needed.ts';
import { type Stack, startStack } from '../../scripts/stack.ts';
import { ADMIN, ADMIN_ENV } from '../helpers/admin.ts';
import { createPostgresDatabase, postgresUnderTest } from '../helpers/db.ts';
import { uniqueHousehold } from '../helpers/leads.ts';
import { freePort } from '../helpers/process.ts';

/** Signups per address in the topology (LEADS_RATE_LIMIT). */
const LIMIT = 5;
const FELL_BACK = 'Redis unavailable';
const CAME_BACK = 'Redis is back';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request on a new connection from the loopback address `from`. */
function request(url: string, options: { method?: string; from?: string; headers?: http.OutgoingHttpHeaders; json?: unknown } = {}): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? (body ? 'POST' : 'GET'),
        agent: false,
        localAddress: options.from,
        timeout: 10_000,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

const json = <T>(answer: Answer) => JSON.parse(answer.body.toString('utf8')) as T;
const count = (text: string, word: string) => text.split(word).length - 1;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds from now until `url` answers 200 (looked at every 100 ms, for at most a minute). */
async function secondsUntilAnswering(url: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    const answer = await fetch(url, { signal: AbortSignal.timeout(1000) }).catch(() => undefined);
    if (answer?.ok) return (Date.now() - started) / 1000;
    await sleep(100);
  }
  return Infinity;
}

describe('the production topology: nginx, two app instances, PostgreSQL, Redis', () => {
  let database: { url: string; drop(): Promise<void> };
  let stack: Stack;
  /** What the stack's supervisor said. */
  const supervisor: string[] = [];

  async function stored(emails: string[]): Promise<Map<string, number>> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ email: string; n: number }>(
        'select email, count(*)::int as n from leads where email = any($1) group by email',
        [emails],
      );
      return new Map(rows.map((row) => [row.email, row.n]));
    } finally {
      await client.end();
    }
  }

  /** Sends `signups` one after the other from `from`; the statuses. */
  async function signUp(from: string, signups: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < signups; i++) {
      statuses.push((await request(`${stack.url}/api/leads`, { from, json: uniqueHousehold() })).status);
    }
    return statuses;
  }

  beforeAll(async () => {
    await ensureBuild(process.env);
    database = await createPostgresDatabase(postgresUnderTest as string);
    const port = Number(process.env.TOPOLOGY_PORT) || (await freePort());
    stack = await startStack({
      port,
      instances: 2,
      appPorts: [await freePort(), await freePort()],
      redisPort: Number(process.env.TOPOLOGY_REDIS_PORT) || (await freePort()),
      databaseUrl: database.url,
      postgresPort: 0,
      nginxWorkers: 1,
      log: (line) => supervisor.push(line),
      appEnv: {
        LEADS_RATE_LIMIT: `${LIMIT}/10m`,
        WRITE_RATE_LIMIT: '1000/1m',
        READ_RATE_LIMIT: '10000/1m',
        LOG_LEVEL: 'info',
        ...ADMIN_ENV,
      },
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await database?.drop();
  });

  it('serves pre-rendered pages and assets from the build with the app\'s headers, and the app\'s 404 page', async () => {
    const accept = { 'accept-encoding': 'gzip' };
    const [viaNginx, fromApp] = await Promise.all([
      request(`${stack.url}/gent`, { headers: accept }),
      request(`${stack.apps[0]?.url}/gent`, { headers: accept }),
    ]);
    expect(viaNginx.status).toBe(200);
    expect(viaNginx.headers.server).toBe('nginx');
    expect(viaNginx.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(viaNginx.body).equals(gunzipSync(fromApp.body))).toBe(true);
    // A pre-rendered page needs no nonce: its inline scripts are allowed by hash, from either server.
    expect(fromApp.headers['content-security-policy']).not.toContain('nonce');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'x-content-type-options', 'cache-control', 'content-type']) {
      expect(viaNginx.headers[name], name).toBe(fromApp.headers[name]);
    }

    const asset = /\/assets\/[^"]+\.js/.exec(viaNginx.body.length > 0 ? gunzipSync(viaNginx.body).toString() : '')?.[0] ?? '';
    const js = await request(`${stack.url}${asset}`, { headers: accept });
    expect(js.status).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-security-policy']).toBe(viaNginx.headers['content-security-policy']);

    for (const missing of ['/assets/nope.js', '/geen-pagina']) {
      const answer = await request(`${stack.url}${missing}`);
      expect(answer.status, missing).toBe(404);
      expect(answer.body.toString(), missing).toContain('Pagina niet gevonden');
    }
  });

  it('stores signups sent through nginx exactly once, spread over both instances', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `127.0.3.${i + 1}`);
    const sent = addresses.flatMap((from) => Array.from({ length: LIMIT }, () => ({ from, lead: uniqueHousehold() })));
    const answers = await Promise.all(sent.map(({ from, lead }) => request(`${stack.url}/api/leads`, { from, json: lead })));
    expect(answers.map((answer) => answer.status)).toEqual(sent.map(() => 201));
    const emails = sent.map(({ lead }) => lead.email);
    const rows = await stored(emails);
    expect(emails.filter((email) => rows.get(email) !== 1)).toEqual([]);
    for (const app of stack.apps) expect(count(app.output(), '"path":"/api/leads"'), app.name).toBeGreaterThan(0);
  });

  it('holds the signup limit across instances: one address, never more than the limit', async () => {
    const statuses = await signUp('127.0.2.1', LIMIT * 3);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    expect(statuses.slice(LIMIT)).toEqual(Array.from({ length: LIMIT * 2 }, () => 429));
  });

  it('lets staff sign in on one instance and work on another', async () => {
    const [one, other] = stack.apps as [Stack['apps'][0], Stack['apps'][0]];
    const lead = uniqueHousehold();
    expect((await request(`${stack.url}/api/leads`, { from: '127.0.5.1', json: lead })).status).toBe(201);

    const login = await request(`${one.url}/api/admin/login`, { json: ADMIN });
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${json<{ token: string }>(login).token}` };
    const found = await request(`${other.url}/api/admin/leads?search=${encodeURIComponent(lead.email)}`, { headers: auth });
    expect(found.status).toBe(200);
    const [row] = json<Array<{ id: number; email: string }>>(found);
    expect(row?.email).toBe(lead.email);

    const patched = await request(`${other.url}/api/admin/leads/${row?.id}/status`, { method: 'PATCH', headers: auth, json: { status: 'contacted' } });
    expect(patched.status).toBe(200);
    const detail = await request(`${one.url}/api/admin/leads/${row?.id}`, { headers: auth });
    expect(json<{ status: string }>(detail).status).toBe('contacted');
  });

  it('keeps answering with Redis stopped (limits in memory, logged once) and goes back to Redis when it returns', async () => {
    // What each instance logs from here on (the log must say it once per outage).
    const before = stack.apps.map((app) => app.output().length);
    // Redis was up so far: no instance has left it.
    for (const app of stack.apps) expect(count(app.output(), FELL_BACK), app.name).toBe(0);
    const since = (index: number) => stack.apps[index]?.output().slice(before[index]) ?? '';
    await stack.redis.stop();
    // Two instances counting apart: an address gets the limit at each, never more.
    const during = await signUp('127.0.4.1', LIMIT * 2 + 4);
    expect(during.filter((status) => status !== 201 && status !== 429)).toEqual([]);
    const accepted = during.filter((status) => status === 201).length;
    expect(accepted).toBeGreaterThanOrEqual(LIMIT);
    expect(accepted).toBeLessThanOrEqual(LIMIT * 2);
    expect((await request(`${stack.url}/privacy`)).status).toBe(200);
    stack.apps.forEach((app, index) => expect(count(since(index), FELL_BACK), app.name).toBe(1));

    await stack.startRedis();
    const until = Date.now() + 20_000;
    while (stack.apps.some((_, index) => count(since(index), CAME_BACK) === 0) && Date.now() < until) {
      await request(`${stack.url}/api/leads`, { from: '127.0.4.2', json: uniqueHousehold() });
      await sleep(200);
    }
    stack.apps.forEach((app, index) => {
      expect(count(since(index), FELL_BACK), app.name).toBe(1);
      expect(count(since(index), CAME_BACK), app.name).toBe(1);
    });
    const redis = new Redis(stack.redisUrl);
    try {
      expect(await redis.dbsize()).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
    // Shared again: one limit across both instances.
    const after = await signUp('127.0.4.3', LIMIT + 3);
    expect(after.filter((status) => status === 201)).toHaveLength(LIMIT);
  });

  it('loses nothing acknowledged when an instance is killed during a load run, and the supervisor has it answering again within 15 s', async () => {
    const clients = 30;
    const perClient = LIMIT - 1; // one signup to spare for a retry of a request that was counted, then lost
    const acknowledged: string[] = [];
    const submitted: string[] = [];
    let killed = false;
    let backWithin: Promise<number> | undefined;
    const client = async (index: number) => {
      const from = `127.0.1.${index + 1}`;
      for (let i = 0; i < perClient; i++) {
        const lead = uniqueHousehold();
        submitted.push(lead.email);
        // Retry what a client would: bad gateway, unavailable, and connection errors (identical
        // signups are answered with the first one, so a retry never doubles one).
        for (let attempt = 0; attempt < 20; attempt++) {
          const answer = await request(`${stack.url}/api/leads`, { from, json: lead }).catch(() => undefined);
          if (answer && answer.status < 300) {
            acknowledged.push(lead.email);
            break;
          }
          if (answer && ![502, 503, 504].includes(answer.status)) break;
          await sleep(100);
        }
        if (!killed && acknowledged.length >= 20) {
          killed = true;
          stack.apps[1]?.child.kill('SIGKILL');
          backWithin = secondsUntilAnswering(`${stack.apps[1]?.url}/healthz`);
        }
      }
    };
    await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
    expect(killed).toBe(true);
    const rows = await stored(submitted);
    expect(acknowledged.filter((email) => rows.get(email) !== 1)).toEqual([]);
    expect([...rows.values()].filter((n) => n !== 1)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(submitted.length * 0.9);
    expect(await backWithin).toBeLessThan(15);
    await vi.waitFor(() => expect(supervisor).toHaveLength(2), { timeout: 5_000 });
    expect(stack.apps[1]?.restarts).toBe(1);
    expect(supervisor).toEqual(['app-2 was killed (SIGKILL); starting it again in 1 s', expect.stringMatching(/^app-2 answers again \(restart 1, up in \d+\.\d s\)$/)]);
    // Signups through nginx go through again.
    expect(await signUp('127.0.5.1', LIMIT)).toEqual(Array(LIMIT).fill(201));
  });
});
