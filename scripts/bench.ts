/**
 * `npm run bench [-- --only pages,leads --duration 10 --connections 50]`: the performance of issue 7,
 * measured in one run on this machine against the production build (built first when needed), each
 * figure next to its target and, where one exists, a reference measured in the same run:
 *
 * - cold start: process start (`node scripts/start.ts`, what `npm start` runs) to the first 200 on `/`;
 * - pages (scripts/bench-pages.ts, loaded by wrk): `/`, a place page and `/privacy` from the app alone
 *   against bare Node serving the same bytes and headers, through the topology's nginx against nginx
 *   alone, and wrk's own ceiling (nginx answering two bytes) printed next to them;
 * - page weight: JavaScript and CSS of a first visit in Chromium (scripts/page-weight.ts);
 * - Lighthouse (mobile and desktop) scores of the three pages;
 * - lead submission: leads/s and latency of `POST /api/leads` with distinct payloads (signup rate limit
 *   off through LEADS_RATE_LIMIT=off), every acknowledged lead then checked in the database (stored once,
 *   with its two outbox mails), next to plain INSERTs over as many connections and to the ceiling of
 *   the load generator (autocannon sending the same requests to nginx answering 201); on PGlite, and on
 *   PostgreSQL when DATABASE_URL names a server (the benchmark creates and drops its own databases there).
 *   `npm run bench` starts a throwaway PostgreSQL server (fsync on, scripts/with-postgres.sh) and sets
 *   DATABASE_URL to it, so one run measures both; `node scripts/bench.ts` alone measures PGlite only.
 *
 * - after acceptance (scripts/bench-visits.ts): the installer's list and the staff's late list at 100,000
 *   leads and 10,000 orders, p95 over HTTP against 50 ms, on PGlite and PostgreSQL;
 * - aftercare (scripts/bench-aftercare.ts): the installer's support list and staff's late list at 100,000
 *   leads and 10,000 installed orders (20,000 requests for help), the same way.
 *
 * Loopback only. Servers listen on BENCH_PORT and the next ports when it is set, else on free ports.
 * Figures go to bench-results/bench.json. The machine is shared: the load average is printed with
 * every section, and ratios to a reference measured in the same minute are what to compare.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { projectRoot } from '../server/vike.ts';
import { createPostgresDatabase } from '../tests/helpers/db.ts';
import { loadAverage, writeResults } from './bench-lib.ts';
import { coldStart } from './bench-cold.ts';
import { leadsSection, signupCeiling } from './bench-leads.ts';
import { lighthouseSection } from './bench-lighthouse.ts';
import { nginxBinary } from './bench-nginx.ts';
import { pagesSection } from './bench-pages.ts';
import { createRun, type Row, SECTIONS, type Section } from './bench-run.ts';
import { aftercareSection } from './bench-aftercare.ts';
import { visitsSection } from './bench-visits.ts';
import { weightSection } from './bench-weight.ts';
import { WRK } from './bench-wrk.ts';
import { ensureBuild } from './build-if-needed.ts';


const { values } = parseArgs({
  options: {
    only: { type: 'string', default: SECTIONS.join(',') },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'cold-runs': { type: 'string', default: '3' },
    'lighthouse-runs': { type: 'string', default: '1' },
  },
});

function bounded(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    process.stderr.write(`--${name} must be a whole number from ${min} to ${max}\n`);
    process.exit(2);
  }
  return value;
}

const DURATION = bounded('duration', values.duration, 1, 60);
const CONNECTIONS = bounded('connections', values.connections, 1, 200);
const COLD_RUNS = bounded('cold-runs', values['cold-runs'], 1, 10);
const LIGHTHOUSE_RUNS = bounded('lighthouse-runs', values['lighthouse-runs'], 1, 5);
const only = values.only.split(',').map((s) => s.trim());
for (const name of only) {
  if (!(SECTIONS as readonly string[]).includes(name)) {
    process.stderr.write(`--only takes ${SECTIONS.join(', ')}\n`);
    process.exit(2);
  }
}
const sectionRuns = (section: Section) => only.includes(section);
if (sectionRuns('pages') && !existsSync(WRK)) {
  process.stderr.write(`The pages are loaded by wrk, which is not installed (apt-get install -y wrk; expected at ${WRK}).\n`);
  process.exit(2);
}
/** Rounds of 2 s of the page measures, alternating between the server measured and its reference. */
const ROUNDS = Math.max(4, Math.round(DURATION / 2));

const WARM_UP_SECONDS = 1;

const scratch = path.join(projectRoot, '.tmp', 'bench');
rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });

const run = createRun({ scratch, connections: CONNECTIONS, duration: DURATION, warmUpSeconds: WARM_UP_SECONDS });
const { rows, notes, loads } = run;
const out = (line = '') => process.stdout.write(`${line}\n`);
const note = (section: Section, at: string) => run.note(section, at);

// ---------------------------------------------------------------------------------------------------
// The run

const started = new Date();
out(`npm run bench: ${only.join(', ')}; ${CONNECTIONS} connections, ${DURATION} s per measure; Node ${process.version}`);
out(`load average at the start: ${loadAverage()}`);
await ensureBuild(process.env);
const postgresUrl = process.env.DATABASE_URL;
let postgresVersion: string | undefined;
if (postgresUrl) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  const settings = await client.query<{ v: string; fsync: string; sync: string }>(
    `select version() as v, current_setting('fsync') as fsync, current_setting('synchronous_commit') as sync`,
  );
  await client.end();
  const row = settings.rows[0];
  postgresVersion = `${row?.v.split(' on ')[0]} (fsync ${row?.fsync}, synchronous_commit ${row?.sync})`;
  out(`PostgreSQL: ${postgresVersion}`);
}
let nginxVersion: string | undefined;
const nginx = nginxBinary();
if (nginx) nginxVersion = execFileSync(nginx, ['-v'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim() || 'nginx';

if (sectionRuns('cold')) {
  out('\ncold start');
  note('cold', 'PGlite');
  await coldStart(run, 'PGlite', {}, async () => rmSync(path.join(scratch, 'cold-PGlite'), { recursive: true, force: true }), COLD_RUNS);
  if (postgresUrl) {
    note('cold', 'PostgreSQL');
    const database = await createPostgresDatabase(postgresUrl);
    try {
      await coldStart(run, 'PostgreSQL', { DATABASE_URL: database.url }, async () => undefined, COLD_RUNS);
    } finally {
      await database.drop();
    }
  }
}

if (sectionRuns('pages') || sectionRuns('weight') || sectionRuns('lighthouse')) {
  const app = await run.startApp('pages');
  try {
    if (sectionRuns('pages')) {
      out('\npages');
      const pages = await pagesSection(app, {
        scratch,
        connections: CONNECTIONS,
        rounds: ROUNDS,
        nginx: nginxBinary(),
        port: run.port,
        note: (at) => note('pages', at),
      });
      rows.push(...pages.rows.map((row) => ({ ...row, section: 'pages' as const })));
      notes.push(...pages.notes);
    }
    if (sectionRuns('weight')) {
      out('\npage weight');
      note('weight', 'Chromium');
      await weightSection(run, app);
    }
    if (sectionRuns('lighthouse')) {
      out('\nLighthouse');
      note('lighthouse', `${LIGHTHOUSE_RUNS} run(s) per page and form factor`);
      await lighthouseSection(run, app, LIGHTHOUSE_RUNS);
    }
  } finally {
    await app.stop();
  }
}

if (sectionRuns('leads')) {
  out('\nlead submission');
  await signupCeiling(run, 'PGlite');
  await leadsSection(run, 'PGlite');
  if (postgresUrl) {
    await signupCeiling(run, 'PostgreSQL');
    await leadsSection(run, 'PostgreSQL', postgresUrl);
  }
  else notes.push('DATABASE_URL is not set: lead submission was measured on PGlite only.');
}

if (sectionRuns('visits')) {
  out('\nafter acceptance (issue 34)');
  await visitsSection(run, 'PGlite');
  if (postgresUrl) await visitsSection(run, 'PostgreSQL', postgresUrl);
  else notes.push('DATABASE_URL is not set: the installer and late lists were measured on PGlite only.');
}

if (sectionRuns('aftercare')) {
  out('\naftercare (issue 44)');
  await aftercareSection(run, 'PGlite');
  if (postgresUrl) await aftercareSection(run, 'PostgreSQL', postgresUrl);
  else notes.push('DATABASE_URL is not set: the support lists were measured on PGlite only.');
}

// ---------------------------------------------------------------------------------------------------
// Report

const columns = [
  ['measure', (r: Row) => r.measure],
  ['value', (r: Row) => r.value],
  ['target', (r: Row) => r.target ?? ''],
  ['', (r: Row) => (r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED')],
  ['reference (same run)', (r: Row) => r.reference ?? ''],
  ['ratio', (r: Row) => r.ratio ?? ''],
] as const;
const widths = columns.map(([title, cell]) => Math.max(title.length, ...rows.map((r) => cell(r).length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
out('');
out(line(columns.map(([title]) => title)));
out(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) out(line(columns.map(([, cell]) => cell(row))));
out('');
for (const { section, at, load: l } of loads) out(`load average, ${section} ${at}: ${l}`);
out(`load average at the end: ${loadAverage()}`);
if (nginxVersion) out(`reference: ${nginxVersion}, 1 worker; bare Node http, 1 thread`);
for (const n of notes) out(`note: ${n}`);
const file = writeResults('bench', {
  date: started.toISOString(),
  node: process.version,
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  postgres: postgresVersion ?? null,
  nginx: nginxVersion ?? null,
  loads,
  notes,
  rows: rows.map(({ section, measure, value, reference, ratio, target, ok, figures }) => ({
    section,
    measure,
    value,
    reference: reference ?? null,
    ratio: ratio ?? null,
    target: target ?? null,
    ok: ok ?? null,
    figures,
  })),
});
out(`\nwritten to ${file}`);
rmSync(scratch, { recursive: true, force: true });
if (rows.some((r) => r.ok === false)) process.exitCode = 1;
