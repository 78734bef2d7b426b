/**
 * The server process as a process manager sees it: a wrong setting, the stop signals (through `npm start`,
 * as the README runs it, and through a terminal's Ctrl-C), a request in flight at SIGTERM, the database it
 * uses. Each server started here serves more than one check: a start costs seconds.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, postgresUnderTest } from '../helpers/db.ts';
import { nodeBin, projectRoot, type RunningServer, spawnServer } from '../helpers/process.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'process-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** True while something accepts connections at `url`'s port. */
function portOpen(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Milliseconds from now until the port closes (polled every 50 ms, for at most `limitMs`). */
async function msUntilClosed(server: RunningServer, limitMs = 15_000): Promise<number> {
  const started = Date.now();
  while ((await portOpen(server.url)) && Date.now() - started < limitMs) await new Promise((resolve) => setTimeout(resolve, 50));
  return Date.now() - started;
}

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

  it(`npm start: says which database it uses (${postgresUnderTest ? 'PostgreSQL' : 'PGlite'}); SIGTERM to npm's pid closes the port within 10 s, exit 0`, async () => {
    const created = postgresUnderTest ? await createPostgresDatabase(postgresUnderTest) : undefined;
    const env: Record<string, string> = { NODE_ENV: 'test', DATA_DIR: path.join(dataDir, 'npm-sigterm') };
    if (created) env.DATABASE_URL = created.url;
    const server = await spawnServer('npm start', env);
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
      // The signal a process manager sends to the process it started: npm's, not node's.
      server.child.kill('SIGTERM');
      expect(await msUntilClosed(server)).toBeLessThan(10_000);
      expect(await server.exited, server.output()).toBe(0);
      expect(server.output()).toContain('"msg":"stopped"');
    } finally {
      server.child.kill('SIGKILL');
      await created?.drop();
    }
  });

  it('npm start: Ctrl-C (SIGINT to the whole process group: npm passes it on too) stops it once, cleanly', async () => {
    const server = await spawnServer('npm start', { NODE_ENV: 'test', DATA_DIR: path.join(dataDir, 'npm-sigint') });
    process.kill(-(server.child.pid as number), 'SIGINT');
    expect(await server.exited, server.output()).toBe(0);
    expect(await portOpen(server.url)).toBe(false);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(server.output()).not.toContain('second stop signal');
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
});
