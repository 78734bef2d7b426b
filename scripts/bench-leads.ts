/**
 * The lead-submission section of `npm run bench`: leads/s and latency of `POST /api/leads` with distinct
 * payloads (signup rate limit off), every acknowledged lead then checked in the database (stored once,
 * with its two outbox mails), next to plain INSERTs over as many connections
 * (scripts/bench-leads-reference.ts) and to the ceiling of the load generator (autocannon sending the
 * same requests to nginx answering 201).
 */
import pg from 'pg';
import { initORM } from '../database/orm.ts';
import { createPostgresDatabase } from '../tests/helpers/db.ts';
import { cannon, fixed } from './bench-lib.ts';
import { lead, pgliteReference, postgresReference } from './bench-leads-reference.ts';
import { nginxBinary, startCeilingNginx } from './bench-nginx.ts';
import type { BenchRun } from './bench-run.ts';

interface Submissions {
  perSecond: number;
  p50: number;
  p99: number;
  acknowledged: Map<number, number>;
  failures: number;
}

/** Distinct signups through `POST /api/leads`: which `n` each acknowledged id belongs to. */
async function submit(bench: BenchRun, url: string, run: string, seconds: number): Promise<Submissions> {
  const acknowledged = new Map<number, number>();
  let counter = 0;
  let failures = 0;
  const result = await cannon({
    url,
    connections: bench.connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/leads',
        headers: { 'content-type': 'application/json' },
        setupRequest(request, context) {
          const n = counter++;
          (context as { n: number }).n = n;
          return { ...request, body: JSON.stringify(lead(run, n)) };
        },
        onResponse(status, body, context) {
          if (status !== 201) {
            failures++;
            return;
          }
          acknowledged.set((JSON.parse(body) as { id: number }).id, (context as { n: number }).n);
        },
      },
    ],
  });
  return {
    perSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    acknowledged,
    failures: failures + result.errors + result.timeouts,
  };
}

/** The leads of a run, with the number of outbox mails written with each. */
interface StoredLead {
  id: number;
  email: string;
  mails: number;
}
const STORED_LEADS = `select l."id", l."email", (select count(*)::int from "mail_outbox" m where m."lead_id" = l."id") as "mails"
  from "leads" l where l."email" like ?`;
/** With LEADS_NOTIFY_EMAIL set (BENCH_ENV), each lead gets its confirmation and the staff notification. */
const MAILS_PER_LEAD = 2;

interface Check {
  missing: number;
  duplicated: number;
  unacknowledged: number;
}

/** Every acknowledged lead is in the database once, under its id, with the e-mail it was sent with. */
function check(run: string, acknowledged: Map<number, number>, stored: Array<{ id: number; email: string }>): Check {
  const byId = new Map(stored.map((row) => [Number(row.id), row.email]));
  const perEmail = new Map<string, number>();
  for (const row of stored) perEmail.set(row.email, (perEmail.get(row.email) ?? 0) + 1);
  let missing = 0;
  for (const [id, n] of acknowledged) {
    if (byId.get(id) !== lead(run, n).email) missing++;
  }
  const duplicated = [...perEmail.values()].filter((count) => count > 1).length;
  return { missing, duplicated, unacknowledged: stored.length - acknowledged.size };
}

/**
 * What autocannon, this script's signup load (a distinct JSON body built per request, each answer
 * parsed), reaches against nginx answering 201 at once, measured right before each database's signups:
 * the signup figures are far below it, so they measure the app and the database, not the generator.
 * Measured before the PostgreSQL signups too: the generator is this process, and right after the PGlite
 * section (which leaves it at about 630 MB resident) the PostgreSQL signups gave 813–921/s, after this
 * measure or without the PGlite section 1,036–1,154/s (docs/performance.md); this shows the generator's
 * state where it matters, and lets the previous section's aftermath settle outside the measure.
 */
export async function signupCeiling(bench: BenchRun, before: string) {
  const nginx = nginxBinary();
  if (!nginx) return;
  bench.note('leads', `generator ceiling before ${before}`);
  const ceiling = await startCeilingNginx(nginx, bench.scratch, await bench.port());
  try {
    const result = await submit(bench, ceiling.url, `ceiling-${before.toLowerCase()}`, Math.min(bench.duration, 4));
    bench.rows.push({
      section: 'leads',
      measure: `generator ceiling before ${before}: autocannon, the same signup requests, ${bench.connections} connections, against nginx answering 201`,
      value: `${fixed(result.perSecond)} requests/s, p99 ${fixed(result.p99, 1)} ms`,
      figures: { perSecond: result.perSecond, p99: result.p99 },
    });
  } finally {
    await ceiling.stop();
  }
}

export async function leadsSection(bench: BenchRun, label: 'PGlite' | 'PostgreSQL', serverUrl?: string) {
  const run = label.toLowerCase();
  const database = serverUrl ? await createPostgresDatabase(serverUrl) : undefined;
  try {
    bench.note('leads', `${label}: app`);
    const app = await bench.startApp(`leads-${run}`, database ? { DATABASE_URL: database.url } : {});
    let measured: Submissions;
    let warm: Submissions;
    try {
      warm = await submit(bench, app.url, `${run}-warm`, bench.warmUpSeconds);
      measured = await submit(bench, app.url, run, bench.duration);
    } finally {
      // Requests in flight finish before the process exits: they are stored but not acknowledged.
      await app.stop();
    }
    let stored: StoredLead[];
    if (database) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      stored = (await client.query<StoredLead>(STORED_LEADS.replace('?', '$1'), [`bench-${run}-%`])).rows;
      await client.end();
    } else {
      const db = await initORM({ dataDir: app.dataDir });
      stored = await db.orm.em.fork().execute(STORED_LEADS, [`bench-${run}-%`]);
      await db.orm.close(true);
    }
    const warmIds = new Set(warm.acknowledged.keys());
    const result = check(run, measured.acknowledged, stored.filter((row) => !row.email.startsWith(`bench-${run}-warm-`)));
    const warmCheck = check(`${run}-warm`, warm.acknowledged, stored.filter((row) => warmIds.has(Number(row.id)) || row.email.startsWith(`bench-${run}-warm-`)));

    bench.note('leads', `${label}: plain INSERT reference`);
    const reference = serverUrl ? await postgresReference(bench, serverUrl) : await pgliteReference(bench);
    const ratio = measured.perSecond / reference.perSecond;
    const mailsById = new Map(stored.map((row) => [Number(row.id), Number(row.mails)]));
    const acknowledgedIds = [...measured.acknowledged.keys(), ...warm.acknowledged.keys()];
    const withoutTheirMails = acknowledgedIds.filter((id) => mailsById.get(id) !== MAILS_PER_LEAD).length;
    const lost = result.missing + warmCheck.missing;
    const duplicated = result.duplicated + warmCheck.duplicated;
    const isPostgres = label === 'PostgreSQL';
    bench.rows.push({
      section: 'leads',
      measure: `${label}: leads/s through POST /api/leads (${bench.connections} clients)`,
      value: fixed(measured.perSecond),
      reference: `${fixed(reference.perSecond)} plain INSERTs/s`,
      ratio: fixed(ratio, 2),
      // Issue 17: on PostgreSQL a rate (the ratio is shown, for comparison); on PGlite, which shares the
      // app's process, a share of what the same process does with plain INSERTs.
      target: isPostgres ? '>= 1000/s' : '>= 0.30',
      ok: isPostgres ? measured.perSecond >= 1000 : ratio >= 0.3,
      figures: { leadsPerSecond: measured.perSecond, insertsPerSecond: reference.perSecond, ratio, failures: measured.failures },
    });
    bench.rows.push({
      section: 'leads',
      measure: `${label}: latency p50 / p99`,
      value: `${fixed(measured.p50, 1)} / ${fixed(measured.p99, 1)} ms`,
      reference: `p99 ${fixed(reference.p99, 1)} ms per INSERT`,
      figures: { p50: measured.p50, p99: measured.p99, referenceP99: reference.p99 },
    });
    bench.rows.push({
      section: 'leads',
      measure: `${label}: acknowledged leads stored exactly once`,
      value: `${measured.acknowledged.size + warm.acknowledged.size} acknowledged, ${lost} missing, ${duplicated} duplicated`,
      reference: `${result.unacknowledged + warmCheck.unacknowledged} stored while in flight at the end`,
      target: '0 missing, 0 duplicated',
      ok: lost === 0 && duplicated === 0 && measured.failures === 0,
      figures: { acknowledged: measured.acknowledged.size + warm.acknowledged.size, lost, duplicated, failures: measured.failures + warm.failures },
    });
    bench.rows.push({
      section: 'leads',
      measure: `${label}: mails written with each acknowledged lead`,
      value: `${acknowledgedIds.length - withoutTheirMails} of ${acknowledgedIds.length} with ${MAILS_PER_LEAD}`,
      target: `${MAILS_PER_LEAD} each`,
      ok: withoutTheirMails === 0,
      figures: { acknowledged: acknowledgedIds.length, withoutTheirMails },
    });
  } finally {
    await database?.drop();
  }
}
