/**
 * The FAQ (anchor `faq`, spec section 2): native disclosure elements, so several can be open at once,
 * they work with keyboard and without JavaScript, and every answer is in the server-rendered HTML.
 */
import type { ReactNode } from 'react';
import { FAQ, type FaqEntry } from '../content/faq.ts';
import { SCROLL_OFFSETS, SECTION_IDS } from '../site.ts';
import { ScrollLink } from './ScrollLink.tsx';

export interface FaqSectionProps {
  heading?: ReactNode;
  entries?: readonly FaqEntry[];
  scrollOffset?: number;
}

export function FaqSection({
  heading = 'Veelgestelde vragen',
  entries = FAQ,
  scrollOffset = SCROLL_OFFSETS.menu,
}: FaqSectionProps) {
  return (
    <section id={SECTION_IDS.faq} className="section" aria-labelledby="faq-title">
      <div className="container faq">
        <div className="faq__aside">
          <h2 id="faq-title">{heading}</h2>
          <p className="section__intro">Staat uw vraag er niet bij? Stel ze ons gerust, wij antwoorden snel.</p>
          <ScrollLink target={SECTION_IDS.contact} offset={scrollOffset} className="button button--outline">
            Stel uw vraag
          </ScrollLink>
        </div>
        <div className="faq__list">
          {entries.map((entry) => (
            <details key={entry.question} className="faq__item">
              <summary>
                <span className="faq__question">{entry.question}</span>
              </summary>
              <p className="faq__answer">{entry.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
