/**
 * Values fixed when the pages are built (pre-rendered HTML must contain absolute URLs, and the privacy
 * statement its promises and its controller for visitors without JavaScript too). Vite replaces the
 * `__NAME__` constants at build time (see vite.config.ts); outside Vite the defaults apply. `npm start`
 * rebuilds when one of them differs from the build's. Settings that may change without a rebuild
 * (GTM_ID) are runtime settings instead: src/runtime-config.ts.
 */
import { DEFAULT_RETENTION_MONTHS } from './site.ts';

declare const __PUBLIC_URL__: string | undefined;
declare const __RETENTION_MONTHS__: number | undefined;
declare const __CONTROLLER__: Controller | null | undefined;

/** The canonical origin of the site, without trailing slash (e.g. https://www.example.be). */
export const PUBLIC_URL: string = typeof __PUBLIC_URL__ === 'string' ? __PUBLIC_URL__ : 'http://localhost:3000';

/**
 * RETENTION_MONTHS of the build: what the privacy page promises. The server refuses to serve a build
 * made with another value than its own (server/vike.ts), so the page and the purge cannot disagree.
 */
export const RETENTION_MONTHS: number =
  typeof __RETENTION_MONTHS__ === 'number' ? __RETENTION_MONTHS__ : DEFAULT_RETENTION_MONTHS;

/** The legal entity responsible for the personal data (CONTROLLER_NAME, _ADDRESS, _COMPANY_NUMBER). */
export interface Controller {
  name: string;
  address: string;
  /** The Belgian company number (KBO), as 0123.456.749. */
  companyNumber: string;
}

/** The controller the privacy statement names, or null when the operator has not configured one. */
export const CONTROLLER: Controller | null = typeof __CONTROLLER__ === 'object' ? (__CONTROLLER__ ?? null) : null;
