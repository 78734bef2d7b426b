/** Starting the real server as a child process on a free port, as a deployment would. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

export const nodeBin = process.execPath;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Whether a server can listen on `port` of 127.0.0.1 now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port that is free with its neighbours at `offsets` (`npm run stack` puts its instances, PostgreSQL
 * and Redis at fixed offsets from nginx's port). Taken below Linux's ephemeral range (32768 and up),
 * where the local ends of the suite's own outgoing connections can take a port at any moment: Redis
 * once failed to start on port + 101 for that reason.
 */
export async function freePortBlock(offsets: readonly number[]): Promise<number> {
  const span = Math.max(0, ...offsets);
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * (12_000 - span));
    if ((await Promise.all([0, ...offsets].map((offset) => canListen(port + offset)))).every(Boolean)) return port;
  }
}

/**
 * Every per-address rate limit off, for a server process that one test or script drives from a single
 * address (in-process test apps get the read and write tiers off from `testEnv`).
 */
export const RATE_LIMITS_OFF = { LEADS_RATE_LIMIT: 'off', READ_RATE_LIMIT: 'off', WRITE_RATE_LIMIT: 'off' } as const;

/**
 * What a child process of a test inherits, and nothing else: PATH, the temporary folder, and Node's
 * compile cache where `npm test` set one (a child then loads the modules' compiled code, not their source).
 */
export const childEnv = (): Record<string, string> => ({
  PATH: process.env.PATH ?? '',
  TMPDIR: process.env.TMPDIR ?? '/tmp',
  ...(process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}),
});

export interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Spawns `node <script>` (or, for `npm start`, npm itself: in a process group of its own, so that a test
 * can signal the group as a terminal's Ctrl-C does) with `env` and waits until it logs that it listens
 * (or exits). Under Vitest and Playwright, an embedded database (DATA_DIR without DATABASE_URL) that does
 * not exist yet starts as a copy of the run's migrated image (tests/helpers/database-image.ts), unless
 * `firstStart` asks for the first start of an install (initdb and every migration).
 */
export async function spawnServer(
  script: string,
  env: Record<string, string>,
  timeoutMs = 120_000,
  { firstStart = false } = {},
): Promise<RunningServer> {
  // TEST_PGLITE_IMAGE: the image's file, set by Vitest's global setup or the browser tests' server. The
  // module that lays it out is imported only then: the browser tests' configuration loads this module,
  // and should not load the ORM.
  if (env.DATA_DIR && !env.DATABASE_URL && process.env.TEST_PGLITE_IMAGE && !firstStart) {
    const { seedPgliteDataDir } = await import('./database-image.ts');
    seedPgliteDataDir(env.DATA_DIR);
  }
  const port = env.PORT ?? String(await freePort());
  let output = '';
  const npm = script === 'npm start';
  const child = spawn(npm ? 'npm' : nodeBin, npm ? ['start'] : [path.join(projectRoot, script)], {
    cwd: projectRoot,
    detached: npm,
    env: {
      ...childEnv(),
      HOST: '127.0.0.1',
      // A value built into the pages: a production server refuses a build made with another one.
      ...(process.env.RETENTION_MONTHS ? { RETENTION_MONTHS: process.env.RETENTION_MONTHS } : {}),
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('CONTROLLER_'))),
      ...env,
      PORT: port,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = Date.now();
  while (!output.includes('Server listening')) {
    const code = await Promise.race([exited, new Promise((r) => setTimeout(r, 100, 'waiting'))]);
    if (code !== 'waiting') throw new Error(`server exited with ${String(code)} before listening:\n${output}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${timeoutMs} ms:\n${output}`);
    }
  }
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}
