/**
 * `npm test`: the whole suite, stopping at the first failure, in four stages:
 * 1. typecheck, lint, import circles (madge, settings in .madgerc), unused files, exports and dependencies
 *    (knip, settings in knip.jsonc), and the production build;
 * 2. the Vitest projects (unit, integration, process: docs/testing.md), and beside them the attack suite
 *    (tests/attack: issue 12's findings over raw HTTP against that build) and the W3C Nu HTML Checker
 *    over every pre-rendered page;
 * 3. the three attack files that time the app on a scale a busy neighbour would swamp, alone
 *    (vitest.attack.config.ts);
 * 4. the browser tests (Playwright against that build).
 * The steps of a stage are independent, so a stage runs as many at a time as the machine has cores (its
 * output is printed per step, when the step ends). The attack suite mostly waits on its servers and on
 * the time limits it tests (43 % of both cores idle when it ran alone), so it runs beside Vitest: the two
 * took 131 s together against 145 s one after the other. `npm test -- lint unit` runs only the steps
 * whose name holds one of the words.
 * Caches of Chromium, Playwright and Node (its compile cache, shared by the servers and scripts the tests
 * start) go to .tmp/. The migrated database image that every test database and test server starts from
 * is written once, in the first stage, and handed to the later steps in TEST_PGLITE_IMAGE
 * (tests/helpers/database-image.ts); each of the three test steps used to write its own (5 s, 8 CPU-s).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../server/vike.ts';

const tmp = path.join(projectRoot, '.tmp', 'tmp');
const compileCache = path.join(projectRoot, '.tmp', 'node-compile-cache');
const image = path.join(projectRoot, '.tmp', 'test-images', `pglite-npm-test-${process.pid}.tar`);
mkdirSync(path.dirname(image), { recursive: true });
mkdirSync(tmp, { recursive: true });
const bin = (name: string) => path.join(projectRoot, 'node_modules', '.bin', name);

/** Everything the circle check reads: the code folders and the root configuration files. */
const CIRCLE_CHECKED = [
  ...['src', 'server', 'database', 'pages', 'scripts', 'tests'],
  ...['vite', 'vitest', 'playwright'].map((name) => `${name}.config.ts`),
];

type Step = [label: string, command: string, args: string[]];

/** Runs whenever a test step does (a test step run without it writes its own image, and removes it). */
const imageStep: Step = ['database image for the tests', process.execPath, ['tests/helpers/database-image.ts', image]];

const stages: Step[][] = [
  [
    // TypeScript 7 (native, decision 060), on one thread: the other core runs the next step.
    ['typecheck', process.execPath, [path.join(projectRoot, 'node_modules', 'typescript-7', 'bin', 'tsc'), '--noEmit', '--singleThreaded']],
    ['lint', bin('eslint'), ['.']],
    ['import circles', bin('madge'), ['--circular', ...CIRCLE_CHECKED]],
    ['unused code (knip)', bin('knip'), ['--no-progress']],
    ['production build', process.execPath, ['scripts/build-if-needed.ts']],
    imageStep,
  ],
  [
    ['unit, integration and process tests', bin('vitest'), ['run']],
    ['attack suite (production build over raw HTTP)', bin('vitest'), ['run', '--config', 'vitest.attack.config.ts', '--project', 'attack']],
    ['HTML validation (Nu checker)', process.execPath, ['scripts/validate-html.ts']],
  ],
  [['attack suite, timed alone', bin('vitest'), ['run', '--config', 'vitest.attack.config.ts', '--project', 'attack, timed alone']]],
  [['browser tests', bin('playwright'), ['test']]],
];

interface Outcome {
  label: string;
  status: number;
  seconds: string;
}

/** Runs one step; alone, it writes straight to the terminal, beside others its output waits for its end. */
function run([label, command, args]: Step, alone: boolean): Promise<Outcome> {
  const started = Date.now();
  if (alone) process.stdout.write(`\n=== ${label} ===\n`);
  const child = spawn(command, args, {
    cwd: projectRoot,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TMPDIR: tmp, NODE_COMPILE_CACHE: compileCache, TEST_PGLITE_IMAGE: image },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n=== ${label} ===\n${Buffer.concat(output).toString()}`);
      resolve({ label, status: code ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

/** Runs the steps of a stage, `cores` at a time; resolves with every outcome (a failure does not stop the others). */
async function runStage(steps: Step[], cores: number): Promise<Outcome[]> {
  const queue = [...steps];
  const outcomes: Outcome[] = [];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) outcomes.push(await run(step, steps.length === 1));
  };
  await Promise.all(Array.from({ length: Math.min(cores, steps.length) }, lane));
  return outcomes;
}

const only = process.argv.slice(2);
const selected = (label: string) => only.length === 0 || only.some((word) => label.includes(word));
const testsSelected = stages.slice(1).flat().some(([label]) => selected(label));
const started = Date.now();
process.on('exit', () => rmSync(image, { force: true }));
for (const stage of stages) {
  const steps = stage.filter((step) => selected(step[0]) || (step === imageStep && testsSelected));
  if (steps.length === 0) continue;
  const outcomes = await runStage(steps, availableParallelism());
  for (const { label, status, seconds } of outcomes) {
    if (status === 0) process.stdout.write(`✓ ${label} (${seconds} s)\n`);
    else process.stderr.write(`\n✗ ${label} failed after ${seconds} s\n`);
  }
  const failed = outcomes.find((outcome) => outcome.status !== 0);
  if (failed) process.exit(failed.status);
}
process.stdout.write(`\nnpm test: ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
