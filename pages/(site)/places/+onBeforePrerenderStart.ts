/** Pre-renders every place page at build time: the parameter route `/@slug` cannot list its URLs by itself. */
import { PLACES } from '../../../src/places/places.ts';

export default function onBeforePrerenderStart(): string[] {
  return PLACES.map((place) => place.path);
}
