/**
 * `npm run db:backup` and `npm run db:restore` as an operator runs them (real processes), on the
 * database under test: PGlite in `npm test`, PostgreSQL in `npm run test:pg`. A backup restored into a
 * fresh database holds the leads, and the app goes on from there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseOptions, initORM, migrate } from '../../database/orm.ts';
import { buildApp } from '../../server/app.ts';
import { testEnv } from '../helpers/app.ts';
import { seedPgliteDataDir } from '../helpers/database-image.ts';
import { createPostgresDatabase, postgresUnderTest } from '../helpers/db.ts';
import { uniqueHousehold } from '../helpers/leads.ts';
import { childEnv, nodeBin, projectRoot } from '../helpers/process.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
const dropped: Array<() => Promise<void>> = [];

/** A fresh, empty database of the kind under test, as the environment of a script names it. */
async function freshDatabase(name: string): Promise<{ env: Record<string, string>; options: DatabaseOptions }> {
  if (postgresUnderTest) {
    const created = await createPostgresDatabase(postgresUnderTest);
    dropped.push(created.drop);
    return { env: { DATABASE_URL: created.url }, options: { databaseUrl: created.url } };
  }
  const dataDir = path.join(work, name);
  return { env: { DATA_DIR: dataDir }, options: { dataDir } };
}

function script(name: 'db-backup' | 'db-restore', args: string[], env: Record<string, string>) {
  const result = spawnSync(nodeBin, [`scripts/${name}.ts`, ...args], {
    cwd: projectRoot,
    env: { ...childEnv(), LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

async function leadsIn(options: DatabaseOptions): Promise<{ emails: string[]; pendingMigrations: string[] }> {
  const db = await initORM(options);
  try {
    const pendingMigrations = await migrate(db.orm);
    const rows = await db.orm.em.fork().execute<Array<{ email: string }>>('select email from leads order by id');
    return { emails: rows.map((row) => row.email), pendingMigrations };
  } finally {
    await db.orm.close(true);
  }
}

describe(`db:backup and db:restore (${postgresUnderTest ? 'PostgreSQL' : 'PGlite'})`, () => {
  let source: Awaited<ReturnType<typeof freshDatabase>>;
  let backup: ReturnType<typeof script>;
  const sent: string[] = [];
  const file = path.join(work, 'backups', postgresUnderTest ? 'leads.dump' : 'leads.tar.gz');

  beforeAll(async () => {
    source = await freshDatabase('source');
    // The run's migrated image (a fresh PostgreSQL database is a copy of it already), not migrations run anew.
    if (source.options.dataDir) seedPgliteDataDir(source.options.dataDir);
    // Leads that came in through the app, with their mails in the outbox.
    const db = await initORM(source.options);
    await migrate(db.orm);
    const app = await buildApp({ env: testEnv({ LEADS_RATE_LIMIT: 'off' }), db, vike: 'none', migrate: false });
    for (let i = 0; i < 3; i++) {
      const household = uniqueHousehold({ firstName: `Back-up ${['Een', 'Twee', 'Drie'][i]}` });
      const res = await app.inject({ method: 'POST', url: '/api/leads', payload: household });
      expect(res.statusCode).toBe(201);
      sent.push(household.email);
    }
    await app.close();
    await db.orm.close(true);
    // The backup every test restores.
    backup = script('db-backup', ['--out', file], source.env);
  });
  afterAll(async () => {
    for (const drop of dropped) await drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('writes a backup file, and restores it into a fresh database that holds the leads', async () => {
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.out).toMatch(new RegExp(`^Backup of ${postgresUnderTest ? 'postgresql' : 'pglite'} .* written to ${file}`));
    expect(readdirSync(path.dirname(file))).toEqual([path.basename(file)]);

    const target = await freshDatabase('restored');
    const restore = script('db-restore', [file], target.env);
    expect(restore.err).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.out).toMatch(/: 3 leads\n$/);

    const restored = await leadsIn(target.options);
    expect(restored.emails).toEqual(sent);
    // The schema is complete (no migration left to apply), and the app takes new leads from there.
    expect(restored.pendingMigrations).toEqual([]);
    const db = await initORM(target.options);
    const app = await buildApp({ env: testEnv({ LEADS_RATE_LIMIT: 'off' }), db, vike: 'none', migrate: false });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/leads', payload: uniqueHousehold() });
      expect(res.statusCode).toBe(201);
      const mails = await db.orm.em.fork().execute<Array<{ n: number }>>('select count(*)::int as n from mail_outbox');
      expect(mails[0]?.n).toBe(4);
    } finally {
      await app.close();
      await db.orm.close(true);
    }
  });

  it('refuses to restore over a database unless told to replace it, and then replaces it', async () => {
    const target = await freshDatabase('occupied');
    expect(script('db-restore', [file], target.env).code).toBe(0);
    const again = script('db-restore', [file], target.env);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/--replace/);

    const replaced = script('db-restore', [file, '--replace'], target.env);
    expect(replaced.err).toBe('');
    expect(replaced.code).toBe(0);
    expect((await leadsIn(target.options)).emails).toEqual(sent);
  });

  it('refuses a file that is not a backup made by db:backup', async () => {
    const target = await freshDatabase('wrong-file');
    const res = script('db-restore', [path.join(projectRoot, 'package.json')], target.env);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/is not a backup made by db:backup/);
  });

  it('leaves the target as it was when a damaged backup fails half-way', async () => {
    const damaged = path.join(work, `damaged-${path.basename(file)}`);
    writeFileSync(damaged, readFileSync(file).subarray(0, Math.floor(statSync(file).size / 2)));
    const target = await freshDatabase('damaged');
    const res = script('db-restore', [damaged], target.env);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(postgresUnderTest ? /^pg_restore failed/ : /is damaged or incomplete .*: nothing was restored/);
    if (postgresUnderTest) {
      const db = await initORM(target.options);
      const tables = await db.orm.em
        .fork()
        .execute<Array<{ n: number }>>(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
      await db.orm.close(true);
      expect(tables[0]?.n).toBe(0);
    } else {
      expect(existsSync(path.join(work, 'damaged', 'pglite'))).toBe(false);
    }
  });

  it(
    postgresUnderTest
      ? 'backs up PostgreSQL while the app has it open'
      : 'refuses to back up the embedded database while a server has it open (PGlite admits one process)',
    async () => {
      const db = await initORM(source.options);
      const out = path.join(work, 'while-open');
      try {
        const res = script('db-backup', ['--out', out], source.env);
        if (postgresUnderTest) {
          expect(res.code).toBe(0);
          expect(existsSync(out)).toBe(true);
        } else {
          expect(res.code).toBe(1);
          expect(res.err).toMatch(/is open: stop the server first/);
          expect(existsSync(out)).toBe(false);
          expect(existsSync(`${out}.partial`)).toBe(false);
        }
      } finally {
        await db.orm.close(true);
      }
    },
  );
});
