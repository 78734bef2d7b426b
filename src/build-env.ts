/**
 * Values fixed when the pages are built (pre-rendered HTML must contain absolute URLs). Vite replaces
 * the `__NAME__` constants at build time (see vite.config.ts); outside Vite the defaults apply.
 * `npm start` rebuilds when PUBLIC_URL differs from the build's. Settings that may change without a
 * rebuild (GTM_ID) are runtime settings instead: src/runtime-config.ts.
 */
import { DEFAULT_RETENTION_MONTHS } from './site.ts';

declare const __PUBLIC_URL__: string | undefined;
declare const __RETENTION_MONTHS__: number | undefined;

/** The canonical origin of the site, without trailing slash (e.g. https://www.example.be). */
export const PUBLIC_URL: string = typeof __PUBLIC_URL__ === 'string' ? __PUBLIC_URL__ : 'http://localhost:3000';

/**
 * RETENTION_MONTHS of the build: what the privacy page promises. The server refuses to serve a build
 * made with another value than its own (server/vike.ts), so the page and the purge cannot disagree.
 */
export const RETENTION_MONTHS: number =
  typeof __RETENTION_MONTHS__ === 'number' ? __RETENTION_MONTHS__ : DEFAULT_RETENTION_MONTHS;
