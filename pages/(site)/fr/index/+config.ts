import type { Config } from 'vike/types';
import { HOME_META_FR } from '../../../../src/content/fr/home.ts';

export default {
  prerender: true,
  title: HOME_META_FR.title,
  description: HOME_META_FR.description,
} satisfies Config;
