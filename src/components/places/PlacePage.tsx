/**
 * The template of the place pages (spec section 2, issue 36): breadcrumb and hero '{product} {place}' with
 * where the round stands for the place (issue 35);
 * the place's water, answered by its sourced facts in the open (who supplies it, how hard it is and where
 * the household finds its own figure, what an installation needs), and what installers measured there; what the group purchase offers, one
 * line each, with the button to the signup form (stopping 100 px above it); the municipality; the place
 * pages nearby in their own section; the models and the calculator as links to the home page; the form.
 * What comes from the page's facts (the water, the municipality, the calculator's published figure, and in
 * `<head>` the robots line and the FAQ's structured data) is the place part, written by the server from
 * the rows staff keep (issue 41, PlacePart.tsx).
 */
import type { PlacePageData } from '../../places/page.ts';
import { SCROLL_OFFSETS, SECTION_IDS } from '../../site.ts';
import { localeOfPath } from '../../i18n/locale.ts';
import { builtPromisePart } from '../../seller-terms/built-part.ts';
import type { PromiseKey } from '../../seller-terms/promise-html.ts';
import { RoundStatus } from '../RoundStatus.tsx';
import { ScrollLink } from '../ScrollLink.tsx';
import { useStaticHtml } from '../static-html.ts';
import { MeasuredHardness } from './MeasuredHardness.tsx';
import { NearbySection } from './NearbySection.tsx';
import { PlacePart } from './PlacePart.tsx';
import { PlaceReviews } from './PlaceReviews.tsx';
import { PlaceSharedSections } from './PlaceSharedSections.tsx';
import { PlaceWaterSection } from './PlaceWaterSection.tsx';

export function PlacePage({ data }: { data: PlacePageData }) {
  const t = data.texts;
  const round = { locale: localeOfPath(t.home), region: data.region, where: data.where };
  return (
    <>
      <section id={SECTION_IDS.top} className="hero place-hero" aria-labelledby="hero-title">
        <div className="container">
          <nav aria-label={t.breadcrumbLabel} className="breadcrumb">
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
          <p className="place-hero__subtitle">{t.heroSubtitle}</p>
          <RoundStatus args={round} className="round-status--place" />
        </div>
      </section>

      <PlaceWaterSection heading={t.faqHeading} page={data.path} />
      <MeasuredHardness args={{ locale: round.locale, place: data.measuredPlace, home: t.home }} />
      <PlaceReviews args={{ where: 'place', locale: round.locale, place: data.measuredPlace, in: data.where }} />
      <PlaceBenefits data={data} />
      <PlacePart args={{ slot: 'about', page: data.path, heading: t.aboutHeading }} />
      <NearbySection heading={t.nearbyHeading} groups={data.links} />
      <PlaceSharedSections texts={t} round={round} page={data.path} />
    </>
  );
}

const PLACE_PROMISES = ['salt', 'filter', 'guarantee'] as const satisfies readonly PromiseKey[];

/** What the group purchase offers (anchor `voordelen`): a line each, the home page explains them; then the button. */
function PlaceBenefits({ data }: { data: PlacePageData }) {
  const t = data.texts;
  const body = useStaticHtml(
    import.meta.env.SSR && (
      <>
        <h2 id="voordelen-title">{t.benefitsHeading}</h2>
        <ul className="place-benefits">
          {data.benefits.map((line) => (
            <li key={line}>{line}</li>
          ))}
          {/* The sellers' promises for the place's province: the page part `promises` writes them, or leaves the line empty (decision 057). */}
          {PLACE_PROMISES.map((promise) => (
            <li key={promise} dangerouslySetInnerHTML={{ __html: builtPromisePart('line', promise, localeOfPath(t.home), data.region) }} />
          ))}
        </ul>
        <p>
          <a href={`${t.home}#${SECTION_IDS.benefits}`}>{t.benefitsMore}</a>
        </p>
      </>
    ),
  );
  return (
    <section id={SECTION_IDS.benefits} className="section section--soft" aria-labelledby="voordelen-title">
      <div className="container">
        <div className="local__body" {...body} />
        <div className="benefits__after">
          <ScrollLink target={SECTION_IDS.contact} offset={SCROLL_OFFSETS.placePages} className="button button--cta">
            {t.button}
          </ScrollLink>
        </div>
      </div>
    </section>
  );
}
