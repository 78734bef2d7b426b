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
import { HOME_TEXT } from '../../../src/content/pages.ts';

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
      {/* Reviews of real households, written into the page by the server (issue 44); no section without one. */}
      <TestimonialsSection />
      <FaqSection entries={import.meta.env.SSR ? FAQ : []} />
      <PlaceDirectory />
      <ContactSection />
    </>
  );
}
