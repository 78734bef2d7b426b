import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { household } from '../tests/helpers/leads.ts';
import { openTestDatabase, postgresUnderTest, type TestDatabase } from '../tests/helpers/db.ts';
import { leadOrder, leadWhere, limitOffset } from '../server/services/lead-query.ts';
import { PRIVACY_VERSION_DATE } from '../src/site.ts';
import type { LeadValues } from '../src/leads/lead-values.ts';
import { byColumn } from './lead-record.ts';
import { migrationsList } from './migrations/index.ts';
import { insertDemoLeads } from './seeders/demo-leads.ts';

const CHECK_MIGRATION = 'Migration20261125030010_lead_status_check';
const BEFORE_CHECK = migrationsList[migrationsList.findIndex((m) => m.name === CHECK_MIGRATION) - 1]?.name as string;

/** Inserts a lead with raw SQL, as anything outside the app could, with any status. */
async function insertRaw(db: TestDatabase, status: string, fields: Partial<LeadValues> = { privacyVersion: PRIVACY_VERSION_DATE }): Promise<number> {
  const row = byColumn({ ...household, email: `status.${status}@example.be`, ...fields });
  const columns = Object.keys(row);
  const rows = await db.orm.em
    .fork()
    .execute<Array<{ id: number }>>(
      `insert into "leads" (${columns.map((c) => `"${c}"`).join(', ')}, "status") values (${columns.map(() => '?').join(', ')}, ?) returning "id"`,
      [...Object.values(row), status],
    );
  return rows[0]?.id as number;
}

describe(`a lead's status (${postgresUnderTest ? 'PostgreSQL' : 'PGlite'})`, () => {
  let db: TestDatabase;
  let pieter: number;
  beforeAll(async () => {
    db = await openTestDatabase({ migrate: false });
    // The database as it was before the constraint, holding a status the app never wrote.
    await db.orm.migrator.up({ to: BEFORE_CHECK });
    pieter = await insertRaw(db, 'archived', {});
    await db.orm.em
      .fork()
      .execute(`insert into "lead_status_changes" ("lead_id", "from_status", "to_status", "changed_by_name") values (?, null, 'archived', 'jan')`, [
        pieter,
      ]);
    await db.orm.migrator.up();
  });
  afterAll(async () => {
    await db.close();
  });

  it('was made new where it was unknown, in the lead and in its history', async () => {
    const em = db.orm.em.fork();
    expect(await em.execute(`select "status" from "leads" where "id" = ?`, [pieter])).toEqual([{ status: 'new' }]);
    expect(await em.execute(`select "from_status", "to_status" from "lead_status_changes" where "lead_id" = ?`, [pieter])).toEqual([
      { from_status: 'new', to_status: 'new' },
    ]);
  });

  it('is refused by the database unless it is one of the five', async () => {
    await expect(insertRaw(db, 'archived')).rejects.toThrow(/leads_status_check/);
    await expect(db.orm.em.fork().execute(`update "leads" set "status" = 'Nieuw' where "id" = ?`, [pieter])).rejects.toThrow(/leads_status_check/);
    expect(await insertRaw(db, 'converted')).toBeGreaterThan(0);
  });

  it("serves the list filtered on 'new', and its count, from the index on (status, created_at)", async () => {
    await insertDemoLeads(db.orm.em.fork(), 3000, { seed: 7 });
    const em = db.orm.em.fork();
    await em.execute(`analyze "leads"`);
    const where = leadWhere({ search: '', status: 'new' });
    const explain = async (sql: string) =>
      (await em.execute<Array<Record<string, string>>>(`explain ${sql}`, where.params)).map((row) => Object.values(row)[0]).join('\n');
    for (const sort of ['newest', 'oldest'] as const) {
      expect(await explain(`select "id" from "leads" where ${where.sql} order by ${leadOrder(sort)} ${limitOffset(50)}`)).toContain(
        'leads_status_created_at_index',
      );
    }
    expect(await explain(`select count(*) from "leads" where ${where.sql}`)).toContain('leads_status_created_at_index');
  });
});
