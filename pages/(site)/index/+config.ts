import type { Config } from 'vike/types';
import { HOME_META } from '../../../src/content/pages.ts';

export default {
  prerender: true,
  title: HOME_META.title,
  description: HOME_META.description,
} satisfies Config;
