/**
 * The template of the 62 place pages (spec section 2): breadcrumb, hero '{product} {place}', the
 * `voordelen` section with its heading, intro line and 8 local benefit cards, the green button to the
 * signup form (stopping 100 px above it), the place's water and neighbourhood, then the sections shared
 * with the home page (calculator starting at the place's published hardness, the place's FAQ).
 */
import type { PlacePageData } from '../../places/page.ts';
import { SCROLL_OFFSETS, SECTION_IDS } from '../../site.ts';
import { BenefitsSection } from '../BenefitGrid.tsx';
import { ScrollLink } from '../ScrollLink.tsx';
import { NeighbourhoodSection, WaterFactsSection } from './LocalSections.tsx';
import { PlaceSharedSections } from './PlaceSharedSections.tsx';

export function PlacePage({ data }: { data: PlacePageData }) {
  return (
    <>
      <section id={SECTION_IDS.top} className="hero place-hero" aria-labelledby="hero-title">
        <div className="container">
          <nav aria-label="Kruimelpad" className="breadcrumb">
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
          <p className="place-hero__subtitle">{data.heroSubtitle}</p>
        </div>
      </section>

      <BenefitsSection
        heading={data.benefitsHeading}
        intro={
          <p>
            {data.intro.map((part, index) =>
              'href' in part ? (
                <a key={index} href={part.href}>
                  {part.text}
                </a>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
        }
        cards={data.benefits}
      >
        <ScrollLink target={SECTION_IDS.contact} offset={SCROLL_OFFSETS.placePages} className="button button--cta">
          {data.buttonLabel}
        </ScrollLink>
      </BenefitsSection>

      <WaterFactsSection water={data.water} />
      <NeighbourhoodSection area={data.neighbourhood} />
      <PlaceSharedSections calculator={data.calculator} faq={data.faq} where={data.where} />
    </>
  );
}
