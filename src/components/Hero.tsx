/**
 * The opening section of the home page (anchor `top`): title, introduction, where the rounds stand
 * (RoundStatus: for the whole country) and the two calls to action.
 */
import type { ReactNode } from 'react';
import { usePageTexts, useTexts } from '../i18n/texts.ts';
import { builtPromisePart } from '../seller-terms/built-part.ts';
import type { PromiseKey } from '../seller-terms/promise-html.ts';
import { SCROLL_OFFSETS, SECTION_IDS } from '../site.ts';
import { RoundStatus } from './RoundStatus.tsx';
import { ScrollLink } from './ScrollLink.tsx';
import { useStaticHtml } from './static-html.ts';

export interface HeroProps {
  /** Rendered on the server only: pages may pass `import.meta.env.SSR && …` so that it ships no text. */
  title: ReactNode;
  intro: ReactNode;
  /** Pixels to stop above the sections the buttons lead to (place pages: SCROLL_OFFSETS.placePages). */
  scrollOffset?: number;
}

export function Hero({ title, intro, scrollOffset }: HeroProps) {
  const { hero: t, locale } = useTexts();
  const pageTexts = usePageTexts();
  const s = import.meta.env.SSR && pageTexts?.sections.hero;
  // The text half never changes after the server rendered it: static markup, none of it in the JavaScript.
  const text = useStaticHtml(
    import.meta.env.SSR && (
      <>
        <p className="hero__eyebrow">{s && s.eyebrow}</p>
        <h1>{title}</h1>
        <p className="hero__intro">{intro}</p>
        <ul className="hero__highlights">
          {(s ? s.highlights : []).map((highlight) =>
            typeof highlight === 'string' ? (
              <li key={highlight}>
                <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="m5 10.5 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
                </svg>
                {highlight}
              </li>
            ) : (
              // A seller's promise: the page part `promises` writes it, or leaves the line empty (not shown).
              <li key={highlight.promise} dangerouslySetInnerHTML={{ __html: builtPromisePart('hero', highlight.promise as PromiseKey, locale) }} />
            ),
          )}
        </ul>
      </>
    ),
  );
  return (
    <section id={SECTION_IDS.top} className="hero">
      <div className="container hero__grid">
        <div className="hero__text" {...text} />
        <div className="hero__offer">
          <RoundStatus args={{ locale, region: null, where: null }} />
          <div className="hero__actions">
            <ScrollLink
              target={SECTION_IDS.contact}
              offset={scrollOffset ?? SCROLL_OFFSETS.menu}
              className="button button--cta"
            >
              {t.signUp}
            </ScrollLink>
            <ScrollLink
              target={SECTION_IDS.benefits}
              offset={scrollOffset ?? SCROLL_OFFSETS.benefitsButton}
              className="button button--outline"
            >
              {t.allBenefits}
            </ScrollLink>
          </div>
        </div>
      </div>
    </section>
  );
}
