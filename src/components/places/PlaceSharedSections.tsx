/**
 * MERGE: the sections every place page shares with the home page (spec section 2: models, calculator,
 * testimonials, FAQ, signup form), built in the public-site work. Until the branches are merged this
 * renders only the `contact` anchor the benefits button scrolls to, and PLACE_FAQ is a stand-in for
 * the 14 entries of src/content/faq.ts. After the merge: render ModelsSection, CalculatorSection,
 * TestimonialsSection, FaqSection and ContactSection here, and re-export the real FAQ as PLACE_FAQ
 * (the FAQPage JSON-LD in +Head must list the questions the page shows).
 */
import type { FaqEntry } from '../../seo/json-ld.ts';
import { CLAIMS } from '../../site.ts';

export const PLACE_FAQ: readonly FaqEntry[] = [
  {
    question: 'Hoe lang duurt de levering en installatie?',
    answer: `Na uw bevestiging leveren en installeren we binnen ${CLAIMS.deliveryWeeks.min} tot ${CLAIMS.deliveryWeeks.max} weken.`,
  },
  {
    question: 'Wanneer start een nieuwe groepsaankoop?',
    answer: `Zodra er genoeg deelnemers zijn, meestal om de ${CLAIMS.roundIntervalMonths.min} tot ${CLAIMS.roundIntervalMonths.max} maanden.`,
  },
];

export function PlaceSharedSections() {
  return (
    // The placeholder is as tall as the signup form will be, so that scrolling to it behaves as it will.
    <section id="contact" aria-labelledby="contact-title" style={{ minHeight: '90vh', padding: '2rem 1rem' }}>
      <h2 id="contact-title">Schrijf u in voor de groepsaankoop</h2>
    </section>
  );
}
