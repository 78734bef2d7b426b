import type { Config } from 'vike/types';
import { PRIVACY_META } from '../../../src/content/pages.ts';

export default {
  prerender: true,
  title: PRIVACY_META.title,
  description: PRIVACY_META.description,
} satisfies Config;
