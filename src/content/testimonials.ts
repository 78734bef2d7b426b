/**
 * The reviews on the home page (spec section 3), the one place the client fills them in. Only reviews
 * of real participants, published with their consent: each carries the day its author agreed to
 * publication, under the name they chose. While the list is empty the home page has no review section
 * and the structured data names no review (EU Unfair Commercial Practices Directive, annex I, point 23b:
 * docs/decisions/021-only-true-claims.md). src/content/testimonials.test.ts checks every entry.
 */
export interface Testimonial {
  text: string;
  /** A family or a person, as they agreed to be named. */
  author: string;
  city: string;
  /** Out of 5, in half stars. */
  rating: number;
  /** The day the author agreed to publication (YYYY-MM-DD). */
  consentDate: string;
  /** The spec's placeholder texts, shown in development only, marked 'Voorbeeld'. */
  sample?: true;
}

/** Real reviews, newest consent last. Add one only with the author's written consent. */
export const TESTIMONIALS: readonly Testimonial[] = [];

/** The spec's sample texts: never in a production build (import.meta.env.DEV is false there). */
export const SAMPLE_TESTIMONIALS: readonly Testimonial[] = [
  {
    text: 'Sinds de plaatsing geen kalkaanslag meer op de kranen en de douchewand. De technici werkten snel en netjes.',
    author: 'Familie Peeters',
    city: 'Mechelen',
    rating: 5,
    consentDate: '2026-01-01',
    sample: true,
  },
  {
    text: 'Via de groepsaankoop betaalden we een pak minder dan in de winkel, en het zout wordt gewoon aan huis geleverd.',
    author: 'Sarah V.',
    city: 'Gent',
    rating: 5,
    consentDate: '2026-01-01',
    sample: true,
  },
  {
    text: 'Vlot geïnstalleerd en de app is handig. Het eerste telefoongesprek duurde wat langer dan verwacht, maar alles werd duidelijk uitgelegd.',
    author: 'Familie Janssens',
    city: 'Hasselt',
    rating: 4.5,
    consentDate: '2026-01-01',
    sample: true,
  },
];

export const TESTIMONIAL_TEXT = {
  heading: 'Wat deelnemers zeggen',
  sampleHeading: 'Wat deelnemers zeggen (voorbeelden)',
  sampleBadge: 'Voorbeeld',
  rating: (stars: string) => `Beoordeling: ${stars} op 5`,
  dot: (n: number, count: number) => `Getuigenis ${n} van ${count}`,
  pause: 'Pauzeren',
  play: 'Afspelen',
} as const;
