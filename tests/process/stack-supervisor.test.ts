/**
 * The supervisor of `npm run stack`'s app instances (scripts/stack-supervisor.ts, issue 45) on a small
 * HTTP server standing in for an instance (the real ones: tests/process/topology.pg.test.ts): killed with
 * SIGKILL, it is started again after the back-off; frozen (SIGSTOP, so that it neither answers nor exits),
 * it is killed and started again once its health check went unanswered; the log says why each time; a
 * stop is a stop. Times are shortened (a health check every 200 ms, given 1.5 s to answer).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { start } from '../../scripts/stack-processes.ts';
import { type Supervised, supervise } from '../../scripts/stack-supervisor.ts';
import { freePort, nodeBin } from '../helpers/process.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'stack-supervisor-test-'));
const lines: string[] = [];
let port: number;
let supervised: Supervised;
let starts = 0;

const SERVER = `require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')`;

beforeAll(async () => {
  port = await freePort();
  supervised = await supervise({
    name: 'app-1',
    healthUrl: `http://127.0.0.1:${port}/healthz`,
    spawn: () => start('app-1', nodeBin, ['-e', SERVER], { PATH: process.env.PATH ?? '', PORT: String(port) }, path.join(dir, `app-${++starts}.log`)),
    log: (line) => lines.push(line),
    settings: { healthEveryMs: 200, healthTimeoutMs: 1500, firstBackoffMs: 300, stopGraceMs: 1000 },
  });
});
afterAll(async () => {
  await supervised.stop();
  rmSync(dir, { recursive: true, force: true });
});

const answers = async () => (await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined))?.status;

describe('the supervisor of the stack', () => {
  it('starts an instance killed with SIGKILL again, after the back-off, and says why', async () => {
    const first = supervised.current.child.pid;
    supervised.current.child.kill('SIGKILL');
    // The supervisor says it once its own look found the new instance answering.
    await vi.waitFor(() => expect(lines).toHaveLength(2), { timeout: 15_000, interval: 100 });
    expect(await answers()).toBe(200);
    expect(supervised.current.child.pid).not.toBe(first);
    expect(supervised.restarts).toBe(1);
    expect(lines).toEqual(['app-1 was killed (SIGKILL); starting it again in 0.3 s', expect.stringMatching(/^app-1 answers again \(restart 1, up in \d+\.\d s\)$/)]);
  });

  it('kills and starts again an instance that stops answering its health check (a doubled back-off while it keeps failing)', async () => {
    lines.length = 0;
    const frozen = supervised.current.child;
    frozen.kill('SIGSTOP');
    await vi.waitFor(() => expect(lines).toHaveLength(2), { timeout: 30_000, interval: 100 });
    expect(supervised.restarts).toBe(2);
    expect(await answers()).toBe(200);
    expect(frozen.signalCode).toBe('SIGKILL');
    expect(lines[0]).toBe(`app-1 did not answer http://127.0.0.1:${port}/healthz 3 times in a row; starting it again in 0.6 s`);
  });

  it('stops the instance on stop, and starts nothing after', async () => {
    const last = supervised.current;
    await supervised.stop();
    expect(last.child.signalCode ?? last.child.exitCode).not.toBeNull();
    expect(await answers()).toBeUndefined();
    expect(supervised.restarts).toBe(2);
  });
});
