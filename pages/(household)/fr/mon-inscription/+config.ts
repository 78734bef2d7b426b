import type { Config } from 'vike/types';

/** A shell pre-rendered at build time: the page knows the household only in the browser (the token). */
export default {
  prerender: true,
} satisfies Config;
