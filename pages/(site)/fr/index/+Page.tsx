/**
 * /fr: the home page for French-speaking households in Wallonia and Brussels (issue 25). The same
 * sections as the Dutch home page, with the French content of src/content/fr/home.ts (server-rendered
 * only: `import.meta.env.SSR && …` keeps it out of the page's JavaScript) and the French place pages.
 */
import { BenefitsSection } from '../../../../src/components/BenefitGrid.tsx';
import { CalculatorSection } from '../../../../src/components/CalculatorSection.tsx';
import { ContactSection } from '../../../../src/components/ContactSection.tsx';
import { FaqSection } from '../../../../src/components/FaqSection.tsx';
import { FrenchPlaceDirectory } from '../../../../src/components/FrenchPlaceDirectory.tsx';
import { Hero } from '../../../../src/components/Hero.tsx';
import { ModelsSection } from '../../../../src/components/ModelsSection.tsx';
import { FAQ_FR, HOME_BENEFITS_FR, HOME_TEXT_FR } from '../../../../src/content/fr/home.ts';

export default function Page() {
  return (
    <>
      <Hero title={import.meta.env.SSR && HOME_TEXT_FR.heroTitle} intro={import.meta.env.SSR && HOME_TEXT_FR.heroIntro} />
      <BenefitsSection
        heading={import.meta.env.SSR && HOME_TEXT_FR.benefitsHeading}
        intro={import.meta.env.SSR && HOME_TEXT_FR.benefitsIntro}
        cards={import.meta.env.SSR ? HOME_BENEFITS_FR : []}
      />
      <ModelsSection />
      <CalculatorSection />
      <FaqSection entries={import.meta.env.SSR ? FAQ_FR : []} />
      <FrenchPlaceDirectory />
      <ContactSection />
    </>
  );
}
