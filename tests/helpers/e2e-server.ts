/**
 * The production server for the browser tests, on a fresh embedded database (DATA_DIR is emptied first
 * so every run starts from nothing). Needs a build: `npm test` builds before it runs Playwright.
 *
 * It starts from a copy of the run's migrated database image (E2E_PGLITE_IMAGE, tests/helpers/e2e.ts),
 * as the servers the specs start of their own do; it writes the image first unless `npm test` did.
 */
import { existsSync, rmSync } from 'node:fs';
import { readEnvOrExit } from '../../server/env.ts';
import { startServer } from '../../server/main.ts';
import { seedPgliteDataDir, writePgliteImage } from './database-image.ts';
import { E2E_PGLITE_IMAGE } from './e2e.ts';
import { writeE2eFixtures } from './e2e-fixtures.ts';

const env = readEnvOrExit();
rmSync(env.DATA_DIR, { recursive: true, force: true });
if (!env.DATABASE_URL) {
  if (!existsSync(E2E_PGLITE_IMAGE)) await writePgliteImage(E2E_PGLITE_IMAGE);
  seedPgliteDataDir(env.DATA_DIR);
}
// The back office's browser tests need leads to work with (tests/helpers/e2e-fixtures.ts).
if (process.env.E2E_FIXTURE_LEADS === '1') await writeE2eFixtures(env);
await startServer(env);
