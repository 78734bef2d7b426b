/**
 * Settings that the server decides when it starts rather than when the site is built (GTM_ID), so that
 * they can change without a rebuild. (What changes with the data, a place's round, is written into the
 * pages themselves: server/page-parts/.) The server writes them into every HTML page as a JSON script
 * element (server/runtime-config.ts); browser code reads them from there.
 */

/** The id of the `<script type="application/json">` element that carries the settings. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

export interface RuntimeConfig {
  /** Google Tag Manager container, or null when analytics is off. */
  gtmId: string | null;
}

/** A Google Tag Manager container id (GTM_ID), checked at start-up and again when the browser reads it. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

/** Reads the settings from the element's text; anything missing or malformed means "off". */
export function parseRuntimeConfig(text: string | null | undefined): RuntimeConfig {
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : null;
  } catch {
    raw = null;
  }
  const gtmId = raw && typeof raw === 'object' && 'gtmId' in raw ? raw.gtmId : null;
  return { gtmId: typeof gtmId === 'string' && GTM_ID_PATTERN.test(gtmId) ? gtmId : null };
}

/** The settings as the page's HTML element text: JSON that cannot close the script element early. */
export function serializeRuntimeConfig(config: RuntimeConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c');
}

/** The settings of the current page (browser only). */
export function readRuntimeConfig(): RuntimeConfig {
  return parseRuntimeConfig(document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent);
}
