import type { Config } from 'vike/types';

/** The back office: rendered on request (never pre-rendered), styled by Mantine in light mode only. */
export default {
  prerender: false,
  htmlAttributes: { 'data-mantine-color-scheme': 'light' },
} satisfies Config;
