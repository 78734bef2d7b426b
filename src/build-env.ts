/**
 * Values fixed when the pages are built (pre-rendered HTML must contain absolute URLs). Vite replaces
 * the `__NAME__` constants at build time (see vite.config.ts); outside Vite the defaults apply.
 * `npm start` rebuilds when PUBLIC_URL or GTM_ID differ from the build's.
 */
declare const __PUBLIC_URL__: string | undefined;
declare const __GTM_ID__: string | undefined;

/** The canonical origin of the site, without trailing slash (e.g. https://www.example.be). */
export const PUBLIC_URL: string = typeof __PUBLIC_URL__ === 'string' ? __PUBLIC_URL__ : 'http://localhost:3000';

/** Google Tag Manager container id, or '' when analytics is off. */
export const GTM_ID: string = typeof __GTM_ID__ === 'string' ? __GTM_ID__ : '';
