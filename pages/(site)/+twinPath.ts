/** Server-only (see +config.ts): the header's language switch asks it where the page's twin is. */
export { twinPath as default } from '../../src/i18n/twins.ts';
