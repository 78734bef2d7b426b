/**
 * The sections every place page shares with the home page (spec section 2), kept short because they are
 * the same everywhere: the models, the calculator (with the place's published hardness to set it to, when
 * it has one) and the full FAQ as links to the home page, and the signup form. The testimonials stay on
 * the home page (docs/decisions/003). Scrolling stops 100 px above a section on place pages.
 */
import type { PlacePageTexts } from '../../places/page.ts';
import type { RoundPartArgs } from '../../rounds/round-html.ts';
import { SECTION_IDS } from '../../site.ts';
import { ContactSection } from '../ContactSection.tsx';
import { PlacePart } from './PlacePart.tsx';

export interface PlaceSharedSectionsProps {
  /** The template's words, in the page's language. */
  texts: PlacePageTexts;
  /** The place, for the line about its round above the form. */
  round: Omit<RoundPartArgs, 'slot'>;
  /** The page's path: its published figure to set the calculator to is the place part's slot `hint`. */
  page: string;
}

export function PlaceSharedSections({ texts: t, round, page }: PlaceSharedSectionsProps) {
  const home = t.home;
  return (
    <>
      <section id={SECTION_IDS.models} className="section section--soft" aria-labelledby="info-title">
        <div className="container">
          <h2 id="info-title">{t.modelsHeading}</h2>
          <p className="section__intro">
            {t.homeIntro}
            <a href={`${home}#${SECTION_IDS.models}`}>{t.modelsLink}</a>, <a href={`${home}#${SECTION_IDS.calculator}`}>{t.calculatorLink}</a>
            {t.and}
            <a href={`${home}#${SECTION_IDS.faq}`}>{t.faqMoreLink}</a>.
          </p>
          <PlacePart args={{ slot: 'hint', page }} />
        </div>
      </section>
      <ContactSection heading={t.contactHeading} round={round} />
    </>
  );
}
