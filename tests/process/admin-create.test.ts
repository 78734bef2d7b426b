/** `npm run admin:create` as an operator runs it: a real process on a real database. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSession, AuditLogEntry, User } from '../../database/entities/index.ts';
import { initORM } from '../../database/orm.ts';
import { openSession } from '../../server/services/admin-session.ts';
import { verifyPassword } from '../../server/services/passwords.ts';
import { seedPgliteDataDir } from '../helpers/database-image.ts';
import { createPostgresDatabase, postgresUnderTest } from '../helpers/db.ts';
import { childEnv, nodeBin, projectRoot } from '../helpers/process.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'admin-create-'));
let database: { url: string; drop(): Promise<void> } | undefined;
const dbOptions = () => (database ? { databaseUrl: database.url } : { dataDir });
let session: string | undefined;

beforeAll(async () => {
  if (postgresUnderTest) database = await createPostgresDatabase(postgresUnderTest);
  else seedPgliteDataDir(dataDir);
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

function adminCreate(args: string[], input?: string) {
  const result = spawnSync(nodeBin, ['scripts/admin-create.ts', ...args], {
    cwd: projectRoot,
    input,
    encoding: 'utf8',
    env: {
      ...childEnv(),
      LOG_LEVEL: 'silent',
      ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir }),
    },
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

async function withDb<T>(run: (db: Awaited<ReturnType<typeof initORM>>) => Promise<T>): Promise<T> {
  const db = await initORM(dbOptions());
  try {
    return await run(db);
  } finally {
    await db.orm.close();
  }
}

describe('npm run admin:create', () => {
  it('creates an account with an argon2id hash from a password on stdin', async () => {
    const run = adminCreate(['--username', 'Beheer', '--password-stdin'], 'een-sterk-wachtwoord\n');
    expect(run.output).toContain('Created admin account "beheer"');
    expect(run.code).toBe(0);
    await withDb(async (db) => {
      const user = await db.orm.em.fork().findOneOrFail(User, { username: 'beheer' });
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user.passwordHash, 'een-sterk-wachtwoord')).toBe(true);
      // A session the reset below must end (opened here: the database admits one process at a time).
      session = await openSession(db.orm.em.fork(), user);
    });
  });

  it('resets the password of an existing account and ends its sessions', async () => {
    expect(session).toBeTruthy();
    const run = adminCreate(['--username', 'beheer', '--password-stdin'], 'een-nieuw-wachtwoord');
    expect(run.code).toBe(0);
    expect(run.output).toContain('Set a new password for "beheer"');
    await withDb(async (db) => {
      const em = db.orm.em.fork();
      const user = await em.findOneOrFail(User, { username: 'beheer' });
      expect(await verifyPassword(user.passwordHash, 'een-nieuw-wachtwoord')).toBe(true);
      expect(await em.count(AdminSession, { user: user.id, revokedAt: null })).toBe(0);
      expect(await em.count(AuditLogEntry, { action: 'admin.password_reset', actor: 'beheer' })).toBe(1);
    });
  });

  it.each([
    [['--username', 'kort', '--password-stdin'], 'kort', 1, /at least 12 characters/],
    [['--password-stdin'], 'een-sterk-wachtwoord', 2, /--username is required/],
    [['--username', 'iemand'], undefined, 2, /--password-stdin/],
    [['--username', 'met spatie', '--password-stdin'], 'een-sterk-wachtwoord', 1, /no spaces/],
    // Issue 43: one rule for every new account, staff's too.
    [['--username', 'beheerder2', '--password-stdin'], '123456789012', 1, /too easy to guess/],
    [['--username', 'be\u200bheerder', '--password-stdin'], 'een-sterk-wachtwoord', 1, /invisible characters/],
  ])('refuses %j with a clear message and its exit code', (args, input, code, message) => {
    const run = adminCreate(args, input);
    expect(run.code).toBe(code);
    expect(run.output).toMatch(message);
  });
});
