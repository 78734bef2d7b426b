/**
 * Smooth scrolling to a section of the page, stopping `offset` px above it so the sticky header does not
 * cover its heading (spec section 2: 80 px from the menu, 100 px from the benefits button and on place
 * pages; see SCROLL_OFFSETS in src/site.ts).
 */

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Where the page must scroll to so that `element` sits `offset` px below the top of the window. */
export function scrollTargetTop(elementTop: number, scrollY: number, offset: number): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

/**
 * Scrolls to the element with id `id` and moves keyboard focus there (without a second jump), so that
 * Tab continues from the section the visitor chose. Returns false when the page has no such element.
 */
export function scrollToSection(id: string, offset: number): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = scrollTargetTop(target.getBoundingClientRect().top, window.scrollY, offset);
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/** Scrolls back to the top of the page. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
