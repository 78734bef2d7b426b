import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, postgresUnderTest } from '../helpers/db.ts';
import { nodeBin, projectRoot, spawnServer } from '../helpers/process.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'process-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('exits 1 with one line naming PORT when PORT is invalid', () => {
    const result = spawnSync(nodeBin, ['server/main.ts'], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', PORT: 'abc' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    const lines = `${result.stdout}${result.stderr}`.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid environment variable PORT: /);
  });

  it('finishes a request in flight on SIGTERM, then exits 0', async () => {
    const server = await spawnServer('tests/helpers/server-with-slow-route.ts', {
      NODE_ENV: 'test',
      DATA_DIR: path.join(dataDir, 'sigterm'),
    });
    const inFlight = fetch(`${server.url}/slow?ms=1500`);
    await expect.poll(() => server.output()).toContain('slow request received');
    server.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain('shutting down');
  });

  it.each(['SIGINT', 'SIGTERM'] as const)('stops cleanly on %s when idle', async (signal) => {
    const server = await spawnServer('server/main.ts', { NODE_ENV: 'test', DATA_DIR: path.join(dataDir, signal) });
    server.child.kill(signal);
    expect(await server.exited).toBe(0);
  });

  it(`says which database it uses and reports it on /healthz (${postgresUnderTest ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const created = postgresUnderTest ? await createPostgresDatabase(postgresUnderTest) : undefined;
    const env: Record<string, string> = { NODE_ENV: 'test', DATA_DIR: path.join(dataDir, 'health') };
    if (created) env.DATABASE_URL = created.url;
    const server = await spawnServer('server/main.ts', env);
    try {
      const response = await fetch(`${server.url}/healthz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', database: created ? 'postgresql' : 'pglite' });
      expect(server.output()).toContain(created ? 'database: PostgreSQL' : 'database: embedded PGlite');
      if (created) {
        const client = new pg.Client({ connectionString: created.url });
        await client.connect();
        const { rows } = await client.query('select name from mikro_orm_migrations order by id');
        await client.end();
        expect(rows.map((r) => r.name)).toContain('Migration20261121000000_initial');
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await created?.drop();
    }
  });
});
