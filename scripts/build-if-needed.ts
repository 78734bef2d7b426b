/**
 * Builds the site with `vike build` unless dist/ already holds a build of the current sources made with
 * the same build-time values (PUBLIC_URL, RETENTION_MONTHS). The stamp is a hash of both.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_VALUES_FILE } from '../server/build-check.ts';
import { projectRoot } from '../server/vike.ts';
import { buildTimeValues } from './build-env.ts';
import { precompressDirectory } from './precompress.ts';

const STAMP = path.join(projectRoot, 'dist', '.build-stamp');
const INPUTS = ['pages', 'src', 'public', 'vite.config.ts', 'package-lock.json', 'scripts/build-env.ts', 'scripts/precompress.ts'];

function listFiles(entry: string): string[] {
  const full = path.join(projectRoot, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}

export function currentStamp(source: Record<string, string | undefined>): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(buildTimeValues(source)));
  for (const file of INPUTS.flatMap(listFiles).sort()) {
    hash.update(path.relative(projectRoot, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export async function ensureBuild(source: Record<string, string | undefined>, force = false): Promise<void> {
  const stamp = currentStamp(source);
  if (!force && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp) return;
  process.stdout.write('Building the site (vike build)...\n');
  const vikeBin = path.join(projectRoot, 'node_modules', '.bin', 'vike');
  // Always a production build, also when called from a test runner (Vitest sets NODE_ENV=test, with which
  // Vite would compile React's development JSX runtime into the server bundle: 'jsxDEV is not a function').
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(vikeBin, ['build'], { cwd: projectRoot, stdio: 'inherit', env });
  if (result.status !== 0) {
    process.stderr.write('Build failed\n');
    process.exit(1);
  }
  const compressed = precompressDirectory(path.join(projectRoot, 'dist', 'client'));
  process.stdout.write(`Pre-compressed ${compressed.length} static files (brotli and gzip).\n`);
  // What the server checks its own environment against before serving this build (server/build-check.ts).
  writeFileSync(BUILD_VALUES_FILE, JSON.stringify(buildTimeValues(source)));
  writeFileSync(STAMP, stamp);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureBuild(process.env, process.argv.includes('--force'));
}
