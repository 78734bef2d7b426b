/** The environment values that are baked into the build (see src/build-env.ts). */
import { parseEnv } from '../server/env.ts';
import type { Controller } from '../src/build-env.ts';

export function buildTimeValues(source: Record<string, string | undefined>) {
  const env = parseEnv(source);
  const controller: Controller | null =
    env.CONTROLLER_NAME && env.CONTROLLER_ADDRESS && env.CONTROLLER_COMPANY_NUMBER
      ? { name: env.CONTROLLER_NAME, address: env.CONTROLLER_ADDRESS, companyNumber: env.CONTROLLER_COMPANY_NUMBER }
      : null;
  return { PUBLIC_URL: env.PUBLIC_URL, RETENTION_MONTHS: env.RETENTION_MONTHS, CONTROLLER: controller };
}

export function buildTimeDefines(source: Record<string, string | undefined>): Record<string, string> {
  const values = buildTimeValues(source);
  return {
    __PUBLIC_URL__: JSON.stringify(values.PUBLIC_URL),
    __RETENTION_MONTHS__: JSON.stringify(values.RETENTION_MONTHS),
    __CONTROLLER__: JSON.stringify(values.CONTROLLER),
  };
}
