/**
 * `npm run db:seed -- --leads 100000 [--seed 1] [--append]`: fills the configured database with demo
 * leads (database/seeders/demo-leads.ts), three rounds (one closed, one open, one announced) with the
 * leads spread over them (demo-rounds.ts), and proposals, for development and benchmarks. Refuses a database that
 * already holds leads unless --append is given, so that it cannot mix demo data into real data by
 * accident. Demo e-mail addresses use the reserved example.be / example.com domains.
 */
import { parseArgs } from 'node:util';
import { Lead } from '../database/entities/index.ts';
import { initORM, migrate } from '../database/orm.ts';
import { insertDemoLeads } from '../database/seeders/demo-leads.ts';
import { insertDemoProposals } from '../database/seeders/demo-proposals.ts';
import { advanceDemoOrders, DEMO_INSTALLER_PASSWORD, insertDemoInstallerUsers } from '../database/seeders/demo-visits.ts';
import { hashPassword } from '../server/services/passwords.ts';
import { insertDemoRounds } from '../database/seeders/demo-rounds.ts';
import { proposalFunnel, roundFunnel } from '../server/services/funnel.ts';
import { organiserOf } from '../server/services/proposals/proposal-parties.ts';
import { readEnvOrExit } from '../server/env.ts';

const USAGE = 'Usage: npm run db:seed -- --leads N [--seed S] [--append]\n';

let values: { leads?: string; seed?: string; append?: boolean };
try {
  values = parseArgs({
    options: { leads: { type: 'string' }, seed: { type: 'string' }, append: { type: 'boolean' } },
  }).values;
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
const count = Number(values.leads ?? 1000);
const seed = Number(values.seed ?? 1);
if (!Number.isInteger(count) || count < 1 || count > 10_000_000 || !Number.isInteger(seed)) {
  process.stderr.write(`--leads must be a whole number from 1 to 10,000,000 and --seed a whole number\n${USAGE}`);
  process.exit(2);
}

const env = readEnvOrExit();
const db = await initORM({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrate(db.orm);
  const em = db.orm.em.fork();
  const existing = await em.count(Lead);
  if (existing > 0 && !values.append) {
    process.stderr.write(`The database (${db.kind}, ${db.location}) already holds ${existing} leads; pass --append to add demo leads anyway.\n`);
    process.exitCode = 1;
  } else {
    const started = performance.now();
    const lastIdBefore = Number((await em.execute<Array<{ id: number | null }>>('select max("id") as "id" from "leads"'))[0]?.id ?? 0);
    let reported = 0;
    await insertDemoLeads(em, count, {
      seed,
      origin: env.PUBLIC_URL,
      onProgress(done) {
        if (done - reported >= 10_000 || done === count) {
          reported = done;
          process.stdout.write(`  ${done} / ${count}\n`);
        }
      },
    });
    // Three rounds (closed, open, announced) and the leads spread over them (issue 35).
    const rounds = await insertDemoRounds(em);
    // Confirmations and proposals of these demo leads only (issue 24), so the funnel shows figures.
    const proposals = await insertDemoProposals(em, lastIdBefore, organiserOf(env));
    // After acceptance (issue 34): orders at every step, and a user per demo installer.
    const advanced = await advanceDemoOrders(em);
    const users = await insertDemoInstallerUsers(em, hashPassword);
    process.stdout.write(`Moved ${advanced} demo orders along their steps; installer users ${users.join(', ')} (password ${DEMO_INSTALLER_PASSWORD}, demo only).\n`);
    // Fresh statistics, so that the planner picks the search index at once.
    await em.execute('analyze "leads"');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Inserted ${count} demo leads, ${rounds.rounds} rounds (${rounds.leads} leads given their round) and ${proposals} proposals into ${db.kind} (${db.location}) in ${seconds} s.\n`,
    );
    printFunnel(await proposalFunnel(em));
    printRounds(await roundFunnel(em));
  }
} finally {
  await db.orm.close();
}

/** The funnel of the last twelve months, as the back office's statistics show it. */
function printFunnel(months: Awaited<ReturnType<typeof proposalFunnel>>) {
  const pct = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`);
  process.stdout.write('\nmonth    signups  confirmed        proposed         accepted         overall\n');
  for (const m of months.slice(0, 12)) {
    const cell = (n: number, ratio: number | null) => `${String(n).padStart(6)} (${pct(ratio).padStart(6)})`;
    process.stdout.write(
      `${m.month}  ${String(m.signups).padStart(7)}  ${cell(m.confirmed, m.conversion.confirmed)}  ${cell(m.proposed, m.conversion.proposed)}  ${cell(m.accepted, m.conversion.accepted)}  ${pct(m.conversion.overall).padStart(7)}\n`,
    );
  }
}

/** The funnel per round, side by side. */
function printRounds(rounds: Awaited<ReturnType<typeof roundFunnel>>) {
  process.stdout.write('\nround                                         signups  confirmed  proposed  accepted\n');
  for (const r of rounds) {
    const name = (r.roundId === null ? '(no round: waiting)' : `${r.roundId} ${r.name}`).padEnd(44).slice(0, 44);
    process.stdout.write(`${name}  ${String(r.signups).padStart(7)}  ${String(r.confirmed).padStart(9)}  ${String(r.proposed).padStart(8)}  ${String(r.accepted).padStart(8)}\n`);
  }
}
