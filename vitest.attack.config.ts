import { defineConfig } from 'vitest/config';

/**
 * The attack suite (tests/attack): real HTTP against the production build, so `npm test` runs it after
 * the build step; the main config (vitest.config.ts) leaves it out.
 *
 * Two groups, one after the other (two steps of `npm test`, which runs the first beside Vitest and the
 * second alone). First every file but three, two files at a time: a file mostly waits on its server and
 * on the time limits it tests (39 s one at a time, 24 s two at a time on this machine).
 * Then, one at a time, the three files that time the app on a scale a busy neighbour would swamp: the
 * erasure replay and ten long signups, each beside /healthz against 200 ms (beside another file's server
 * on the same two cores, the erasure's one short transaction, 35 ms alone, was seen to hold /healthz
 * 210-260 ms on CI; the signups 289 ms once here beside a busy core), and the lost-link answer's timing,
 * known against unknown addresses within 0.5 ms (0.87 ms once beside Vitest). What they assert is the
 * app's, not a neighbour's.
 */
const timedAlone = [
  'tests/attack/erasure-never-stops-the-site.test.ts',
  'tests/attack/validators-beside-healthz.test.ts',
  'tests/attack/lost-link-timing.test.ts',
];

// The run's migrated database image (tests/helpers/database-image.ts): every target server starts from a
// copy of it, without initdb or migrations.
const shared = { environment: 'node', globalSetup: 'tests/helpers/database-image.ts', testTimeout: 60_000, hookTimeout: 90_000 } as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: { ...shared, name: 'attack', include: ['tests/attack/**/*.test.ts'], exclude: timedAlone, maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      {
        test: { ...shared, name: 'attack, timed alone', include: timedAlone, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
