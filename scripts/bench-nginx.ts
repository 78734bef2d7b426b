/**
 * The nginx path of `npm run bench`: pre-rendered pages answered by nginx configured as in the
 * production topology (scripts/nginx-config.ts: generated from the build, security headers, gzip_static,
 * the app instance as upstream), next to nginx serving the same gzip file with no more than its
 * content type and encoding. Both with one worker and `Accept-Encoding: gzip`, the same bytes,
 * loaded in alternating rounds (`pairedLoad`).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cannon, cpuSeconds, median, type ServerProcess, waitForOk } from './bench-lib.ts';
import { hasBrotliModule, nginxConfig, nginxTempPaths, type StaticSite, writeStaticSite } from './nginx-config.ts';

export const GZIP_ONLY = { 'accept-encoding': 'gzip', accept: 'text/html' };

function startNginx(binary: string, dir: string, config: string, url: string): Promise<ServerProcess> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const child = spawn(binary, ['-p', dir, '-c', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = {
    child,
    url,
    errors: () => errors,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
  return waitForOk(server, `${url}/`, performance.now(), { everyMs: 20 }).then(() => server);
}

/** nginx alone: each page's gzip file at its path, nothing else. */
function bareConfig(site: StaticSite, dir: string, port: number, pages: readonly string[]): string {
  const locations = pages
    .map((page) => {
      const file = site.pages.get(page);
      if (!file) throw new Error(`${page} is not a pre-rendered page`);
      return `    location = ${page} {\n      default_type "text/html; charset=utf-8";\n      add_header content-encoding gzip;\n      try_files /${file}.gz =404;\n    }`;
    })
    .join('\n');
  return `worker_processes 1;
daemon off;
${process.getuid?.() === 0 ? 'user www-data;\n' : ''}pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  types {}
  sendfile on;
  keepalive_requests 100000;
${nginxTempPaths(dir)}
  server {
    listen 127.0.0.1:${port};
    root ${site.dir};
${locations}
  }
}
`;
}

export interface NginxPair {
  /** nginx as in the topology, the app behind it. */
  topology: ServerProcess;
  /** nginx serving the files alone. */
  bare: ServerProcess;
  stop(): Promise<void>;
}

/** Starts both nginx servers for `pages`, the topology one with the app at `appUrl` as its upstream. */
export async function startNginxPair(options: {
  binary: string;
  scratch: string;
  appUrl: string;
  ports: [number, number];
  pages: readonly string[];
  gtmId: string | null;
}): Promise<NginxPair> {
  const site = await writeStaticSite(path.join(options.scratch, 'nginx-site'), { gtmId: options.gtmId, campaignEndsAt: null });
  const [topologyPort, barePort] = options.ports;
  const topologyDir = path.join(options.scratch, 'nginx-topology');
  const bareDir = path.join(options.scratch, 'nginx-bare');
  const config = nginxConfig({
    site,
    upstreams: [new URL(options.appUrl).host],
    port: topologyPort,
    runDir: topologyDir,
    workers: 1,
    brotli: hasBrotliModule(),
    user: process.getuid?.() === 0 ? 'www-data' : undefined,
  });
  const topology = await startNginx(options.binary, topologyDir, config, `http://127.0.0.1:${topologyPort}`);
  const bare = await startNginx(
    options.binary,
    bareDir,
    bareConfig(site, bareDir, barePort, options.pages),
    `http://127.0.0.1:${barePort}`,
  ).catch(async (error: unknown) => {
    await topology.stop();
    throw error;
  });
  return {
    topology,
    bare,
    async stop() {
      await Promise.all([topology.stop(), bare.stop()]);
    },
  };
}

export interface PairedLoad {
  /** Requests/s of each over all its rounds. */
  a: number;
  b: number;
  /** The median of the rounds' ratios a/b: a burst of the shared machine's load spoils one round only. */
  ratio: number;
  p99a: number;
  p99b: number;
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
  headers: Record<string, string>,
  options: { connections: number; rounds: number; roundSeconds: number; pids?: [number | undefined, number | undefined] },
): Promise<PairedLoad> {
  const run = (url: string, duration: number) => cannon({ url, headers, connections: options.connections, duration });
  await run(urlA, 1);
  await run(urlB, 1);
  const ratios: number[] = [];
  const totals = { a: 0, b: 0, seconds: 0, failures: 0 };
  const p99 = { a: [] as number[], b: [] as number[] };
  const pid = { a: options.pids?.[0], b: options.pids?.[1] };
  const cpu = { a: 0, b: 0 };
  for (let round = 0; round < options.rounds; round++) {
    const order = round % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const);
    const rate = { a: 0, b: 0 };
    for (const which of order) {
      const cpuBefore = cpuSeconds(pid[which]);
      const result = await run(which === 'a' ? urlA : urlB, options.roundSeconds);
      cpu[which] += (cpuSeconds(pid[which]) ?? 0) - (cpuBefore ?? 0);
      rate[which] = result['2xx'] / result.duration;
      totals[which] += result['2xx'];
      totals.failures += result.non2xx + result.errors + result.timeouts;
      p99[which].push(result.latency.p99);
    }
    totals.seconds += options.roundSeconds;
    ratios.push(rate.a / rate.b);
  }
  return {
    a: totals.a / totals.seconds,
    b: totals.b / totals.seconds,
    ratio: median(ratios),
    p99a: median(p99.a),
    p99b: median(p99.b),
    cpuA: pid.a === undefined ? undefined : (cpu.a / totals.a) * 1e6,
    cpuB: pid.b === undefined ? undefined : (cpu.b / totals.b) * 1e6,
    failures: totals.failures,
  };
}
