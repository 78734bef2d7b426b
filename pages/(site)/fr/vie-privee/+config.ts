import type { Config } from 'vike/types';
import { PRIVACY_META_FR } from '../../../../src/content/fr/privacy.ts';

export default {
  prerender: true,
  title: PRIVACY_META_FR.title,
  description: PRIVACY_META_FR.description,
} satisfies Config;
