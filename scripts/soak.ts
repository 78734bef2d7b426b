/**
 * `npm run soak`: no signup lost or doubled under load and faults. For each scenario of
 * scripts/soak-scenario.ts, 100 concurrent clients (`--clients`) each send `--per-client` signups, every
 * one a distinct payload, through an app restart (PGlite and PostgreSQL) or a database restart
 * (PostgreSQL, down for `--outage-ms`). The PostgreSQL scenarios need TEST_DATABASE_URL and the
 * `--server stop|start` of scripts/with-postgres.sh, which `npm run soak` runs this under.
 * Prints submitted, acknowledged, stored, duplicates and lost per scenario; figures go to
 * bench-results/soak-<time>.json; exit code 1 when a scenario fails.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../server/vike.ts';
import { runScenario, SCENARIOS, type SoakResult } from './soak-scenario.ts';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '100' },
    'per-client': { type: 'string', default: '20' },
    scenario: { type: 'string', default: 'all' },
    'outage-ms': { type: 'string', default: '5000' },
    'max-attempts': { type: 'string', default: '60' },
    'deadline-s': { type: 'string', default: '240' },
    port: { type: 'string' },
  },
});
const options = {
  clients: Number(args.clients),
  perClient: Number(args['per-client']),
  outageMs: Number(args['outage-ms']),
  maxAttempts: Number(args['max-attempts']),
  deadlineMs: Number(args['deadline-s']) * 1000,
  port: args.port ? Number(args.port) : undefined,
  serverUrl: process.env.TEST_DATABASE_URL,
};
const out = (line = '') => process.stdout.write(`${line}\n`);

const wanted = SCENARIOS.filter((s) => args.scenario === 'all' || s.name.includes(args.scenario));
const scenarios = wanted.filter((s) => s.database === 'pglite' || options.serverUrl);
for (const skipped of wanted.filter((s) => !scenarios.includes(s))) {
  out(`(${skipped.name} needs a PostgreSQL server: run it through npm run soak, which provides one)`);
}
out(`Soak: ${options.clients} clients x ${options.perClient} signups per scenario, Node ${process.version}`);

const results: SoakResult[] = [];
for (const scenario of scenarios) {
  out(`\n=== ${scenario.name} ===`);
  const result = await runScenario(scenario, options);
  results.push(result);
  const f = result.figures;
  out(
    `submitted ${f.submitted}, acknowledged ${f.acknowledged}, stored ${f.stored}, duplicates ${f.duplicates}, lost ${f.lost}` +
      ` (${(result.elapsedMs / 1000).toFixed(1)} s, ${f.attempts} attempts)`,
  );
  out(`fault: ${JSON.stringify(result.fault)}`);
  out(`errors by kind: ${JSON.stringify(f.errorsByKind)}`);
  out(`retried ${f.retried}, of which acknowledged ${f.retriedThenAcknowledged}; not acknowledged ${f.notAcknowledged}`);
  out(`/healthz: ${JSON.stringify(result.health)}`);
  out(`mails: ${JSON.stringify(result.mails)}`);
  for (const [check, ok] of Object.entries(result.checks)) out(`  ${ok ? 'ok  ' : 'FAIL'} ${check}`);
}

mkdirSync(path.join(projectRoot, 'bench-results'), { recursive: true });
const file = path.join(projectRoot, 'bench-results', `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify({ node: process.version, results }, null, 2)}\n`);
out(`\nFigures written to ${path.relative(projectRoot, file)}`);
process.exit(results.every((r) => r.passed) ? 0 : 1);
