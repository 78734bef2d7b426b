/**
 * The production build carries values of the environment it was built with (src/build-env.ts): the
 * privacy page states RETENTION_MONTHS. The server refuses to serve a build whose promise differs from
 * what its purge does; `npm start` rebuilds by itself when a build-time value changes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from './env.ts';
import { projectRoot } from './vike.ts';

/** Written next to the build by scripts/build-if-needed.ts. */
export const BUILD_VALUES_FILE = path.join(projectRoot, 'dist', 'build-values.json');

export class BuildMismatchError extends Error {
  override name = 'BuildMismatchError';
}

export function assertBuildMatchesEnv(env: Pick<Env, 'RETENTION_MONTHS'>, file = BUILD_VALUES_FILE): void {
  if (!existsSync(file)) {
    throw new BuildMismatchError(`${file} is missing: build the site with "npm run build"`);
  }
  const built = JSON.parse(readFileSync(file, 'utf8')) as { RETENTION_MONTHS?: unknown };
  if (built.RETENTION_MONTHS !== env.RETENTION_MONTHS) {
    throw new BuildMismatchError(
      `The build's privacy page says RETENTION_MONTHS=${String(built.RETENTION_MONTHS)} but the server is set to ` +
        `${env.RETENTION_MONTHS}: rebuild with "npm run build" (npm start does it by itself)`,
    );
  }
}
