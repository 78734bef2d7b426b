/** Playwright's global teardown: the browser tests' server data goes with the run (its port may be new each run). */
import { rmSync } from 'node:fs';
import { E2E_DATA_DIR, E2E_OWN_IMAGE } from './e2e.ts';

export default function teardown() {
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  // Only an image of its own: `npm test`'s goes at the end of `npm test`.
  rmSync(E2E_OWN_IMAGE, { force: true });
}
