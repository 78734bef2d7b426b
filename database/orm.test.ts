import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, openTestDatabase, postgresUnderTest, type TestDatabase } from '../tests/helpers/db.ts';
import { household } from '../tests/helpers/leads.ts';
import { Lead, User } from './entities/index.ts';
import { migrationsList } from './migrations/index.ts';
import { initORM, migrate } from './orm.ts';

describe(`ORM on ${postgresUnderTest ? 'PostgreSQL' : 'PGlite'}`, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('reports which database it runs on', () => {
    expect(db.kind).toBe(postgresUnderTest ? 'postgresql' : 'pglite');
  });

  it('has migrations that match the entities exactly', async () => {
    expect(await db.orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
  });

  it('writes a lead and reads it back with the defaults filled in', async () => {
    const em = db.orm.em.fork();
    const lead = em.create(Lead, household);
    await em.flush();
    expect(lead.id).toBeGreaterThan(0);

    const read = await db.orm.em.fork().findOneOrFail(Lead, { id: lead.id });
    expect(read).toMatchObject({ ...household, status: 'new' });
    expect(read.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(read.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('finds leads by e-mail case-insensitively', async () => {
    const found = await db.orm.em.fork().find(Lead, { email: { $ilike: 'MELANIE.peeters@EXAMPLE.be' } });
    expect(found.map((l) => l.lastName)).toContain('Peeters');
  });

  it('refuses a value longer than its column', async () => {
    const em = db.orm.em.fork();
    em.create(Lead, { ...household, postalCode: '12345' });
    await expect(em.flush()).rejects.toThrow();
  });

  it('keeps usernames unique', async () => {
    const em = db.orm.em.fork();
    em.create(User, { username: 'jan', passwordHash: 'x' });
    await em.flush();
    const other = db.orm.em.fork();
    other.create(User, { username: 'jan', passwordHash: 'y' });
    await expect(other.flush()).rejects.toThrow(/unique|duplicate/i);
  });
});

describe('a database on disk', () => {
  // Two cold starts, the first from nothing (initdb in WebAssembly, every migration): the slowest test of
  // its project on a busy machine.
  it('keeps its data across a restart', { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pglite-'));
    const server = postgresUnderTest ? await createPostgresDatabase(postgresUnderTest) : undefined;
    const options = server ? { databaseUrl: server.url } : { dataDir };
    try {
      const first = await initORM(options);
      expect(await migrate(first.orm)).toEqual(migrationsList.map((m) => m.name));
      const em = first.orm.em.fork();
      em.create(Lead, household);
      await em.flush();
      await first.orm.close();

      const second = await initORM(options);
      expect(await migrate(second.orm)).toHaveLength(0);
      expect(await second.orm.em.fork().count(Lead, { email: household.email })).toBe(1);
      await second.orm.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await server?.drop();
    }
  });
});
