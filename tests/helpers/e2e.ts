/** Where the browser tests' server runs and keeps its data (read by playwright.config.ts and the tests). */
import path from 'node:path';

/** Port of the production server the browser tests start (override to run several suites at once). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The server's DATA_DIR: its embedded database and, without SMTP, its mails as .eml files in `outbox/`. */
export const E2E_DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`;

export const E2E_OUTBOX_DIR = path.resolve(import.meta.dirname, '../..', E2E_DATA_DIR, 'outbox');
