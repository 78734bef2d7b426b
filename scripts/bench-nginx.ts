/**
 * The nginx servers of `npm run bench`: pre-rendered pages answered by nginx configured as in the
 * production topology (scripts/nginx-config.ts: generated from the build, security headers, gzip_static,
 * the app instance as upstream), next to nginx serving the same gzip file with no more than its
 * content type and encoding. Both with one worker, loaded with `Accept-Encoding: gzip` in alternating
 * rounds (`pairedLoad` in scripts/bench-wrk.ts). The bare one also gives the load generators' ceilings:
 * `CEILING_PATH` answers two bytes from the configuration and `POST /api/leads` a fixed 201, the least
 * work any server can do per request.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type ServerProcess, waitForOk } from './bench-lib.ts';
import { hasBrotliModule, nginxConfig, nginxTempPaths, type StaticSite, writeStaticSite } from './nginx-config.ts';

export const GZIP_ONLY = { 'accept-encoding': 'gzip', accept: 'text/html' };

function startNginx(binary: string, dir: string, config: string, url: string, readyPath = '/'): Promise<ServerProcess> {
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
  return waitForOk(server, `${url}${readyPath}`, performance.now(), { everyMs: 20 }).then(() => server);
}

/** The cheapest answer nginx can give: what a load generator reaches against it is its ceiling here. */
export const CEILING_PATH = '/ceiling';

/** nginx alone: each page's gzip file at its path, nothing else; and the two ceiling answers. */
function bareConfig(site: Pick<StaticSite, 'dir' | 'pages'>, dir: string, port: number, pages: readonly string[]): string {
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
  # As the topology's nginx does: the reference is nginx at its best, not a handicapped one.
  open_file_cache max=100;
  open_file_cache_valid 60s;
${nginxTempPaths(dir)}
  server {
    listen 127.0.0.1:${port};
    root ${site.dir};
${locations}
    location = ${CEILING_PATH} {
      default_type text/plain;
      return 200 "ok";
    }
    location = /api/leads {
      default_type application/json;
      return 201 '{"id":1,"createdAt":"2026-01-01T00:00:00.000Z"}';
    }
  }
}
`;
}

/** nginx alone with only the ceiling answers (one worker, as every nginx of the benchmark). */
export function startCeilingNginx(binary: string, scratch: string, port: number): Promise<ServerProcess> {
  const dir = path.join(scratch, 'nginx-ceiling');
  const config = bareConfig({ dir, pages: new Map() }, dir, port, []);
  return startNginx(binary, dir, config, `http://127.0.0.1:${port}`, CEILING_PATH);
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
  const site = await writeStaticSite(path.join(options.scratch, 'nginx-site'), { gtmId: options.gtmId });
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

/** Debian's nginx, where it is installed (the references of the pages, the generators' ceilings). */
export function nginxBinary(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}
