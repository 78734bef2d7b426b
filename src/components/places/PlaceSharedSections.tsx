/**
 * The sections every place page shares with the home page (spec section 2): models, calculator,
 * testimonials, FAQ and the signup form. Scrolling stops 100 px above a section on place pages.
 */
import { SCROLL_OFFSETS } from '../../site.ts';
import { CalculatorSection } from '../CalculatorSection.tsx';
import { ContactSection } from '../ContactSection.tsx';
import { FaqSection } from '../FaqSection.tsx';
import { ModelsSection } from '../ModelsSection.tsx';
import { TestimonialsSection } from '../TestimonialsSection.tsx';

export function PlaceSharedSections() {
  return (
    <>
      <ModelsSection />
      <CalculatorSection />
      <TestimonialsSection />
      <FaqSection scrollOffset={SCROLL_OFFSETS.placePages} />
      <ContactSection />
    </>
  );
}
