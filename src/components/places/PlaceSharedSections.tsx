/**
 * The sections every place page shares with the home page (spec section 2): models, calculator, FAQ
 * and the signup form (the spec allows three or four shared sections; the testimonials, which name
 * other towns, stay on the home page: docs/decisions/003). Scrolling stops 100 px above a section on place pages. The
 * calculator starts at the place's published hardness, and the FAQ is the place's own selection.
 */
import type { FaqEntry } from '../../content/faq.ts';
import type { CalculatorStart } from '../../places/local.ts';
import { ROUTES } from '../../routes.ts';
import { SCROLL_OFFSETS, SECTION_IDS } from '../../site.ts';
import { CalculatorSection } from '../CalculatorSection.tsx';
import { ContactSection } from '../ContactSection.tsx';
import { FaqSection } from '../FaqSection.tsx';
import { ModelsSection } from '../ModelsSection.tsx';

export interface PlaceSharedSectionsProps {
  calculator: CalculatorStart | null;
  faq: readonly FaqEntry[];
  /** 'in Kortrijk', 'in de provincie Antwerpen': the sections' headings name the place. */
  where: string;
}

export function PlaceSharedSections({ calculator, faq, where }: PlaceSharedSectionsProps) {
  return (
    <>
      <ModelsSection intro={`Vier formaten, voor elk gezin ${where} het juiste, elk verkrijgbaar met of zonder wifi.`} />
      <CalculatorSection start={calculator ?? undefined} where={where} />
      <FaqSection
        heading={`Veelgestelde vragen ${where}`}
        scrollOffset={SCROLL_OFFSETS.placePages}
        entries={faq}
        footer={
          <p className="faq__more">
            <a href={`${ROUTES.home}#${SECTION_IDS.faq}`}>Alle veelgestelde vragen</a> staan op de homepagina.
          </p>
        }
      />
      <ContactSection heading={`Doe mee met de groepsaankoop ${where}`} />
    </>
  );
}
