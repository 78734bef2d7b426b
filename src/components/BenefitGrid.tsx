/**
 * The benefits section (anchor `voordelen`): a heading, an optional introduction, a grid of benefit cards
 * (4 columns on large screens, 2 on medium, 1 on phones) that reveal one after another, and optional
 * content below the grid (the place pages' 'Profiteer nu …' button).
 */
import type { ReactNode } from 'react';
import type { BenefitEntry } from '../content/benefits.ts';
import { useTexts } from '../i18n/texts.ts';
import { builtPromisePart } from '../seller-terms/built-part.ts';
import { SECTION_IDS, TIMINGS } from '../site.ts';
import { BenefitIcon } from './BenefitIcon.tsx';
import { revealDelay, useReveal } from './reveal.ts';
import { useStaticHtml } from './static-html.ts';

/**
 * The cards alone (server-rendered: pages pass `import.meta.env.SSR ? … : []`).
 * Static: neither the cards nor their icons are in the page's JavaScript (useStaticHtml). A seller's
 * promise is a card the page part `promises` fills, or leaves empty (then not shown).
 */
function BenefitGrid({ cards }: { cards: readonly BenefitEntry[] }) {
  const ref = useReveal<HTMLUListElement>(TIMINGS.revealThreshold.cards);
  const { locale } = useTexts();
  const items = useStaticHtml(
    import.meta.env.SSR &&
      cards.map((card, index) =>
        'promise' in card ? (
          <li
            key={card.id}
            className="benefit-card card reveal"
            style={revealDelay(index, TIMINGS.cardStaggerMs)}
            dangerouslySetInnerHTML={{ __html: builtPromisePart('card', card.promise, locale) }}
          />
        ) : (
          <li key={card.id} className="benefit-card card reveal" style={revealDelay(index, TIMINGS.cardStaggerMs)}>
            <span className="benefit-card__icon">
              <BenefitIcon name={card.icon} />
            </span>
            <h3>{card.title}</h3>
            {card.description ? <p>{card.description}</p> : null}
          </li>
        ),
      ),
  );
  return <ul ref={ref} className="card-grid benefit-grid" {...items} />;
}

export interface BenefitsSectionProps {
  /** Heading and introduction are static markup: pages may pass `import.meta.env.SSR && …`. */
  heading: ReactNode;
  intro?: ReactNode;
  /** The cards: the home page's (src/content/benefits.ts), or a place page's. */
  cards: readonly BenefitEntry[];
  /** Shown under the grid. */
  children?: ReactNode;
}

export function BenefitsSection({ heading, intro, cards, children }: BenefitsSectionProps) {
  const head = useStaticHtml(
    import.meta.env.SSR && (
      <>
        <h2 id="voordelen-title">{heading}</h2>
        {intro ? <div className="section__intro">{intro}</div> : null}
      </>
    ),
  );
  return (
    <section id={SECTION_IDS.benefits} className="section" aria-labelledby="voordelen-title">
      <div className="container">
        <div className="benefits__head" {...head} />
        <BenefitGrid cards={cards} />
        {children ? <div className="benefits__after">{children}</div> : null}
      </div>
    </section>
  );
}
