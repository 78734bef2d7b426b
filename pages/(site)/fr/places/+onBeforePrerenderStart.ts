/** Pre-renders the French place pages at build time. */
import { FRENCH_PLACES } from '../../../../src/places/french.ts';

export default function onBeforePrerenderStart(): string[] {
  return FRENCH_PLACES.map((place) => place.path);
}
