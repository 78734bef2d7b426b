/**
 * Testimonials (anchor `testimonials`, spec section 4): they fade in 200 ms apart; on phones they form a
 * looping carousel that moves on every 5 s, with dot buttons, paused while the visitor interacts with it
 * or presses pause, and not moving at all under `prefers-reduced-motion`. The slides are the page part
 * `reviews` (issue 44): reviews real households wrote, published by staff with their consent, which the
 * server writes into the pre-rendered page (server/page-parts/reviews-part.ts); the build writes none (in
 * development the spec's samples follow the part, each marked). Without a slide the section is not shown (CSS).
 */
import { type CSSProperties, useEffect, useState, useSyncExternalStore } from 'react';
import { reviewSlidesHtml, type ShownReview } from '../aftercare/review-html.ts';
import { SAMPLE_TESTIMONIALS, TESTIMONIAL_TEXT as T } from '../content/testimonials.ts';
import { markedPart } from '../page-parts/markers.ts';
import { SECTION_IDS, TIMINGS } from '../site.ts';
import { useMediaQuery } from './hooks.ts';
import { useReveal } from './reveal.ts';
import { useStaticHtml, useStaticHtmlString } from './static-html.ts';

/** Where the carousel layout applies (the CSS uses the same breakpoint). */
const CAROUSEL_MEDIA = '(max-width: 47.99em)';

/**
 * The spec's samples as the part writes reviews: in development only (the production build has none). A
 * function, not a constant, so that the browser's bundle does not carry their texts.
 */
const samples = (): ShownReview[] =>
  SAMPLE_TESTIMONIALS.map((sample) => ({
    rating: sample.rating,
    text: sample.text,
    author: sample.author,
    city: sample.city,
    month: sample.consentDate,
    language: 'nl',
    sample: true,
  }));

/**
 * How many slides the page has, read from the section's markup (the browser has no copy of the texts),
 * by the section's fixed id: the same in development, where Vite's client may number useId apart.
 */
function slideCount(): number {
  return document.querySelectorAll(`#${SECTION_IDS.testimonials} .carousel__slide`).length;
}

/** The slides do not change while the page is open. */
const noChange = () => () => undefined;

export function TestimonialsSection() {
  // The slides are static markup, the part the server writes: neither the texts nor the cards ship in the page's JavaScript.
  // In development the samples follow the part, outside it: the server writes the part from the database, which has no review there.
  const track = useStaticHtmlString(
    import.meta.env.SSR && markedPart('reviews', { where: 'home', locale: 'nl' }, '') + (import.meta.env.DEV ? reviewSlidesHtml(samples(), 'nl') : ''),
  );
  const heading = useStaticHtml(import.meta.env.SSR && (import.meta.env.DEV ? T.sampleHeading : T.heading));
  // The server's copy of the page may hold other slides than the build's: counted once hydrated, not before (no mismatch).
  const count = useSyncExternalStore(noChange, slideCount, () => 0);
  const [current, setCurrent] = useState(0);
  const [interacting, setInteracting] = useState(false);
  const [paused, setPaused] = useState(false);
  const isCarousel = useMediaQuery(CAROUSEL_MEDIA);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const ref = useReveal<HTMLUListElement>(TIMINGS.revealThreshold.cards);
  const rotating = isCarousel && !reducedMotion && !paused && !interacting && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % count), TIMINGS.carouselIntervalMs);
    return () => clearInterval(timer);
  }, [rotating, count]);

  return (
    <section id={SECTION_IDS.testimonials} className="section section--soft" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title">
          <span {...heading} />
        </h2>
        <div
          className="carousel"
          onPointerEnter={() => setInteracting(true)}
          onPointerLeave={() => setInteracting(false)}
          onFocus={() => setInteracting(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setInteracting(false);
          }}
        >
          <div className="carousel__viewport">
            <ul ref={ref} className="carousel__track" style={{ '--slide': current } as CSSProperties} {...track} />
          </div>
          <div className="carousel__controls">
            {Array.from({ length: count }, (_, index) => (
              <button
                key={index}
                type="button"
                className="carousel__dot"
                aria-label={T.dot(index + 1, count)}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
              />
            ))}
            <button type="button" className="carousel__pause" onClick={() => setPaused((p) => !p)}>
              {paused ? T.play : T.pause}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
