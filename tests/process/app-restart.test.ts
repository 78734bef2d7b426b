/**
 * A short run of the app-restart scenario of `npm run soak` (scripts/soak-scenario.ts), on the database
 * under test: the real server gets SIGTERM while concurrent clients send signups, and is started again;
 * clients retry what was refused, and every signup ends up stored exactly once, with its mail.
 */
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { runScenario } from '../../scripts/soak-scenario.ts';
import { postgresUnderTest } from '../helpers/db.ts';

let workDir: string | undefined;
afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

it(`loses and doubles no signup when the app restarts under 10 concurrent clients (${postgresUnderTest ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const result = await runScenario(
    {
      name: `test-restart-${Date.now().toString(36)}`,
      database: postgresUnderTest ? 'postgresql' : 'pglite',
      fault: 'app-restart',
    },
    { clients: 10, perClient: 4, outageMs: 0, maxAttempts: 60, deadlineMs: 100_000, serverUrl: postgresUnderTest },
  );
  workDir = result.workDir;
  expect(result.figures).toMatchObject({ submitted: 40, acknowledged: 40, stored: 40, duplicates: 0, lost: 0 });
  expect(Object.entries(result.checks).filter(([, ok]) => !ok)).toEqual([]);
  // The restart struck while clients were sending: some signups were refused first, then went through.
  expect(result.figures.retried).toBeGreaterThan(0);
  expect(result.figures.retriedThenAcknowledged).toBe(result.figures.retried);
});
