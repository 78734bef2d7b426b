/**
 * `npm run stack` as a process manager stops it (issue 45): SIGTERM to npm's own pid reaches the stack
 * (package.json runs it with `exec`, and npm passes the signal on), which stops nginx, the app instance,
 * Redis and PostgreSQL, removes its folder and exits 0. Needs what the stack needs (a build, nginx,
 * redis-server, the PostgreSQL binaries): run by `npm run test:pg`, like the topology test.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { expect, it } from 'vitest';
import { waitFor } from '../../scripts/stack-processes.ts';
import { freePortBlock, projectRoot } from '../helpers/process.ts';

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

it('stops nginx, its instance, Redis and PostgreSQL and exits 0 on SIGTERM to npm', async () => {
  // nginx, its instance, PostgreSQL and Redis (scripts/stack.ts).
  const port = await freePortBlock([1, 100, 101]);
  const { TEST_DATABASE_URL: _ignored, ...env } = process.env;
  const stack = spawn('npm', ['run', 'stack', '--', '--port', String(port), '--instances', '1'], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  stack.stdout.on('data', (chunk) => (output += chunk));
  stack.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => stack.once('exit', (code) => resolve(code)));
  try {
    // Up to three minutes for a busy machine, but a stack that could not start says why at once.
    await waitFor('npm run stack', async () => output.includes('Stack running') || stack.exitCode !== null, undefined, 180_000);
    expect(output).toContain('Stack running');
    const ports = [port, port + 1, port + 100, port + 101];
    expect(await Promise.all(ports.map(listening))).toEqual([true, true, true, true]);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    stack.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(await Promise.all(ports.map(listening))).toEqual([false, false, false, false]);
    expect(existsSync(path.join(projectRoot, '.tmp', `stack-${port}`))).toBe(false);
  } finally {
    if (stack.exitCode === null) process.kill(-(stack.pid as number), 'SIGKILL');
  }
});
