/**
 * The home page's reviews section (spec section 3): its texts, and the spec's sample reviews, shown in
 * development only, each marked. Real reviews are no longer typed in here: since issue 44 households whose
 * softener is installed write them on their page and staff publish them with their consent (database
 * table `reviews`, the page part `reviews`; docs/aftercare.md). Without a published review the home page
 * shows no review section and the structured data names none (EU Unfair Commercial Practices Directive,
 * annex I, point 23b: docs/decisions/021-only-true-claims.md).
 */
export interface Testimonial {
  text: string;
  /** A family or a person, as they agreed to be named. */
  author: string;
  city: string;
  /** Out of 5. */
  rating: number;
  /** The day the author agreed to publication (YYYY-MM-DD). */
  consentDate: string;
  /** The spec's placeholder texts, shown in development only, marked 'Voorbeeld'. */
  sample?: true;
}

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
    rating: 4,
    consentDate: '2026-01-01',
    sample: true,
  },
];

export const TESTIMONIAL_TEXT = {
  heading: 'Wat deelnemers zeggen',
  sampleHeading: 'Wat deelnemers zeggen (voorbeelden)',
  sampleBadge: 'Voorbeeld',
  dot: (n: number, count: number) => `Getuigenis ${n} van ${count}`,
  pause: 'Pauzeren',
  play: 'Afspelen',
} as const;
