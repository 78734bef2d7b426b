/**
 * Writes the runtime settings (src/runtime-config.ts) into HTML pages: once per pre-rendered page at
 * start-up, and into every page rendered on request. GTM_ID can therefore change with a restart,
 * without a rebuild.
 */
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig, serializeRuntimeConfig } from '../src/runtime-config.ts';
import type { Env } from './env.ts';

export function runtimeConfigFromEnv(env: Pick<Env, 'GTM_ID'>): RuntimeConfig {
  return { gtmId: env.GTM_ID ?? null };
}

/** The element that carries the settings. */
function runtimeConfigElement(config: RuntimeConfig): string {
  return `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${serializeRuntimeConfig(config)}</script>`;
}

/** `html` with the settings element at the end of its head (unchanged when it has no head). */
export function injectRuntimeConfig(html: string, config: RuntimeConfig): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  return `${html.slice(0, headEnd)}${runtimeConfigElement(config)}${html.slice(headEnd)}`;
}
