/** The environment values that are baked into the build (see src/build-env.ts). */
import { parseEnv } from '../server/env.ts';

export function buildTimeValues(source: Record<string, string | undefined>) {
  const env = parseEnv(source);
  return { PUBLIC_URL: env.PUBLIC_URL, RETENTION_MONTHS: env.RETENTION_MONTHS };
}

export function buildTimeDefines(source: Record<string, string | undefined>): Record<string, string> {
  const values = buildTimeValues(source);
  return {
    __PUBLIC_URL__: JSON.stringify(values.PUBLIC_URL),
    __RETENTION_MONTHS__: JSON.stringify(values.RETENTION_MONTHS),
  };
}
