/**
 * `npm run fuzz`: the long run of the property-based tests of hostile input (tests/fuzz/): thousands of
 * generated requests per endpoint against the real app on a fresh database (in-memory PGlite, or a
 * database on the server of TEST_DATABASE_URL), then an audit of every stored row. Prints the cases
 * per endpoint, the answers by status, the total and the seed; exits 1 on the first server error,
 * wrong answer or invalid record, with the smallest failing case fast-check finds.
 *
 *   npm run fuzz -- [--runs 1500] [--seed 12345]
 */
import { parseArgs } from 'node:util';
import { auditDatabase, FUZZ_TARGETS, openFuzzApp } from '../tests/fuzz/endpoints.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1500' },
    seed: { type: 'string' },
  },
});
const runs = Number(values.runs);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!Number.isSafeInteger(runs) || runs < 1 || !Number.isSafeInteger(seed)) {
  process.stderr.write('usage: npm run fuzz -- [--runs N] [--seed S]\n');
  process.exit(2);
}

process.stdout.write(`fuzz: seed ${seed}, ${runs} cases per endpoint, ${FUZZ_TARGETS.length} endpoints\n`);
const app = await openFuzzApp();
let failed = false;
const started = Date.now();
try {
  for (const target of FUZZ_TARGETS) {
    const t0 = Date.now();
    try {
      await target.check(app, { seed, numRuns: runs });
    } catch (error) {
      failed = true;
      process.stderr.write(`\n✗ ${target.name}\n${error instanceof Error ? error.message : String(error)}\n`);
    }
    const statuses = [...(app.tally.get(target.name) ?? new Map<number, number>()).entries()].sort(([a], [b]) => a - b);
    const cases = statuses.reduce((sum, [, n]) => sum + n, 0);
    process.stdout.write(
      `${failed ? '✗' : '✓'} ${target.name.padEnd(36)} ${String(cases).padStart(6)} requests  ` +
        `${statuses.map(([status, n]) => `${status}×${n}`).join(' ')}  (${((Date.now() - t0) / 1000).toFixed(1)} s)\n`,
    );
    if (failed) break;
  }
  const problems = await auditDatabase(app);
  if (problems.length > 0) {
    failed = true;
    process.stderr.write(`\n✗ invalid records in the database:\n${problems.slice(0, 50).join('\n')}\n`);
  }
} finally {
  await app.close();
}

const all = [...app.tally.values()].flatMap((statuses) => [...statuses.entries()]);
const total = all.reduce((sum, [, n]) => sum + n, 0);
const serverErrors = all.filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
process.stdout.write(
  `\n${failed ? '✗' : '✓'} ${total} requests in ${((Date.now() - started) / 1000).toFixed(0)} s, seed ${seed}: ` +
    `${serverErrors} server errors, database audit ${failed ? 'FAILED' : 'clean'}\n`,
);
if (failed || serverErrors > 0) process.exit(1);
