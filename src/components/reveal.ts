/**
 * Reveal-on-scroll (spec section 4): the items of a container fade in and slide up, one after the other,
 * once the container is visible enough, and then stay. The server renders everything visible; only
 * after hydration, and only without `prefers-reduced-motion`, does the container mark itself pending.
 * The attribute is set on the DOM directly, so the animation causes no React re-render.
 */
import { type CSSProperties, type RefObject, useEffect, useRef } from 'react';
import { prefersReducedMotion } from './scroll.ts';

export function useReveal<T extends HTMLElement>(threshold: number): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    element.dataset.reveal = 'pending';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.reveal = 'shown';
        observer.disconnect();
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);
  return ref;
}

/** The style of the `index`-th item of a revealed container: it starts `index × staggerMs` later. */
export function revealDelay(index: number, staggerMs: number): CSSProperties {
  return { '--reveal-delay': `${index * staggerMs}ms` } as CSSProperties;
}
