import type { Config } from 'vike/types';

/**
 * The household's own page (issue 23) has a layout of its own: the site's look, but no menu, no cookie
 * banner and no analytics (nothing on it may reach a third party), and no page of the public site's
 * client-side navigation.
 */
export default {
  clientRouting: false,
} satisfies Config;
