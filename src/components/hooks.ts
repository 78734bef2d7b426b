/** Small browser-state hooks shared by the public components. The server renders their default. */
import { useSyncExternalStore } from 'react';
import { calculatorStart } from '../calculator/start.ts';

function subscribeScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page is scrolled more than `px` pixels. */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > px,
    () => false,
  );
}

/** Whether a media query matches (false on the server and before hydration). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Where the calculator starts by the page's address (`?fh=`, src/calculator/start.ts); null on the server and before hydration. */
export function useCalculatorStart(): number | null {
  return useSyncExternalStore(
    () => () => {},
    () => calculatorStart(window.location.search),
    () => null,
  );
}
