import type { Config } from 'vike/types';

/** The back office: rendered on request, never pre-rendered. */
export default {
  prerender: false,
} satisfies Config;
