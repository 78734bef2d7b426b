/**
 * The place's water (anchor `faq`: the questions the FAQPage structured data carries), in the open: each
 * question a heading, each answer its sourced sentences, and where a sentence names a company's lookup,
 * the link. Static markup: neither the facts nor this component are in the page's JavaScript.
 */
import type { PlaceQuestion } from '../../places/local.ts';
import { SECTION_IDS } from '../../site.ts';
import { Sourced } from '../Sourced.tsx';
import { useStaticHtml } from '../static-html.ts';

export function PlaceWaterSection({ heading, questions }: { heading: string; questions: readonly PlaceQuestion[] }) {
  const body = useStaticHtml(
    import.meta.env.SSR && (
      <>
        <h2 id="faq-title">{heading}</h2>
        {questions.map((question) => (
          <div key={question.question} className="local__question">
            <h3>{question.heading}</h3>
            {question.paragraphs.map((item) => (
              <Sourced key={item.text} item={item} />
            ))}
          </div>
        ))}
      </>
    ),
  );
  return (
    <section id={SECTION_IDS.faq} className="section local" aria-labelledby="faq-title">
      <div className="container local__body" {...body} />
    </section>
  );
}
