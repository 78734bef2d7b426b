/**
 * Testimonials (anchor `testimonials`, spec section 4): they fade in 200 ms apart; on phones they form a
 * looping carousel that moves on every 5 s, with dot buttons, paused while the visitor interacts with it
 * or presses pause, and not moving at all under `prefers-reduced-motion`. The page renders it only when
 * there are reviews to show (src/content/testimonials.ts); samples are marked as such.
 */
import { type CSSProperties, useEffect, useState } from 'react';
import { type Testimonial, TESTIMONIAL_TEXT as T } from '../content/testimonials.ts';
import { formatNumber } from '../format.ts';
import { SECTION_IDS, TIMINGS } from '../site.ts';
import { useMediaQuery } from './hooks.ts';
import { revealDelay, useReveal } from './reveal.ts';
import { useStaticHtml } from './static-html.ts';

/** Where the carousel layout applies (the CSS uses the same breakpoint). */
const CAROUSEL_MEDIA = '(max-width: 47.99em)';

const STAR = 'm10 1.6 2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z';
const LEFT_HALF_STAR = 'M10 1.6 7.4 6.9l-5.8.8 4.2 4.1-1 5.8 5.2-2.7z';

function Stars({ rating }: { rating: number }) {
  return (
    <p className="stars" role="img" aria-label={T.rating(formatNumber(rating))}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={STAR} fill="#d0d7de" />
          {rating >= star ? <path d={STAR} fill="var(--star)" /> : null}
          {rating < star && rating > star - 1 ? <path d={LEFT_HALF_STAR} fill="var(--star)" /> : null}
        </svg>
      ))}
    </p>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial card">
      {testimonial.sample ? <p className="testimonial__sample">{T.sampleBadge}</p> : null}
      <Stars rating={testimonial.rating} />
      <blockquote>
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption>
        <strong>{testimonial.author}</strong>, {testimonial.city}
      </figcaption>
    </figure>
  );
}

/**
 * How many slides the server rendered, read from the section's markup (the browser has no copy of the
 * texts), by the section's fixed id: the same in development, where Vite's client may number useId apart.
 */
function slideCount(): number {
  return document.querySelectorAll(`#${SECTION_IDS.testimonials} .carousel__slide`).length;
}

export function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
  // The slides are static markup: neither the texts nor the cards ship in the page's JavaScript.
  const track = useStaticHtml(
    import.meta.env.SSR &&
      testimonials.map((testimonial, index) => (
        <li key={`${testimonial.author}-${index}`} className="carousel__slide reveal" style={revealDelay(index, TIMINGS.testimonialStaggerMs)}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      )),
  );
  const heading = useStaticHtml(import.meta.env.SSR && (testimonials.some((t) => t.sample) ? T.sampleHeading : T.heading));
  const [count] = useState(() => (import.meta.env.SSR ? testimonials.length : slideCount()));
  const [current, setCurrent] = useState(0);
  const [interacting, setInteracting] = useState(false);
  const [paused, setPaused] = useState(false);
  const isCarousel = useMediaQuery(CAROUSEL_MEDIA);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const ref = useReveal<HTMLUListElement>(TIMINGS.revealThreshold.cards);
  const rotating = isCarousel && !reducedMotion && !paused && !interacting;

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
