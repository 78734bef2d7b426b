/**
 * One scenario of `npm run soak` (scripts/soak.ts): concurrent clients send distinct signups to the real
 * server process on loopback while a fault strikes half-way (when half the signups are acknowledged):
 *
 * - `app-restart` (PGlite and PostgreSQL): the app gets SIGTERM and is started again on the same port;
 * - `db-restart` (PostgreSQL): the database server is stopped, kept down, and started again, while the
 *   app keeps running (through the `--server stop|start` of scripts/with-postgres.sh).
 *
 * A client retries a signup that got 503 or no answer (connection refused or reset), as the form's
 * visitor would, with the same payload; any other answer is final. Afterwards the database is read:
 * every signup must be stored exactly once under the id it was acknowledged with, with its mail in the
 * outbox; `/healthz`, polled throughout, must have reported the outage and the recovery. Bounded in
 * attempts and time; loopback only. A short run is part of the test suite (app-restart.test.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { initORM } from '../database/orm.ts';
import { projectRoot } from '../server/vike.ts';
import { DATABASE_UNAVAILABLE_CODE } from '../src/service-unavailable.ts';
import { createPostgresDatabase } from '../tests/helpers/db.ts';
import { freePort, RATE_LIMITS_OFF, type RunningServer, spawnServer } from '../tests/helpers/process.ts';

const REQUEST_TIMEOUT_MS = 15_000;
const HEALTH_INTERVAL_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** One signup as a client sends it, and what became of it. */
interface Submission {
  email: string;
  payload: Record<string, unknown>;
  attempts: number;
  acknowledgedId?: number;
  /** Why the client stopped without a 201. */
  gaveUp?: string;
}

/** What a failed attempt looked like to the client. */
function failureKind(status: number | undefined, body: unknown, error?: unknown): string {
  if (status === undefined) {
    const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
    if ((error as { name?: string })?.name === 'TimeoutError') return 'no answer within 15 s';
    if (cause?.code === 'ECONNREFUSED') return 'connection refused';
    return `connection lost (${cause?.code ?? cause?.message ?? String(error)})`;
  }
  if (status === 503) {
    return (body as { code?: string } | undefined)?.code === DATABASE_UNAVAILABLE_CODE
      ? '503 database unavailable'
      : '503 (app shutting down)';
  }
  return `HTTP ${status}`;
}

const retryable = (kind: string) => kind.startsWith('503') || kind.startsWith('connection') || kind.startsWith('no answer');

/** `n` in letters (0 → a, 25 → z, 26 → ba): names accept letters only (src/leads/schema.ts). */
export function inLetters(n: number): string {
  return [...n.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');
}

function payloadFor(scenario: string, client: number, index: number, perClient: number): Record<string, unknown> {
  const n = client * perClient + index;
  return {
    firstName: `Soak ${inLetters(client)}`,
    lastName: `Test ${inLetters(index)}`,
    phone: `0470 ${String(100000 + n).slice(-6)}`,
    email: `soak.${scenario}.${client}.${index}@example.be`,
    street: 'Proefstraat',
    houseNumber: String(1 + (n % 200)),
    postalCode: String(1000 + (n % 8999)),
    city: 'Teststad',
    waterSoftenerType: ['9L', '12L', '18L', '25L'][n % 4],
    hasWifi: n % 2 === 0,
    sourceUrl: `http://localhost/soak/${n}`,
  };
}

/** Counts of what /healthz answered, before, during and after the fault. */
type HealthLog = Record<'before' | 'during' | 'after', Record<string, number>>;

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

  const submissions: Submission[] = [];
  for (let c = 0; c < clients; c++) {
    for (let i = 0; i < perClient; i++) {
      const payload = payloadFor(scenario.name, c, i, perClient);
      submissions.push({ email: payload.email as string, payload, attempts: 0 });
    }
  }
  const total = submissions.length;
  const errors: Record<string, number> = {};
  let acknowledged = 0;
  let phase: keyof HealthLog = 'before';
  const health: HealthLog = { before: {}, during: {}, after: {} };
  const started = Date.now();
  const deadline = started + deadlineMs;
  let faultTriggered: () => void = () => undefined;
  const halfway = new Promise<void>((resolve) => (faultTriggered = resolve));

  async function send(submission: Submission): Promise<void> {
    let backoff = 100;
    while (submission.attempts < maxAttempts && Date.now() < deadline) {
      submission.attempts += 1;
      let status: number | undefined;
      let body: unknown;
      let failure: unknown;
      let retryAfterMs = 0;
      try {
        const res = await fetch(`${base}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(submission.payload),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        status = res.status;
        retryAfterMs = Number(res.headers.get('retry-after') ?? 0) * 1000;
        body = await res.json().catch(() => undefined);
      } catch (error) {
        failure = error;
      }
      if (status === 201) {
        submission.acknowledgedId = (body as { id: number }).id;
        acknowledged += 1;
        if (acknowledged === Math.ceil(total / 2)) faultTriggered();
        return;
      }
      const kind = failureKind(status, body, failure);
      errors[kind] = (errors[kind] ?? 0) + 1;
      if (!retryable(kind)) {
        submission.gaveUp = kind;
        return;
      }
      // As a patient visitor: the server's Retry-After, or a growing pause, never more than 2 s.
      await sleep(Math.min(retryAfterMs || backoff, 2000));
      backoff = Math.min(backoff * 2, 2000);
    }
    submission.gaveUp = `gave up after ${submission.attempts} attempts`;
  }

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

  // The database as it is after the run (PGlite admits one process: the app has stopped).
  const db = await initORM(database ? { databaseUrl: database.url } : { dataDir: work });
  const rows = await db.orm.em.fork().execute<Array<{ email: string; id: number; mails: number }>>(
    `select l.email, l.id, (select count(*)::int from mail_outbox m where m.lead_id = l.id) as mails
     from leads l where l.email like ?`,
    [`soak.${scenario.name}.%`],
  );
  const outboxState = await db.orm.em.fork().execute<Array<{ status: string; n: number }>>(
    `select status, count(*)::int as n from mail_outbox group by status order by status`,
  );
  await db.orm.close(true);
  await database?.drop();

  const stored = new Map<string, number[]>();
  for (const row of rows) stored.set(row.email, [...(stored.get(row.email) ?? []), row.id]);
  const acked = submissions.filter((s) => s.acknowledgedId !== undefined);
  const figures = {
    submitted: total,
    acknowledged: acked.length,
    stored: stored.size,
    duplicates: [...stored.values()].reduce((sum, ids) => sum + ids.length - 1, 0),
    lost: acked.filter((s) => !stored.has(s.email)).length,
    notAcknowledged: submissions.filter((s) => s.acknowledgedId === undefined).length,
    storedButNotAcknowledged: submissions.filter((s) => s.acknowledgedId === undefined && stored.has(s.email)).length,
    acknowledgedWithAnotherId: acked.filter((s) => stored.has(s.email) && stored.get(s.email)?.[0] !== s.acknowledgedId).length,
    leadsWithoutMail: rows.filter((row) => row.mails === 0).length,
    retried: submissions.filter((s) => s.attempts > 1).length,
    retriedThenAcknowledged: submissions.filter((s) => s.attempts > 1 && s.acknowledgedId !== undefined).length,
    attempts: submissions.reduce((sum, s) => sum + s.attempts, 0),
    errorsByKind: errors,
    gaveUpBecause: submissions.reduce<Record<string, number>>((reasons, s) => {
      if (s.gaveUp) reasons[s.gaveUp] = (reasons[s.gaveUp] ?? 0) + 1;
      return reasons;
    }, {}),
  };
  const checks: Array<[string, boolean]> = [
    ['every signup acknowledged (after retries)', figures.notAcknowledged === 0],
    ['every acknowledged signup stored', figures.lost === 0],
    ['no signup stored twice', figures.duplicates === 0],
    ['stored under the id it was acknowledged with', figures.acknowledgedWithAnotherId === 0],
    ['every lead has its mail in the outbox', figures.leadsWithoutMail === 0],
    ['never a 500', !Object.keys(errors).some((kind) => kind.startsWith('HTTP 5'))],
    ['the app stopped cleanly at the end (exit 0)', finalExitCode === 0],
  ];
  if (scenario.fault === 'app-restart') {
    checks.push(['the app stopped cleanly on SIGTERM (exit 0)', faultRecord.shutdownExitCode === 0]);
  } else {
    checks.push(
      ['/healthz answered 503 during the outage', Object.keys(health.during).some((k) => k.startsWith('503'))],
      ['/healthz answered 200 after it', Object.keys(health.after).some((k) => k.startsWith('200'))],
      ['the app recovered without a restart', !appRestarted && stillRunning],
      ['every refused signup succeeded when retried', figures.retried === figures.retriedThenAcknowledged],
    );
  }
  return {
    scenario: scenario.name,
    clients,
    perClient,
    elapsedMs,
    fault: faultRecord,
    figures,
    health,
    mails: { written: countMails(), outbox: Object.fromEntries(outboxState.map((r) => [r.status, r.n])) },
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

