import { defineConfig } from 'vitest/config';
import { buildTimeDefines } from './scripts/build-env.ts';

// The attack suite (tests/attack) needs the production build: vitest.attack.config.ts, run by `npm test`
// after the build.
// What only a PostgreSQL server can show (several app processes on one database, the server going away
// under the app) is in `*.pg.test.ts` files, run by `npm run test:pg`, which sets TEST_DATABASE_URL.
const postgresOnly = process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts'];

export default defineConfig({
  define: buildTimeDefines({}),
  test: {
    include: ['{src,server,database,scripts,pages,tests}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'tests/attack/**', 'node_modules/**', 'dist/**', '.tmp/**', ...postgresOnly],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry; two workers match the machine's two cores.
    maxWorkers: 2,
  },
});
