/**
 * Checks every pre-rendered page of the build (dist/client/**.html) with the W3C Nu HTML Checker
 * (npm `vnu-jar`, run on the installed Java 17+) and fails on any error. Also fails when a place page
 * of the data file was not pre-rendered, so the step can never pass by checking nothing.
 * Run by `npm test` after the build; on its own: `node scripts/validate-html.ts`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { clientDist } from '../server/vike.ts';
import { PLACES } from '../src/places/places.ts';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal';
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The pre-rendered HTML files under `root`. */
export function prerenderedFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Errors make the check fail; warnings are reported; info messages (style notes) are left out. */
export function classify(messages: readonly VnuMessage[]) {
  const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
  const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning');
  return { errors, warnings };
}

/** Runs the Nu checker once over all `files` (one JVM start) and returns its messages. */
export function checkHtml(files: readonly string[]): VnuMessage[] {
  const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
  // A short run: the JIT's first tier only halves the checker's CPU time (3.2 → 1.6 s for a few pages);
  // its larger frames need the bigger thread stack that the checker itself asks for then.
  const jvm = ['-Xss4m', '-XX:TieredStopAtLevel=1'];
  const args = [...jvm, '-jar', vnuJar, '--format', 'json', '--stdout', '--skip-info-messages', '--exit-zero-always', ...files];
  const java = spawnSync('java', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (java.error) {
    throw new Error(`Could not run Java (${java.error.message}): the Nu checker needs Java 17+ (Debian: default-jre-headless).`);
  }
  try {
    return (JSON.parse(java.stdout) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(`The Nu checker did not report (exit ${java.status}):\n${java.stderr}${java.stdout}`);
  }
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function main() {
  if (!existsSync(clientDist)) fail(`No build in ${clientDist}: run "npm run build" first.`);
  const files = prerenderedFiles(clientDist);
  const missing = PLACES.filter((place) => !existsSync(path.join(clientDist, place.slug, 'index.html')));
  if (missing.length > 0) fail(`Place pages not pre-rendered: ${missing.map((p) => p.path).join(', ')}`);

  const messages = checkHtml(files);
  const { errors, warnings } = classify(messages);
  const where = (m: VnuMessage) => `${m.url ? path.relative(clientDist, new URL(m.url).pathname) : '?'}:${m.lastLine ?? '?'}`;
  for (const m of warnings) process.stdout.write(`warning ${where(m)} ${m.message}\n`);
  for (const m of errors) process.stderr.write(`error ${where(m)} ${m.message}\n  ${m.extract ?? ''}\n`);
  process.stdout.write(
    `Nu HTML Checker: ${files.length} pre-rendered pages, ${errors.length} errors, ${warnings.length} warnings\n`,
  );
  if (errors.length > 0) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
