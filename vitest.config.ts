import { defineConfig } from 'vitest/config';
import { buildTimeDefines } from './scripts/build-env.ts';

export default defineConfig({
  define: buildTimeDefines({}),
  test: {
    include: ['{src,server,database,scripts,pages,tests}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**', '.tmp/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry; two workers match the machine's two cores.
    maxWorkers: 2,
  },
});
