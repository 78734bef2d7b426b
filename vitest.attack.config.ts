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
    // One server per file, driven from many addresses. Two files at a time: a file mostly waits on its
    // server and on the time limits it tests (39 s one at a time, 24 s two at a time on this machine);
    // the limits it asserts hold beside `stress-ng --cpu 2` too.
    maxWorkers: 2,
  },
});
