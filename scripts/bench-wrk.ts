/**
 * The load generator of the page measures of `npm run bench`: wrk (Debian's `wrk`, written in C), one
 * thread. Autocannon, a Node process, topped out at 13,000–16,000 requests/s on this 2-core machine, below
 * the references it was meant to measure (issue 27); wrk drives several times that. Each run also
 * reports how much of a core wrk itself used, so that a figure capped by its generator shows as such.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cpuSeconds, median } from './bench-lib.ts';

export const WRK = '/usr/bin/wrk';

export interface LoadResult {
  perSecond: number;
  p99Ms: number;
  /** Non-2xx/3xx answers, connection errors and time-outs. */
  failures: number;
  /** CPU the generator used, as a share of one core over the run (1 thread: 1.0 is its limit). */
  generatorCpu: number;
}

/** wrk's Lua hook: one JSON line with the figures at the end of the run. */
const REPORT_SCRIPT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%.0f,"durationUs":%.0f,"p99Us":%.0f,"failures":%.0f}\\n',
    summary.requests, summary.duration, latency:percentile(99), e.connect + e.read + e.write + e.status + e.timeout))
end
`;

/** CPU seconds of this process's exited and reaped children (cutime + cstime in /proc/self/stat). */
function childrenCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** One wrk run of `seconds` against `url`, 1 thread, `connections` connections. */
export function wrk(
  url: string,
  options: { scratch: string; connections: number; seconds: number; headers: Record<string, string> },
): Promise<LoadResult> {
  const script = path.join(options.scratch, 'wrk-report.lua');
  writeFileSync(script, REPORT_SCRIPT);
  const headers = Object.entries(options.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--timeout', '5s', '-s', script, ...headers, url];
  const cpuBefore = childrenCpuSeconds();
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      const line = output.split('\n').find((l) => l.startsWith('WRK_JSON '));
      if (code !== 0 || !line) {
        reject(new Error(`wrk ${args.join(' ')} exited ${code}:\n${output}`));
        return;
      }
      const figures = JSON.parse(line.slice('WRK_JSON '.length)) as { requests: number; durationUs: number; p99Us: number; failures: number };
      const seconds = figures.durationUs / 1e6;
      resolve({
        perSecond: figures.requests / seconds,
        p99Ms: figures.p99Us / 1000,
        failures: figures.failures,
        generatorCpu: (childrenCpuSeconds() - cpuBefore) / seconds,
      });
    });
  });
}

export interface PairedLoad {
  /** Requests/s of each over all its rounds. */
  a: number;
  b: number;
  /** The median of the rounds' ratios a/b: a burst of the shared machine's load spoils one round only. */
  ratio: number;
  p99a: number;
  p99b: number;
  /** The generator's CPU (share of one core, median of rounds) while loading each. */
  generatorA: number;
  generatorB: number;
  /** Microseconds of CPU per answered request of each server process, when their pids were given. */
  cpuA?: number;
  cpuB?: number;
  failures: number;
}

/**
 * Loads `urlA` and `urlB` in alternating rounds of `roundSeconds` (A B, B A, A B, …) after a warm-up
 * of each: on a machine shared with other work, two long measures one after the other compare two
 * different machines.
 */
export async function pairedLoad(
  urlA: string,
  urlB: string,
  options: {
    scratch: string;
    headers: Record<string, string>;
    connections: number;
    rounds: number;
    roundSeconds: number;
    pids?: [number | undefined, number | undefined];
  },
): Promise<PairedLoad> {
  const run = (url: string, seconds: number) => wrk(url, { ...options, seconds });
  await run(urlA, 1);
  await run(urlB, 1);
  const ratios: number[] = [];
  const rate = { a: [] as number[], b: [] as number[] };
  const p99 = { a: [] as number[], b: [] as number[] };
  const generator = { a: [] as number[], b: [] as number[] };
  const pid = { a: options.pids?.[0], b: options.pids?.[1] };
  const cpu = { a: 0, b: 0 };
  let failures = 0;
  for (let round = 0; round < options.rounds; round++) {
    const order = round % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const);
    for (const which of order) {
      const cpuBefore = cpuSeconds(pid[which]) ?? 0;
      const result = await run(which === 'a' ? urlA : urlB, options.roundSeconds);
      cpu[which] += (cpuSeconds(pid[which]) ?? 0) - cpuBefore;
      rate[which].push(result.perSecond);
      p99[which].push(result.p99Ms);
      generator[which].push(result.generatorCpu);
      failures += result.failures;
    }
    ratios.push((rate.a[round] ?? 0) / (rate.b[round] ?? 1));
  }
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const answered = (values: number[]) => mean(values) * values.length * options.roundSeconds;
  return {
    a: mean(rate.a),
    b: mean(rate.b),
    ratio: median(ratios),
    p99a: median(p99.a),
    p99b: median(p99.b),
    generatorA: median(generator.a),
    generatorB: median(generator.b),
    cpuA: pid.a === undefined ? undefined : (cpu.a / answered(rate.a)) * 1e6,
    cpuB: pid.b === undefined ? undefined : (cpu.b / answered(rate.b)) * 1e6,
    failures,
  };
}
