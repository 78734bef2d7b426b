/**
 * `npm run retention` as an operator runs it: a separate process on the configured database (an embedded
 * one on disk, or PostgreSQL with `npm run test:pg`), first with --dry-run, then for real.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, initORM, migrate } from '../../database/orm.ts';
import { insertDemoLeads } from '../../database/seeders/demo-leads.ts';
import { seedPgliteDataDir } from '../helpers/database-image.ts';
import { openTestDatabase, postgresUnderTest, type TestDatabase } from '../helpers/db.ts';
import { projectRoot } from '../helpers/process.ts';

const run = promisify(execFile);
const YEAR_MS = 365 * 24 * 3600 * 1000;

describe(`npm run retention (${postgresUnderTest ? 'PostgreSQL' : 'PGlite'})`, () => {
  const dataDir = path.join(projectRoot, '.tmp', `retention-script-${process.pid}`);
  let pgDb: TestDatabase | undefined;
  let due = 0;
  const scriptEnv = () => ({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...(pgDb?.url ? { DATABASE_URL: pgDb.url } : { DATABASE_URL: '', DATA_DIR: dataDir }),
  });
  const retention = (...args: string[]) =>
    run(process.execPath, ['scripts/retention.ts', ...args], { cwd: projectRoot, env: scriptEnv() }).then((r) => r.stdout);

  beforeAll(async () => {
    let db: Database;
    if (postgresUnderTest) {
      pgDb = await openTestDatabase();
      db = pgDb;
    } else {
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true });
      seedPgliteDataDir(dataDir);
      db = await initORM({ dataDir });
      await migrate(db.orm);
    }
    // Signups of three to five years ago, the last contact being the signup; and 5 of this year.
    await insertDemoLeads(db.orm.em.fork(), 30, { now: new Date(Date.now() - 3 * YEAR_MS), seed: 7 });
    await insertDemoLeads(db.orm.em.fork(), 5, { now: new Date(), seed: 8 });
    // Due: the old signups that are not customers (customers stay, decision 016).
    const [row] = await db.orm.em.fork().execute<Array<{ due: number | string }>>(
      `select count(*) as "due" from leads where status <> 'converted' and created_at < now() - interval '3 years' + interval '1 day'`,
    );
    due = Number(row?.due);
    if (!pgDb) await db.orm.close();
  });
  afterAll(async () => {
    await pgDb?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists what would go per month of last contact, with no personal data, and erases nothing', async () => {
    expect(due).toBeGreaterThan(10);
    const output = await retention('--dry-run');
    expect(output).toContain('24 months after the last contact');
    expect(output).toContain(`Would erase: ${due} leads`);
    const months = [...output.matchAll(/^(\d{4}-\d{2})\s+(\d+)$/gm)];
    expect(months.length).toBeGreaterThan(1);
    expect(months.reduce((sum, m) => sum + Number(m[2]), 0)).toBe(due);
    expect(output).not.toContain('@');
    expect(output).not.toContain('Erased');
    // Nothing went: a second dry run sees the same.
    expect(await retention('--dry-run')).toContain(`Would erase: ${due} leads`);
  });

  it('runs the purge now and shows the rows per table before and after', async () => {
    const output = await retention();
    expect(output).toContain(`Erased ${due} leads in 1 batch(es)`);
    expect(output).toMatch(new RegExp(`^leads\\s+35\\s+${35 - due}$`, 'm'));
    // The run's audit entries: one for the batch, one for the run.
    expect(output).toMatch(/^audit_log\s+0\s+2$/m);
    expect(await retention('--dry-run')).toContain('Would erase: 0 leads');
  });
});
