import type { Config } from 'vike/types';
import { SCROLL_OFFSETS } from '../../../../src/site.ts';

export default {
  prerender: true,
  // Spec section 9: on place pages scrolling to a section stops 100 px above it.
  scrollOffset: SCROLL_OFFSETS.placePages,
} satisfies Config;
