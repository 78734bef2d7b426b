/**
 * `npm test`: the whole suite, in order, stopping at the first failure:
 * typecheck, lint, import circles (madge, settings in .madgerc), unused files, exports and dependencies
 * (knip, settings in knip.jsonc), the Vitest projects (unit, integration, process: docs/testing.md), the
 * production build, the attack suite (tests/attack: issue 12's findings over raw
 * HTTP against that build), the W3C Nu HTML Checker over every pre-rendered page, and the browser tests
 * (Playwright against that build).
 * Caches of Chromium, Playwright and Node go to .tmp/.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../server/vike.ts';

const tmp = path.join(projectRoot, '.tmp', 'tmp');
mkdirSync(tmp, { recursive: true });
const bin = (name: string) => path.join(projectRoot, 'node_modules', '.bin', name);

/** Everything the circle check reads: the code folders and the root configuration files. */
const CIRCLE_CHECKED = [
  ...['src', 'server', 'database', 'pages', 'scripts', 'tests'],
  ...['vite', 'vitest', 'playwright'].map((name) => `${name}.config.ts`),
];

const steps: Array<[label: string, command: string, args: string[]]> = [
  ['typecheck', bin('tsc'), ['--noEmit']],
  ['lint', bin('eslint'), ['.']],
  ['import circles', bin('madge'), ['--circular', ...CIRCLE_CHECKED]],
  ['unused code (knip)', bin('knip'), ['--no-progress']],
  ['unit, integration and process tests', bin('vitest'), ['run']],
  ['production build', process.execPath, ['scripts/build-if-needed.ts']],
  ['attack suite (production build over raw HTTP)', bin('vitest'), ['run', '--config', 'vitest.attack.config.ts']],
  ['HTML validation (Nu checker)', process.execPath, ['scripts/validate-html.ts']],
  ['browser tests', bin('playwright'), ['test']],
];

const only = process.argv.slice(2);
for (const [label, command, args] of steps) {
  if (only.length > 0 && !only.some((word) => label.includes(word))) continue;
  process.stdout.write(`\n=== ${label} ===\n`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, TMPDIR: tmp },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stderr.write(`\n✗ ${label} failed after ${seconds} s\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✓ ${label} (${seconds} s)\n`);
}
