/**
 * The FAQ (anchor `faq`, spec section 2): native disclosure elements, so several can be open at once,
 * they work with keyboard and without JavaScript, and every answer is in the server-rendered HTML. Being
 * static, the list is not in the page's JavaScript (useStaticHtml).
 */
import type { ReactNode } from 'react';
import type { FaqEntry, PromiseFaq } from '../content/faq.ts';
import type { SourcedText } from '../places/local.ts';
import { usePageTexts, useTexts } from '../i18n/texts.ts';
import { builtPromisePart } from '../seller-terms/built-part.ts';
import { SCROLL_OFFSETS, SECTION_IDS } from '../site.ts';
import { ScrollLink } from './ScrollLink.tsx';
import { Sourced } from './Sourced.tsx';
import { useStaticHtml } from './static-html.ts';

export interface FaqSectionProps {
  heading?: ReactNode;
  scrollOffset?: number;
  /**
   * The questions shown (rendered on the server only: pages pass `import.meta.env.SSR ? … : []`, so that
   * no answer is in the page's JavaScript); the home page shows all of FAQ. A place page's answers are its sourced facts,
   * each sentence with its source.
   */
  entries: readonly (FaqEntry | PromiseFaq | { question: string; paragraphs: readonly SourcedText[] })[];
  /** A line after the list (place pages: the link to the full FAQ on the home page). */
  footer?: ReactNode;
  /** The invitation to ask a question of one's own; place pages keep only the button. */
  invitation?: boolean;
}

export function FaqSection({ heading, scrollOffset = SCROLL_OFFSETS.menu, entries, footer, invitation = true }: FaqSectionProps) {
  const { faq: t, locale } = useTexts();
  const pageTexts = usePageTexts();
  const s = import.meta.env.SSR && pageTexts?.sections.faq;
  const head = useStaticHtml(
    import.meta.env.SSR && s && (
      <>
        <h2 id="faq-title">{heading ?? s.heading}</h2>
        {invitation ? <p className="section__intro">{s.invitation}</p> : null}
      </>
    ),
  );
  const list = useStaticHtml(
    import.meta.env.SSR &&
      entries.map((entry) =>
        // A question about a seller's promise: the page part `promises` answers it, or leaves it out (decision 057).
        'promise' in entry ? (
          <div key={entry.promise} className="faq__promise" dangerouslySetInnerHTML={{ __html: builtPromisePart('faq', entry.promise, locale) }} />
        ) : (
          <details key={entry.question} className="faq__item">
            <summary>
              <span className="faq__question">{entry.question}</span>
            </summary>
            {'answer' in entry ? (
              <p className="faq__answer">{entry.answer}</p>
            ) : (
              entry.paragraphs.map((item) => <Sourced key={item.text} item={item} className="faq__answer" />)
            )}
          </details>
        ),
      ),
  );
  return (
    <section id={SECTION_IDS.faq} className="section" aria-labelledby="faq-title">
      <div className="container faq">
        <div className="faq__aside">
          <div {...head} />
          <ScrollLink target={SECTION_IDS.contact} offset={scrollOffset} className="button button--outline">
            {t.ask}
          </ScrollLink>
          {footer}
        </div>
        <div className="faq__list" {...list} />
      </div>
    </section>
  );
}
