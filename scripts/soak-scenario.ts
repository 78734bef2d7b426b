/**
 * One scenario of `npm run soak` (scripts/soak.ts): concurrent clients send distinct signups to the real
 * server process on loopback while a fault strikes half-way (when half the signups are acknowledged):
 *
 * - `app-restart` (PGlite and PostgreSQL): the app gets SIGTERM and is started again on the same port;
 * - `db-restart` (PostgreSQL): the database server is stopped, kept down, and started again, while the
 *   app keeps running (through the `--server stop|start` of scripts/with-postgres.sh).
 *
 * The clients retry as the form's visitor would (scripts/soak-client.ts); `/healthz` is polled
 * throughout; afterwards the database is read and judged (scripts/soak-verdict.ts). Bounded in attempts
 * and time; loopback only. A short run is part of the test suite (app-restart.test.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../server/vike.ts';
import { createPostgresDatabase } from '../tests/helpers/db.ts';
import { freePort, RATE_LIMITS_OFF, type RunningServer, spawnServer } from '../tests/helpers/process.ts';
import { failureKind, sender, sleep, submissionsOf } from './soak-client.ts';
import { type HealthLog, verdict } from './soak-verdict.ts';

const HEALTH_INTERVAL_MS = 250;

type Database = 'pglite' | 'postgresql';
type Fault = 'app-restart' | 'db-restart';
export interface Scenario {
  name: string;
  database: Database;
  fault: Fault;
}

export const SCENARIOS: Scenario[] = [
  { name: 'pglite-app-restart', database: 'pglite', fault: 'app-restart' },
  { name: 'postgresql-app-restart', database: 'postgresql', fault: 'app-restart' },
  { name: 'postgresql-db-restart', database: 'postgresql', fault: 'db-restart' },
];

export interface SoakOptions {
  /** Concurrent clients, each sending `perClient` signups one after the other. */
  clients: number;
  perClient: number;
  /** How long the database stays down in `db-restart`. */
  outageMs: number;
  /** Bounds of the run: attempts per signup, and time for the whole scenario. */
  maxAttempts: number;
  deadlineMs: number;
  /** The app's port (default: a free one); the restarted app takes the same. */
  port?: number;
  /** The PostgreSQL server of the `postgresql` scenarios (a fresh database is created on it). */
  serverUrl?: string;
}

export type SoakResult = Awaited<ReturnType<typeof runScenario>>;

export async function runScenario(scenario: Scenario, options: SoakOptions) {
  const { clients, perClient, outageMs, maxAttempts, deadlineMs } = options;
  const work = path.join(projectRoot, '.tmp', 'soak', scenario.name);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  if (scenario.database === 'postgresql' && !options.serverUrl) throw new Error(`${scenario.name} needs a PostgreSQL server`);
  const database = scenario.database === 'postgresql' ? await createPostgresDatabase(options.serverUrl as string) : undefined;
  const port = options.port ?? (await freePort());
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: work,
    ...RATE_LIMITS_OFF,
    LOG_LEVEL: 'info',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const base = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  let server: RunningServer = await spawnServer('server/main.ts', env, 60_000);
  const firstPid = server.child.pid;

  const submissions = submissionsOf(scenario.name, clients, perClient);
  const total = submissions.length;
  let acknowledged = 0;
  let phase: keyof HealthLog = 'before';
  const health: HealthLog = { before: {}, during: {}, after: {} };
  const started = Date.now();
  const deadline = started + deadlineMs;
  let faultTriggered: () => void = () => undefined;
  const halfway = new Promise<void>((resolve) => (faultTriggered = resolve));
  const { send, errors } = sender(base, maxAttempts, deadline, () => {
    acknowledged += 1;
    if (acknowledged === Math.ceil(total / 2)) faultTriggered();
  });

  async function probeHealth() {
    // Counted in the phase it was sent in.
    const sentIn = phase;
    let kind: string;
    try {
      const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5000) });
      const body = (await res.json().catch(() => undefined)) as { status?: string } | undefined;
      kind = body?.status ? `${res.status} ${body.status}` : failureKind(res.status, body);
    } catch (error) {
      kind = failureKind(undefined, undefined, error);
    }
    health[sentIn][kind] = (health[sentIn][kind] ?? 0) + 1;
  }
  let clientsDone = false;
  const healthPoller = (async () => {
    while (!clientsDone && Date.now() < deadline) {
      await probeHealth();
      await sleep(HEALTH_INTERVAL_MS);
    }
  })();

  const fault = (async () => {
    await halfway;
    phase = 'during';
    const at = Date.now();
    const record: Record<string, unknown> = { atAcknowledged: acknowledged, atMs: at - started };
    if (scenario.fault === 'app-restart') {
      const old = server;
      old.child.kill('SIGTERM');
      record.shutdownExitCode = await old.exited;
      logs.push(old.output());
      server = await spawnServer('server/main.ts', env, 60_000);
      record.downMs = Date.now() - at;
    } else {
      await pgServer('stop');
      await sleep(outageMs);
      await pgServer('start');
      record.downMs = Date.now() - at;
    }
    phase = 'after';
    return record;
  })();

  // Each client sends its own signups one after the other; the clients run side by side.
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (const submission of submissions.slice(c * perClient, (c + 1) * perClient)) await send(submission);
    }),
  );
  const elapsedMs = Date.now() - started;
  faultTriggered(); // should the run have ended before half-way (it cannot, unless everything failed)
  const faultRecord = await fault;
  const appRestarted = server.child.pid !== firstPid;
  const stillRunning = server.child.exitCode === null;
  clientsDone = true;
  await healthPoller;
  await probeHealth();

  // The outbox worker sends as soon as a signup wakes it: wait (bounded) for the mails to be written.
  const outbox = path.join(work, 'outbox');
  const countMails = () => (existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.eml')).length : 0);
  const mailDeadline = Date.now() + 20_000;
  while (countMails() < acknowledged && Date.now() < mailDeadline) await sleep(250);

  server.child.kill('SIGTERM');
  const finalExitCode = await server.exited;
  logs.push(server.output());
  writeFileSync(path.join(work, 'app.log'), logs.join('\n'));

  const { figures, outbox: outboxStates, checks } = await verdict({
    scenario: scenario.name,
    fault: scenario.fault,
    databaseUrl: database?.url,
    work,
    submissions,
    errors,
    health,
    shutdownExitCode: faultRecord.shutdownExitCode,
    finalExitCode,
    appRestarted,
    stillRunning,
  });
  await database?.drop();
  return {
    scenario: scenario.name,
    clients,
    perClient,
    elapsedMs,
    fault: faultRecord,
    figures,
    health,
    mails: { written: countMails(), outbox: outboxStates },
    checks: Object.fromEntries(checks),
    passed: checks.every(([, ok]) => ok),
    /** The app's data folder and its log (`app.log`), kept for a look after the run. */
    workDir: work,
  };
}

/** Stops or starts the throwaway server of scripts/with-postgres.sh, without blocking the clients. */
async function pgServer(action: 'stop' | 'start'): Promise<void> {
  const child = spawn('bash', [path.join(projectRoot, 'scripts', 'with-postgres.sh'), '--server', action], {
    stdio: 'inherit',
    env: process.env,
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`could not ${action} the PostgreSQL server (exit ${String(code)})`);
}

