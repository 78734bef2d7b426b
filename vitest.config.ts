import { configDefaults, defineConfig } from 'vitest/config';
import { buildTimeDefines } from './scripts/build-env.ts';

/**
 * Three projects (docs/testing.md says what goes where; `npx vitest run --project unit` runs one):
 * - unit: tests next to the code they test (src/, server/, database/, scripts/, pages/), in the test's
 *   own process, on the in-memory database where they need one;
 * - integration: tests/integration/ and tests/fuzz/, the real app over `app.inject()` on a real database;
 * - process: tests/process/, tests that start child processes (the server, scripts, pg_dump, Java,
 *   nginx), with more time per test: a loaded machine slows a process start far more than a call.
 * Each test file's database holds one image migrated once per run (tests/helpers/database-image.ts); in
 * the unit and integration projects a worker's files take turns on one PGlite, put back to the image
 * between them (tests/helpers/pglite-pool.ts: opening one cost about a CPU-second per file).
 * The unit and integration files share their worker's modules (`isolate: false`): each file opens and
 * closes its own database and app, and a fresh module graph per file cost 45 % of their time (unit 32 →
 * 20 s, integration 70 → 38 s on this machine). A test that changes a module's state (a fake clock, an
 * environment variable) puts it back in `afterEach`/`afterAll`. The process files start child processes
 * and gain nothing from it.
 * The time limits are bounds for a test that hangs, generous enough for a machine whose cores are busy
 * with other work (`npm test` must pass beside `stress-ng --cpu 2`); no test measures speed.
 *
 * The attack suite (tests/attack) needs the production build: vitest.attack.config.ts, run by `npm test`
 * after the build. What only a PostgreSQL server can show is in `*.pg.test.ts` files, run by
 * `npm run test:pg`, which sets TEST_DATABASE_URL.
 */
const postgresOnly = process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts'];

export default defineConfig({
  define: buildTimeDefines({}),
  test: {
    exclude: [...configDefaults.exclude, 'dist/**', '.tmp/**', ...postgresOnly],
    environment: 'node',
    globalSetup: ['tests/helpers/database-image.ts'],
    // Two workers match the machine's two cores (PGlite instances are memory-hungry too).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          isolate: false,
          include: ['{src,server,database,scripts,pages}/**/*.test.{ts,tsx}'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          isolate: false,
          include: ['tests/{integration,fuzz}/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
