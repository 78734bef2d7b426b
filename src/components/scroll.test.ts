import { describe, expect, it } from 'vitest';
import { SCROLL_OFFSETS } from '../site.ts';
import { scrollTargetTop } from './scroll.ts';

describe('scrollTargetTop', () => {
  it('stops the menu’s offset above a section further down the page', () => {
    // Section 1200 px below the top of the window, page already scrolled by 300 px.
    expect(scrollTargetTop(1200, 300, SCROLL_OFFSETS.menu)).toBe(1420);
  });

  it('stops 100 px above when the benefits button is used', () => {
    expect(scrollTargetTop(1200, 300, SCROLL_OFFSETS.benefitsButton)).toBe(1400);
  });

  it('works for sections above the window and never goes below zero', () => {
    expect(scrollTargetTop(-500, 900, 80)).toBe(320);
    expect(scrollTargetTop(20, 0, 80)).toBe(0);
  });
});
