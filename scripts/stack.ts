/**
 * `npm run stack [-- --port 8080 --instances 2]`: the production topology on this machine, from the
 * production build (built first when needed):
 *
 *   nginx (127.0.0.1:PORT) ── pre-rendered pages, /assets/, the 404 page: files of the build
 *          └─ everything else ─> app instances (127.0.0.1:PORT+1 …, TRUST_PROXY=127.0.0.1)
 *                                   ├─ PostgreSQL (throwaway server, PORT+100)
 *                                   └─ Redis (rate-limit counters, PORT+101)
 *
 * Debian's nginx, redis-server and postgresql are installed when missing (as root, with apt-get).
 * Each instance is supervised (scripts/stack-supervisor.ts): started again, after a back-off, when it
 * exits or stops answering its health check; the log says why. Ctrl-C or SIGTERM (to this process or to
 * `npm run stack`, which passes it on) stops nginx, the instances, Redis and PostgreSQL, and removes
 * .tmp/stack-PORT.
 * Other environment variables (LEADS_RATE_LIMIT, GTM_ID, …) are passed on to the instances.
 * The topology test (tests/process/topology.pg.test.ts) starts the same stack through `startStack`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../server/vike.ts';
import { runtimeConfigFromEnv } from '../server/runtime-config.ts';
import { hasBrotliModule, nginxConfig, writeStaticSite } from './nginx-config.ts';
import { answersOk, type Child, start, waitFor } from './stack-processes.ts';
import { type Supervised, supervise, type SupervisionSettings } from './stack-supervisor.ts';

export const NGINX_BIN = '/usr/sbin/nginx';
export const REDIS_BIN = '/usr/bin/redis-server';
const pgBin = () => readdirSync('/usr/lib/postgresql', { withFileTypes: true }).map((d) => `/usr/lib/postgresql/${d.name}/bin`).sort().at(-1);

/** Installs Debian's packages for what is missing (as .ci/run does). */
export function ensurePackages(): void {
  const need: string[] = [];
  if (!existsSync(NGINX_BIN)) need.push('nginx');
  if (!existsSync(REDIS_BIN)) need.push('redis-server');
  if (!existsSync('/usr/lib/postgresql') || !pgBin()) need.push('postgresql');
  if (need.length === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`missing Debian packages (run as root to install them): ${need.join(' ')}`);
  process.stdout.write(`Installing Debian packages: ${need.join(' ')}\n`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...need], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

export interface StackOptions {
  /** nginx's port; the instances listen on the next ones. */
  port: number;
  instances: number;
  /** The instances' ports; default: the ports after nginx's. */
  appPorts?: number[];
  redisPort: number;
  /** A PostgreSQL database to use; without it a throwaway server is started on `postgresPort`. */
  databaseUrl?: string;
  postgresPort: number;
  /** Extra environment of the instances. */
  appEnv?: Record<string, string>;
  nginxWorkers?: number | 'auto';
  /** Where the supervisor says what it did (an instance restarted, and why); default: standard output. */
  log?: (line: string) => void;
  /** Shorter supervision times for tests. */
  supervision?: Partial<SupervisionSettings>;
}

/** An app instance, kept running by its supervisor (scripts/stack-supervisor.ts). */
export interface StackApp {
  name: string;
  url: string;
  port: number;
  /** Its current process (another one after a restart). */
  readonly child: Child['child'];
  /** What its current process wrote so far. */
  output(): string;
  readonly restarts: number;
}

export interface Stack {
  url: string;
  dir: string;
  apps: StackApp[];
  nginx: Child;
  redis: Child;
  redisUrl: string;
  databaseUrl: string;
  startRedis(): Promise<void>;
  stop(): Promise<void>;
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const dir = path.join(projectRoot, '.tmp', `stack-${options.port}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const started: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of started.reverse()) await stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  const base = { PATH: process.env.PATH ?? '', TMPDIR: process.env.TMPDIR ?? '/tmp' };
  try {
    // PostgreSQL, unless given.
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) databaseUrl = await startPostgres(path.join(dir, 'postgres'), options.postgresPort, started);

    // Redis, without persistence: counters only.
    const redisUrl = `redis://127.0.0.1:${options.redisPort}`;
    const redisDir = path.join(dir, 'redis');
    mkdirSync(redisDir);
    const redisArgs = ['--port', String(options.redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', redisDir];
    let redis = start('redis', REDIS_BIN, redisArgs, base, path.join(dir, 'logs', 'redis.log'));
    const startRedis = async () => {
      redis = start('redis', REDIS_BIN, redisArgs, base, path.join(dir, 'logs', `redis-${Date.now()}.log`));
      await waitFor('redis', async () => redis.output().includes('Ready to accept connections'), redis);
    };
    started.push(async () => redis.stop());
    await waitFor('redis', async () => redis.output().includes('Ready to accept connections'), redis);

    // nginx's copy of the pages, with the same runtime settings as the apps write into their pages. The
    // apps write a page's file again when a part of it changes (STATIC_SITE_DIR, decision 048): from
    // their start on, so the copy is made first.
    const siteDir = path.join(dir, 'site');
    const site = await writeStaticSite(siteDir, runtimeConfigFromEnv({ GTM_ID: options.appEnv?.GTM_ID || undefined }));

    // The app instances.
    const appEnv = (index: number) => ({
      ...base,
      ...options.appEnv,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.appPorts?.[index] ?? options.port + 1 + index),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      // Only nginx tells the client's address.
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: path.join(dir, `app-${index + 1}`),
      STATIC_SITE_DIR: siteDir,
    });
    // The app instances, each restarted by its supervisor when it exits or stops answering.
    const log = options.log ?? ((line: string) => process.stdout.write(`${new Date().toISOString()} ${line}\n`));
    const supervisors: Supervised[] = [];
    const apps: StackApp[] = [];
    const superviseApp = async (index: number) => {
      const env = appEnv(index);
      const name = `app-${index + 1}`;
      const url = `http://127.0.0.1:${env.PORT}`;
      const spawnApp = () => start(name, process.execPath, ['server/main.ts'], env, path.join(dir, 'logs', `${name}-${Date.now()}.log`));
      const supervised = await supervise({ name, healthUrl: `${url}/healthz`, spawn: spawnApp, log, settings: options.supervision });
      supervisors[index] = supervised;
      apps[index] = {
        name,
        url,
        port: Number(env.PORT),
        get child() {
          return supervised.current.child;
        },
        output: () => supervised.current.output(),
        get restarts() {
          return supervised.restarts;
        },
      };
    };
    started.push(async () => {
      await Promise.all(supervisors.map((supervised) => supervised.stop()));
    });
    // All settled before a failure is thrown, so that the stop below finds every instance that came up.
    const starts = await Promise.allSettled(Array.from({ length: options.instances }, (_, index) => superviseApp(index)));
    const failed = starts.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;

    // nginx, configured from the build.
    const nginxDir = path.join(dir, 'nginx');
    const config = nginxConfig({
      site,
      upstreams: apps.map((app) => `127.0.0.1:${app.port}`),
      port: options.port,
      runDir: nginxDir,
      workers: options.nginxWorkers,
      brotli: hasBrotliModule(),
      user: nginxUser(),
    });
    mkdirSync(nginxDir);
    writeFileSync(path.join(nginxDir, 'nginx.conf'), config);
    const nginx = start('nginx', NGINX_BIN, ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf')], base, path.join(dir, 'logs', 'nginx.log'));
    started.push(() => nginx.stop('SIGQUIT'));
    await waitFor('nginx', answersOk(`http://127.0.0.1:${options.port}/`), nginx);

    const stack: Stack = {
      url: `http://127.0.0.1:${options.port}`,
      dir,
      apps,
      nginx,
      get redis() {
        return redis;
      },
      redisUrl,
      databaseUrl,
      startRedis,
      stop: stopAll,
    };
    return stack;
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * Whom nginx's workers run as when started by root: www-data, unless the build lies in a folder that user
 * cannot read (a checkout made by `mktemp -d`); then root, as the benchmark's nginx does.
 */
function nginxUser(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const readable = spawnSync('runuser', ['-u', 'www-data', '--', 'test', '-r', path.join(projectRoot, 'package.json')]);
  return readable.status === 0 ? 'www-data' : 'root';
}

/** A throwaway PostgreSQL server (as scripts/with-postgres.sh); its stop joins `started`. */
async function startPostgres(dir: string, port: number, started: Array<() => Promise<void>>): Promise<string> {
  const bin = pgBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (Debian package postgresql)');
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root.
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${path.basename(command)} failed:\n${result.stderr}`);
  };
  // As root the server runs as 'postgres', which must be able to reach its folder: a checkout inside a
  // folder only root may enter (e.g. one made by `mktemp -d`) keeps the server's files under /tmp instead.
  mkdirSync(path.dirname(dir), { recursive: true });
  if (asRoot && spawnSync('runuser', ['-u', 'postgres', '--', 'test', '-x', path.dirname(dir)]).status !== 0) {
    dir = path.join('/tmp', `groepsaankoop-stack-postgres-${port}`);
    rmSync(dir, { recursive: true, force: true });
    started.push(async () => rmSync(dir, { recursive: true, force: true }));
  }
  mkdirSync(dir, { recursive: true });
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  run(`${bin}/initdb`, ['-D', `${dir}/data`, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  run(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-l', `${dir}/server.log`, '-o', options, '-w', 'start']);
  started.push(async () => run(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'fast', 'stop']));
  return `postgres://app@127.0.0.1:${port}/postgres`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.STACK_PORT ?? '8080' },
      instances: { type: 'string', default: '2' },
    },
  });
  const port = Number(values.port);
  const instances = Number(values.instances);
  if (!Number.isInteger(port) || port < 1 || port > 65000 || !Number.isInteger(instances) || instances < 1 || instances > 16) {
    process.stderr.write('usage: npm run stack -- [--port 8080] [--instances 2]\n');
    process.exit(2);
  }
  ensurePackages();
  const { ensureBuild } = await import('./build-if-needed.ts');
  await ensureBuild(process.env);
  const appEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => /^(LEADS_|READ_|WRITE_)RATE_LIMIT$|^(GTM_ID|LOG_LEVEL|SMTP_URL|MAIL_FROM|LEADS_NOTIFY_EMAIL|ADMIN_USERNAME|ADMIN_PASSWORD|PUBLIC_URL)$|^CONTROLLER_(NAME|ADDRESS|COMPANY_NUMBER)$/.test(name)),
  ) as Record<string, string>;
  const stack = await startStack({ port, instances, redisPort: port + 101, postgresPort: port + 100, appEnv });
  process.stdout.write(
    `Stack running: ${stack.url} (nginx) -> ${stack.apps.map((app) => app.url).join(', ')}\n` +
      `PostgreSQL ${stack.databaseUrl}, Redis ${stack.redisUrl}; logs in ${path.relative(projectRoot, stack.dir)}/logs. Ctrl-C stops it.\n`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    process.stdout.write('Stopping nginx, the app instances, Redis and PostgreSQL...\n');
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
