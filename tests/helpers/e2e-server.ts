/**
 * The production server for the browser tests, on a fresh embedded database (DATA_DIR is emptied first
 * so every run starts from nothing). Needs a build: `npm test` builds before it runs Playwright.
 */
import { rmSync } from 'node:fs';
import { readEnvOrExit } from '../../server/env.ts';
import { startServer } from '../../server/main.ts';
import { writeE2eFixtures } from './e2e-fixtures.ts';

const env = readEnvOrExit();
rmSync(env.DATA_DIR, { recursive: true, force: true });
// The back office's browser tests need leads to work with (tests/helpers/e2e-fixtures.ts).
if (process.env.E2E_FIXTURE_LEADS === '1') await writeE2eFixtures(env);
await startServer(env);
