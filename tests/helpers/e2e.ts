/** Where the browser tests' server runs and keeps its data (read by playwright.config.ts and the tests). */
import path from 'node:path';
import { freePort } from './process.ts';

// E2E_PORT when set; else a free port, chosen once by the first process that loads this module (the
// Playwright runner, through playwright.config.ts) and handed to its workers and the server through
// the environment they inherit: a server left on a fixed port cannot fail the suite.
process.env.E2E_PORT ??= String(await freePort());

/** Port of the production server the browser tests start. */
export const E2E_PORT = Number(process.env.E2E_PORT);

/** The server's DATA_DIR: its embedded database and, without SMTP, its mails as .eml files in `outbox/`. */
export const E2E_DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`;

export const E2E_OUTBOX_DIR = path.resolve(import.meta.dirname, '../..', E2E_DATA_DIR, 'outbox');

/**
 * The run's migrated database image: `npm test`'s, written once for all its steps (TEST_PGLITE_IMAGE),
 * else one that the server writes at its start (tests/helpers/e2e-server.ts) before any test runs, here.
 * The servers that specs start of their own begin as a copy of it (`spawnServer` reads the variable, as
 * under Vitest): no initdb and no migrations per server, 4 of its 7 CPU-seconds.
 */
export const E2E_OWN_IMAGE = path.resolve(import.meta.dirname, '../..', '.tmp', `e2e-image-${E2E_PORT}.tar`);
process.env.TEST_PGLITE_IMAGE ??= E2E_OWN_IMAGE;
export const E2E_PGLITE_IMAGE = process.env.TEST_PGLITE_IMAGE;
