/**
 * The place's water (anchor `faq`: the questions the FAQPage structured data carries), in the open: each
 * question a heading, each answer its sourced sentences, and where a sentence names a company's lookup,
 * the link. The questions are the place part's slot `water` (issue 41): the server writes them from the
 * page's facts. Static markup: neither the facts nor this component are in the page's JavaScript.
 */
import { SECTION_IDS } from '../../site.ts';
import { PlacePart } from './PlacePart.tsx';

export function PlaceWaterSection({ heading, page }: { heading: string; page: string }) {
  return (
    <section id={SECTION_IDS.faq} className="section local" aria-labelledby="faq-title">
      <div className="container local__body">
        <h2 id="faq-title">{heading}</h2>
        <PlacePart args={{ slot: 'water', page }} />
      </div>
    </section>
  );
}
