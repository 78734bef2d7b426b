import { defineConfig } from 'vitest/config';

/**
 * The attack suite (tests/attack): real HTTP against the production build, so `npm test` runs it after
 * the build step; the main config (vitest.config.ts) leaves it out.
 */
export default defineConfig({
  test: {
    include: ['tests/attack/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // One server per file, driven from many addresses; files need not run in parallel.
    maxWorkers: 1,
  },
});
