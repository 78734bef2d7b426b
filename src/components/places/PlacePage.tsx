/**
 * The template of the 62 place pages (spec section 2): breadcrumb, hero '{product} {place}' with where
 * the round stands for the place (issue 35), the
 * `voordelen` section with its intro line (the cross-links) and the 8 benefit cards, the button to the
 * signup form (stopping 100 px above it), the place's neighbourhood, a compact models block, the
 * calculator (at the place's published hardness, or an example value it names as one), the FAQ about
 * the place's water, answered by its sourced facts, and the form.
 */
import type { PlacePageData } from '../../places/page.ts';
import { SCROLL_OFFSETS, SECTION_IDS } from '../../site.ts';
import { BenefitsSection } from '../BenefitGrid.tsx';
import { localeOfPath } from '../../i18n/locale.ts';
import { RoundStatus } from '../RoundStatus.tsx';
import { ScrollLink } from '../ScrollLink.tsx';
import { AboutSection, NearbyLinks } from './NearbyLinks.tsx';
import { PlaceSharedSections } from './PlaceSharedSections.tsx';

export function PlacePage({ data }: { data: PlacePageData }) {
  const PLACE_TEXT = data.texts;
  const round = { locale: localeOfPath(PLACE_TEXT.home), region: data.region, where: data.where };
  return (
    <>
      <section id={SECTION_IDS.top} className="hero place-hero" aria-labelledby="hero-title">
        <div className="container">
          <nav aria-label={PLACE_TEXT.breadcrumbLabel} className="breadcrumb">
            <ol>
              {data.breadcrumb.map((crumb, index) =>
                index === data.breadcrumb.length - 1 ? (
                  <li key={crumb.path} aria-current="page">
                    {crumb.name}
                  </li>
                ) : (
                  <li key={crumb.path}>
                    <a href={crumb.path}>{crumb.name}</a>
                  </li>
                ),
              )}
            </ol>
          </nav>
          <h1 id="hero-title">{data.heroTitle}</h1>
          <p className="place-hero__subtitle">{PLACE_TEXT.heroSubtitle}</p>
          <RoundStatus args={round} className="round-status--place" />
        </div>
      </section>

      <BenefitsSection
        heading={PLACE_TEXT.benefitsHeading}
        intro={<NearbyLinks groups={data.links} />}
        cards={data.benefits}
      >
        <ScrollLink target={SECTION_IDS.contact} offset={SCROLL_OFFSETS.placePages} className="button button--cta">
          {PLACE_TEXT.button}
        </ScrollLink>
      </BenefitsSection>

      {data.about ? <AboutSection heading={PLACE_TEXT.aboutHeading} about={data.about} /> : null}
      <PlaceSharedSections texts={PLACE_TEXT} faq={data.faq} round={round} />
    </>
  );
}
