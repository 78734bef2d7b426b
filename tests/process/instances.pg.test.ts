/**
 * Two app processes on one PostgreSQL database, as behind a load balancer: started together on an
 * empty database, they share leads, staff sessions, the login rate limit and the mail outbox.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsList } from '../../database/migrations/index.ts';
import { LOGIN_RULES } from '../../server/services/login-rules.ts';
import { ADMIN, ADMIN_ENV } from '../helpers/admin.ts';
import { createPostgresDatabase, postgresUnderTest } from '../helpers/db.ts';
import { uniqueHousehold } from '../helpers/leads.ts';
import { RATE_LIMITS_OFF, type RunningServer, spawnServer } from '../helpers/process.ts';

const NOTIFY = 'verkoop@example.be';
let address = 0;
/** Each test signs in from its own addresses (the app trusts X-Forwarded-For, as behind a proxy). */
const nextAddress = () => ({ 'x-forwarded-for': `203.0.113.${++address}` });

describe('two app processes on one PostgreSQL database', () => {
  let database: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let a: RunningServer;
  let b: RunningServer;

  async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    database = await createPostgresDatabase(postgresUnderTest as string);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'instances-'));
    const env = (name: string) => ({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATA_DIR: path.join(dataDir, name),
      TRUST_PROXY: 'true',
      ...RATE_LIMITS_OFF,
      LEADS_NOTIFY_EMAIL: NOTIFY,
      ...ADMIN_ENV,
    });
    // At the same moment, on an empty database: both migrate and both create the first admin.
    [a, b] = await Promise.all([spawnServer('server/main.ts', env('a')), spawnServer('server/main.ts', env('b'))]);
  });
  afterAll(async () => {
    for (const server of [a, b]) server?.child.kill('SIGTERM');
    const codes = await Promise.all([a?.exited, b?.exited]);
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
    expect(codes).toEqual([0, 0]);
  });

  function login(server: RunningServer, body: object, headers: Record<string, string> = nextAddress()) {
    return fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  }
  async function token(server: RunningServer): Promise<string> {
    const res = await login(server, ADMIN);
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  }
  const get = (server: RunningServer, url: string, bearer: string) =>
    fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${bearer}` } });

  it('started together on an empty database: migrated once, one admin account, both healthy', async () => {
    expect(a.output() + b.output()).not.toMatch(/Could not start/);
    const applied = await query<{ name: string }>('select name from mikro_orm_migrations order by id');
    expect(applied.map((row) => row.name)).toEqual(migrationsList.map((m) => m.name));
    expect(await query('select username from users')).toEqual([{ username: ADMIN.username }]);
    for (const server of [a, b]) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('shows a lead sent to one to an admin signed in on the other', async () => {
    const household = uniqueHousehold();
    const sent = await fetch(`${a.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(household),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: number };

    const staff = await token(b);
    const list = await get(b, `/api/admin/leads?search=${encodeURIComponent(household.email)}`, staff);
    expect(list.status).toBe(200);
    expect(((await list.json()) as Array<{ id: number; email: string }>).map((lead) => [lead.id, lead.email])).toEqual([
      [id, household.email],
    ]);
    expect(((await (await get(b, `/api/admin/leads/${id}`, staff)).json()) as { city: string }).city).toBe(household.city);
  });

  it('accepts a session opened on one at the other, and a sign-out on one ends it on both', async () => {
    const session = await token(a);
    expect(await (await get(b, '/api/admin/me', session)).json()).toEqual({ username: ADMIN.username });
    const out = await fetch(`${b.url}/api/admin/logout`, { method: 'POST', headers: { authorization: `Bearer ${session}` } });
    expect(out.status).toBe(204);
    expect((await get(a, '/api/admin/me', session)).status).toBe(401);
    expect((await get(b, '/api/admin/me', session)).status).toBe(401);
  });

  it('holds the login rate limit across both: failures on either count together', async () => {
    const from = nextAddress();
    for (let i = 0; i < LOGIN_RULES.maxFailures; i++) {
      const res = await login(i % 2 === 0 ? a : b, { username: `gok${i}`, password: 'fout-wachtwoord' }, from);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    for (const server of [a, b]) {
      const refused = await login(server, ADMIN, from);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another address is not affected.
    expect((await login(b, ADMIN)).status).toBe(200);
  });

  it('sends each mail once, though the mail workers of both run', async () => {
    const leads = 10;
    for (let i = 0; i < leads; i++) {
      const res = await fetch(`${(i % 2 === 0 ? a : b).url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(uniqueHousehold()),
      });
      expect(res.status).toBe(201);
    }
    const pending = async () => (await query<{ n: number }>(`select count(*)::int as n from mail_outbox where status <> 'sent'`))[0]?.n;
    const deadline = Date.now() + 20_000;
    while ((await pending()) !== 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await pending()).toBe(0);

    const files = ['a', 'b'].flatMap((name) => {
      const dir = path.join(dataDir, name, 'outbox');
      return existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.eml')) : [];
    });
    const [{ n: mails } = { n: -1 }] = await query<{ n: number }>('select count(*)::int as n from mail_outbox');
    // The confirmation and the staff notification of every lead in this database, each written once.
    expect(files).toHaveLength(mails);
    expect(new Set(files).size).toBe(mails);
  });
});
