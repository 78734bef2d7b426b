/**
 * The test databases' own guarantee (tests/helpers/pglite-pool.ts): a file that gets the PGlite another
 * file used finds the run's migrated image, whatever that file wrote; a file that changed the schema
 * leaves its PGlite to nobody.
 */
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { PGLITE_IMAGE_VARIABLE } from '../helpers/database-image.ts';
import { releasePglite, takePglite } from '../helpers/pglite-pool.ts';

const image = new Blob([readFileSync(process.env[PGLITE_IMAGE_VARIABLE] ?? '')]);

/** What a file could observe: the migrations' rows, the next id, the tables. */
async function observe(pg: PGlite) {
  const migrations = (await pg.query<{ name: string }>('select name from mikro_orm_migrations order by id')).rows.map((row) => row.name);
  const places = (await pg.query<{ n: number }>('select count(*)::int as n from place_facts')).rows[0]?.n;
  const tables = (await pg.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`)).rows.map((row) => row.name);
  return { migrations, places, tables };
}

async function nextMigrationId(pg: PGlite): Promise<number> {
  return (await pg.query<{ id: number }>(`select nextval(pg_get_serial_sequence('mikro_orm_migrations', 'id'))::int as id`)).rows[0]?.id ?? 0;
}

describe('a test database used by one file, then by the next', () => {
  it('comes back as the image: rows written, rows deleted, ids taken, settings and open transactions all undone', async () => {
    const first = await takePglite(image);
    const before = await observe(first);
    const nextId = await nextMigrationId(first);
    await releasePglite(first);

    const used = await takePglite(image);
    expect(used).toBe(first);
    await used.exec(`insert into mikro_orm_migrations (name, executed_at) values ('not-a-migration', now())`);
    await used.exec(`delete from mikro_orm_migrations where id = (select min(id) from mikro_orm_migrations)`);
    await used.exec('delete from place_facts');
    for (let i = 0; i < 5; i++) await nextMigrationId(used);
    await used.exec(`set statement_timeout = 1; begin; insert into mikro_orm_migrations (name, executed_at) values ('left-open', now())`);
    await releasePglite(used);

    const next = await takePglite(image);
    expect(next).toBe(first);
    expect(await observe(next)).toEqual(before);
    expect(await nextMigrationId(next)).toBe(nextId);
    expect((await next.query<{ timeout: string }>(`select current_setting('statement_timeout') as timeout`)).rows[0]?.timeout).toBe('0');
    await releasePglite(next);
  });

  it('is not handed on after its file changed the schema: the next file gets a fresh one', async () => {
    const changed = await takePglite(image);
    const before = await observe(changed);
    await changed.exec('create table "left_behind" (id int)');
    await releasePglite(changed);
    expect(changed.closed).toBe(true);

    const fresh = await takePglite(image);
    expect(fresh).not.toBe(changed);
    expect(await observe(fresh)).toEqual(before);
    await releasePglite(fresh);
  });
});
