/**
 * Helpers shared by the benchmark scripts (scripts/bench.ts, scripts/bench-admin.ts): percentiles, the
 * machine's load, result files, and production server processes started and stopped around a measure.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { projectRoot } from '../server/vike.ts';

export const RESULTS_DIR = path.join(projectRoot, 'bench-results');

/** One line of the benchmark's table. */
export interface BenchRow {
  section: string;
  measure: string;
  value: string;
  reference?: string;
  ratio?: string;
  target?: string;
  /** Undefined when the row has no target. */
  ok?: boolean;
  /** The raw figures, for the JSON file. */
  figures: Record<string, number | string | null>;
}

export const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

/** How long `run` took, in milliseconds, and what it gave. */
export async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await run();
  return [performance.now() - started, result];
}

/** `2.10 1.95 1.80 on 2 CPUs`: the 1, 5 and 15 minute load averages. */
export function loadAverage(): string {
  return `${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} CPUs`;
}

/** Writes `bench-results/<name>.json` (git-ignored) and returns its path relative to the project. */
export function writeResults(name: string, data: unknown): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return path.relative(projectRoot, file);
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (still compressed when the server compressed it). */
  body: Buffer;
}

/** One GET with the given headers; the body is not decoded. */
export function get(url: string, headers: http.OutgoingHttpHeaders = {}, timeoutMs = 5000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** What the process wrote to standard error (its standard output, the request log, is discarded). */
  errors: () => string;
  stop: () => Promise<void>;
}

/** Node 22 from node_modules/.bin (the machine's own node may be older), as `npm run` uses it. */
const nodeBin = process.execPath;

/**
 * Spawns `node <script>` from the project root with `env` (on top of PATH and TMPDIR only) and returns
 * at once; `waitForOk` says when it answers. Standard output goes nowhere: a request log written to a
 * terminal or a pipe would measure that pipe.
 */
export function spawnNode(script: string, env: Record<string, string>, args: string[] = []): ServerProcess {
  const child = spawn(nodeBin, [path.join(projectRoot, script), ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', TMPDIR: process.env.TMPDIR ?? os.tmpdir(), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    url: `http://127.0.0.1:${env.PORT ?? ''}`,
    errors: () => errors,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Polls `url` every `everyMs` until it answers 200 and returns the milliseconds since `since`
 * (performance.now() time). Fails when the process exits or after `timeoutMs`.
 */
export async function waitForOk(
  server: ServerProcess,
  url: string,
  since: number,
  { everyMs = 5, timeoutMs = 60_000 } = {},
): Promise<number> {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`${url}: the server exited (${server.child.exitCode}):\n${server.errors()}`);
    try {
      const answer = await get(url, {}, 2000);
      if (answer.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() - since > timeoutMs) {
      await server.stop();
      throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${server.errors()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * CPU seconds (user and system) a process has used so far, from /proc (Linux); undefined elsewhere.
 * Per request, it shows what a server costs even when the shared machine's load moves its throughput.
 */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined;
  // The fields after the command name (which may hold spaces) start at the state, field 3.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, in clock ticks of 1/100 s (USER_HZ on Linux).
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks / 100 : undefined;
}

/** One autocannon run, as a promise. */
export function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}
