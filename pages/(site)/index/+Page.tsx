import { BenefitsSection } from '../../../src/components/BenefitGrid.tsx';
import { CalculatorSection } from '../../../src/components/CalculatorSection.tsx';
import { ContactSection } from '../../../src/components/ContactSection.tsx';
import { FaqSection } from '../../../src/components/FaqSection.tsx';
import { Hero } from '../../../src/components/Hero.tsx';
import { ModelsSection } from '../../../src/components/ModelsSection.tsx';
import { PlaceDirectory } from '../../../src/components/PlaceDirectory.tsx';
import { TestimonialsSection } from '../../../src/components/TestimonialsSection.tsx';
import { HOME_BENEFITS } from '../../../src/content/benefits.ts';
import { FAQ } from '../../../src/content/faq.ts';
import { SAMPLE_TESTIMONIALS, TESTIMONIALS } from '../../../src/content/testimonials.ts';
import { HOME_TEXT } from '../../../src/content/pages.ts';
import { SECTION_IDS } from '../../../src/site.ts';

// Real reviews only (src/content/testimonials.ts); in development without any, the marked samples (the
// production build replaces import.meta.env.DEV by false and drops them). The browser keeps the section
// the server rendered, without a copy of the texts in its JavaScript.
const SHOWN_TESTIMONIALS = TESTIMONIALS.length > 0 ? TESTIMONIALS : import.meta.env.DEV ? SAMPLE_TESTIMONIALS : [];
// Without reviews the build knows there is no section (__HAS_REVIEWS__, vite.config.ts), and the browser's
// bundle drops the carousel's code.
declare const __HAS_REVIEWS__: boolean;
const showTestimonials = import.meta.env.SSR
  ? SHOWN_TESTIMONIALS.length > 0
  : (__HAS_REVIEWS__ || import.meta.env.DEV) && document.getElementById(SECTION_IDS.testimonials) !== null;

export default function Page() {
  return (
    <>
      <Hero
        title={import.meta.env.SSR && HOME_TEXT.heroTitle}
        intro={import.meta.env.SSR && HOME_TEXT.heroIntro}
      />
      <BenefitsSection
        heading={import.meta.env.SSR && 'Waarom kiezen voor onze groepsaankoop?'}
        intro={import.meta.env.SSR && 'Alles wat u nodig hebt voor zacht water, zonder zorgen en aan een scherpe groepsprijs.'}
        cards={import.meta.env.SSR ? HOME_BENEFITS : []}
      />
      <ModelsSection />
      <CalculatorSection />
      {showTestimonials ? <TestimonialsSection testimonials={import.meta.env.SSR ? SHOWN_TESTIMONIALS : []} /> : null}
      <FaqSection entries={import.meta.env.SSR ? FAQ : []} />
      <PlaceDirectory />
      <ContactSection />
    </>
  );
}
