/**
 * The production server for the browser tests, on a fresh embedded database (DATA_DIR is emptied first
 * so every run starts from nothing). Needs a build: `npm test` builds before it runs Playwright.
 */
import { rmSync } from 'node:fs';
import { readEnvOrExit, startServer } from '../../server/main.ts';

const env = readEnvOrExit();
rmSync(env.DATA_DIR, { recursive: true, force: true });
await startServer(env);
