/**
 * The sections every place page shares with the home page (spec section 2), kept short because they are
 * the same everywhere: the models and the calculator as links to the home page (the calculator starting
 * at the place's published hardness when it has one), the FAQ
 * (here: about the place's water, with a link to all 14 general questions) and the signup form. The testimonials
 * stay on the home page (docs/decisions/003). Scrolling stops 100 px above a section on place pages.
 */
import type { PlaceQuestion } from '../../places/local.ts';
import type { PlacePageTexts } from '../../places/page.ts';
import type { RoundPartArgs } from '../../rounds/round-html.ts';
import { SCROLL_OFFSETS, SECTION_IDS } from '../../site.ts';
import { ContactSection } from '../ContactSection.tsx';
import { FaqSection } from '../FaqSection.tsx';

export interface PlaceSharedSectionsProps {
  /** The template's words, in the page's language (with the calculator's published figure, if any). */
  texts: PlacePageTexts;
  faq: readonly PlaceQuestion[];
  /** The place, for the line about its round above the form. */
  round: Omit<RoundPartArgs, 'slot'>;
}

export function PlaceSharedSections({ texts: PLACE_TEXT, faq, round }: PlaceSharedSectionsProps) {
  const home = PLACE_TEXT.home;
  return (
    <>
      <section id={SECTION_IDS.models} className="section section--soft" aria-labelledby="info-title">
        <div className="container">
          <h2 id="info-title">{PLACE_TEXT.modelsHeading}</h2>
          <p className="section__intro">
            {PLACE_TEXT.modelsText}
            <a href={`${home}#${SECTION_IDS.models}`}>{PLACE_TEXT.modelsLink}</a>.
          </p>
          <p className="section__intro">
            <a href={`${home}#${SECTION_IDS.calculator}`}>{PLACE_TEXT.calculatorLink}</a>
            {PLACE_TEXT.calculatorLinkAfter}
          </p>
        </div>
      </section>
      <FaqSection
        heading={PLACE_TEXT.faqHeading}
        scrollOffset={SCROLL_OFFSETS.placePages}
        entries={faq}
        invitation={false}
        footer={
          <p className="faq__more">
            <a href={`${home}#${SECTION_IDS.faq}`}>{PLACE_TEXT.faqMoreLink}</a> {PLACE_TEXT.faqMore}
          </p>
        }
      />
      <ContactSection heading={PLACE_TEXT.contactHeading} round={round} />
    </>
  );
}
