/**
 * On the embedded database, an erased lead leaves nothing in DATA_DIR/pglite: not in the tables, the
 * WAL, nor the planner's statistics that the start-up ANALYZE gathered while the lead still existed.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { insertLeads } from '../tests/helpers/admin.ts';
import { PGLITE_IMAGE_VARIABLE } from '../tests/helpers/database-image.ts';
import { Lead } from './entities/index.ts';
import { forgetErasedRows } from './forget-erased.ts';
import { initORM, migrate } from './orm.ts';

const dataDir = mkdtempSync(path.resolve('.tmp', 'forget-erased-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function filesHolding(text: string): string[] {
  return readdirSync(dataDir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dataDir, name))
    .filter((file) => statSync(file).isFile() && readFileSync(file).includes(text));
}

it('leaves no byte of an erased lead under DATA_DIR, statistics included', { timeout: 120_000 }, async () => {
  // The run's migrated image when there is one (not when the suite runs against PostgreSQL).
  const imageFile = process.env[PGLITE_IMAGE_VARIABLE];
  const name = 'Vergeetmijnietxq';
  const first = await initORM({ dataDir, pgliteImage: imageFile ? new Blob([readFileSync(imageFile)]) : undefined });
  if (!imageFile) await migrate(first.orm);
  const others = Array.from({ length: 30 }, (_, i) => ({ lastName: `Buur${'abcdefghij'[i % 10]}${'klmnopqrst'[Math.floor(i / 10)]}` }));
  const [lead] = await insertLeads(first, [{ lastName: name }, ...others]);
  await first.orm.close();
  // A restart: the start-up ANALYZE samples the lead's values into pg_statistic.
  const db = await initORM({ dataDir });
  expect(filesHolding(name).length).toBeGreaterThan(0);
  const em = db.orm.em.fork();
  await em.nativeDelete(Lead, { id: lead?.id });
  await forgetErasedRows(em);
  await db.orm.close();
  expect(filesHolding(name)).toEqual([]);
});
