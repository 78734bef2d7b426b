/**
 * The sections every place page shares with the home page (spec section 2), kept short because they are
 * the same everywhere: the models, the calculator (with the place's published hardness to set it to, when
 * it has one) and the full FAQ as links to the home page, and the signup form. The testimonials stay on
 * the home page (docs/decisions/003). Scrolling stops 100 px above a section on place pages.
 */
import { keepUnitsWithFigures } from '../../i18n/typography.ts';
import type { PlacePageTexts } from '../../places/page.ts';
import type { RoundPartArgs } from '../../rounds/round-html.ts';
import { SECTION_IDS } from '../../site.ts';
import { ContactSection } from '../ContactSection.tsx';

export interface PlaceSharedSectionsProps {
  /** The template's words, in the page's language (with the calculator's published figure, if any). */
  texts: PlacePageTexts;
  /** The place, for the line about its round above the form. */
  round: Omit<RoundPartArgs, 'slot'>;
}

export function PlaceSharedSections({ texts: t, round }: PlaceSharedSectionsProps) {
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
          {t.calculatorHint ? <p className="section__intro">{keepUnitsWithFigures(t.calculatorHint)}</p> : null}
        </div>
      </section>
      <ContactSection heading={t.contactHeading} round={round} />
    </>
  );
}
