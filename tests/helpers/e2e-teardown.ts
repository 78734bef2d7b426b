/** Playwright's global teardown: the browser tests' server data goes with the run (its port may be new each run). */
import { rmSync } from 'node:fs';
import { E2E_DATA_DIR, E2E_PGLITE_IMAGE } from './e2e.ts';

export default function teardown() {
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  rmSync(E2E_PGLITE_IMAGE, { force: true });
}
