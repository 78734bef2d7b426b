/**
 * The three testimonials of the home page (spec section 3). The texts are sample content from the spec:
 * replace them with real reviews, given with the authors' consent, before launch.
 */
export interface Testimonial {
  id: number;
  text: string;
  /** A family or a person, as they agreed to be named. */
  author: string;
  city: string;
  /** Out of 5, in half stars. */
  rating: number;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    text: 'Sinds de plaatsing geen kalkaanslag meer op de kranen en de douchewand. De technici werkten snel en netjes.',
    author: 'Familie Peeters',
    city: 'Mechelen',
    rating: 5,
  },
  {
    id: 2,
    text: 'Via de groepsaankoop betaalden we een pak minder dan in de winkel, en het zout wordt gewoon aan huis geleverd.',
    author: 'Sarah V.',
    city: 'Gent',
    rating: 5,
  },
  {
    id: 3,
    text: 'Vlot geïnstalleerd en de app is handig. Het eerste telefoongesprek duurde wat langer dan verwacht, maar alles werd duidelijk uitgelegd.',
    author: 'Familie Janssens',
    city: 'Hasselt',
    rating: 4.5,
  },
];
