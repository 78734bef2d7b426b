/**
 * What every section of `npm run bench` (scripts/bench.ts) shares: the run's settings, its ports, the
 * production app it starts, and the table, notes and load averages it fills.
 */
import path from 'node:path';
import { freePort } from '../tests/helpers/process.ts';
import { type BenchRow, loadAverage, type ServerProcess, spawnNode, waitForOk } from './bench-lib.ts';

export const SECTIONS = ['cold', 'pages', 'weight', 'lighthouse', 'leads', 'visits', 'aftercare'] as const;
export type Section = (typeof SECTIONS)[number];

export type Row = BenchRow & { section: Section };

/** The app's environment in every measure. */
export const BENCH_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  // The production default: every request is logged (standard output is discarded, see spawnNode).
  LOG_LEVEL: 'info',
  // The benchmark's own setting: thousands of signups from one address in seconds.
  LEADS_RATE_LIMIT: 'off',
  // The per-address request limits stay in the path of every request, their ceilings out of reach of
  // a load generator that is one address.
  READ_RATE_LIMIT: '100000000/1m',
  WRITE_RATE_LIMIT: '100000000/1m',
  LEADS_NOTIFY_EMAIL: 'verkoop@example.be',
  ...(process.env.PUBLIC_URL ? { PUBLIC_URL: process.env.PUBLIC_URL } : {}),
};

export interface App extends ServerProcess {
  dataDir: string;
}

export interface BenchRun {
  /** The run's scratch folder (.tmp/bench). */
  scratch: string;
  connections: number;
  /** Seconds per measure. */
  duration: number;
  warmUpSeconds: number;
  rows: Row[];
  notes: string[];
  loads: Array<{ section: Section; at: string; load: string }>;
  /** The next port: BENCH_PORT and the ones after it when set, else a free one. */
  port(): Promise<number>;
  /** The production server on the embedded database under the scratch folder (`extra`: more variables). */
  startApp(name: string, extra?: Record<string, string>): Promise<App>;
  /** Prints and keeps the load average at a point of a section. */
  note(section: Section, at: string): void;
}

export function createRun(settings: { scratch: string; connections: number; duration: number; warmUpSeconds: number }): BenchRun {
  let nextPort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
  const run: BenchRun = {
    ...settings,
    rows: [],
    notes: [],
    loads: [],
    async port() {
      if (nextPort === undefined) return freePort();
      return nextPort++;
    },
    async startApp(name, extra = {}) {
      const dataDir = path.join(settings.scratch, name);
      const env = { ...BENCH_ENV, PORT: String(await run.port()), DATA_DIR: dataDir, ...extra };
      const server = spawnNode('server/main.ts', env);
      // A bound for a machine busy with other work (the first start of PGlite runs initdb); not a measure.
      await waitForOk(server, `${server.url}/healthz`, performance.now(), { everyMs: 50, timeoutMs: 180_000 });
      return { ...server, dataDir };
    },
    note(section, at) {
      const load = loadAverage();
      run.loads.push({ section, at, load });
      process.stdout.write(`  [${section}] ${at}: load average ${load}\n`);
    },
  };
  return run;
}
