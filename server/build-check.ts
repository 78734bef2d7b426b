/**
 * The production build carries values of the environment it was built with (src/build-env.ts): the
 * privacy page states RETENTION_MONTHS and names the controller (CONTROLLER_*). The server refuses to
 * serve a build whose privacy page says otherwise than its own settings; `npm start` rebuilds by itself
 * when a build-time value changes.
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

type BuildEnv = Pick<Env, 'RETENTION_MONTHS' | 'CONTROLLER_NAME' | 'CONTROLLER_ADDRESS' | 'CONTROLLER_COMPANY_NUMBER'>;

export function assertBuildMatchesEnv(env: BuildEnv, file = BUILD_VALUES_FILE): void {
  if (!existsSync(file)) {
    throw new BuildMismatchError(`${file} is missing: build the site with "npm run build"`);
  }
  const built = JSON.parse(readFileSync(file, 'utf8')) as {
    RETENTION_MONTHS?: unknown;
    CONTROLLER?: { name?: unknown; address?: unknown; companyNumber?: unknown } | null;
  };
  if (built.RETENTION_MONTHS !== env.RETENTION_MONTHS) {
    throw new BuildMismatchError(
      `The build's privacy page says RETENTION_MONTHS=${String(built.RETENTION_MONTHS)} but the server is set to ` +
        `${env.RETENTION_MONTHS}: rebuild with "npm run build" (npm start does it by itself)`,
    );
  }
  const controller = built.CONTROLLER ?? null;
  const same =
    (controller?.name ?? undefined) === env.CONTROLLER_NAME &&
    (controller?.address ?? undefined) === env.CONTROLLER_ADDRESS &&
    (controller?.companyNumber ?? undefined) === env.CONTROLLER_COMPANY_NUMBER;
  if (!same) {
    throw new BuildMismatchError(
      'The build\'s privacy page names another data controller than CONTROLLER_NAME, CONTROLLER_ADDRESS and ' +
        'CONTROLLER_COMPANY_NUMBER say: rebuild with "npm run build" (npm start does it by itself)',
    );
  }
}
