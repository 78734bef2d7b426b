/**
 * Published reviews as the pages show them (issue 44 item 6): the home page's testimonials (the slides of
 * its carousel) and a place page's section, written by the server into the page part `reviews` (decision
 * 048; server/page-parts/reviews-part.ts). Each names its author as agreed (first name, initial,
 * municipality, month) and carries its text in the author's language. No structured data: a site's
 * reviews of its own offer are self-serving in search engines' rules, and none is claimed. Pure strings,
 * every value escaped; no script.
 */
import { formatNumberIn } from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import { frenchSpacing } from '../i18n/typography.ts';
import { TIME_ZONE } from '../time-zone.ts';

/** A review the site may show (isReviewShown), as the pages name it. */
export interface ShownReview {
  rating: number;
  text: string;
  /** 'Sarah V.' (reviews.ts, reviewAuthor). */
  author: string;
  city: string;
  /** The first day of the month it was written (YYYY-MM-01). */
  month: string;
  language: Locale;
  /** A sample of the spec, in development only. */
  sample?: boolean;
}

/** What the part's marker carries: the home page's slides, or a place page's section (its slug and its 'in Gent'). */
export type ReviewsPartArgs = { where: 'home'; locale: Locale } | { where: 'place'; locale: Locale; place: string; in: string };

export function isReviewsPartArgs(args: unknown): args is ReviewsPartArgs {
  const a = args as Partial<{ where: string; locale: string; place: unknown; in: unknown }> | null;
  if (typeof a !== 'object' || a === null || (a.locale !== 'nl' && a.locale !== 'fr')) return false;
  return a.where === 'home' || (a.where === 'place' && typeof a.place === 'string' && typeof a.in === 'string');
}

const TEXTS = {
  nl: {
    rating: (stars: string) => `Beoordeling: ${stars} op 5`,
    sample: 'Voorbeeld',
    heading: (where: string) => `Wat huishoudens ${where} zeggen`,
  },
  fr: {
    rating: (stars: string) => frenchSpacing(`Note : ${stars} sur 5`),
    sample: 'Exemple',
    heading: (where: string) => `Ce qu’en disent les ménages ${where}`,
  },
} as const satisfies Record<Locale, { rating(stars: string): string; sample: string; heading(where: string): string }>;

const STAR = 'm10 1.6 2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const monthOf = (locale: Locale, month: string) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-BE' : 'nl-BE', { month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(new Date(`${month.slice(0, 7)}-15T12:00:00Z`));

function starsHtml(rating: number, locale: Locale): string {
  const stars = [1, 2, 3, 4, 5]
    .map((star) => `<svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false"><path d="${STAR}" fill="${rating >= star ? 'var(--star)' : '#d0d7de'}"/></svg>`)
    .join('');
  return `<p class="stars" role="img" aria-label="${escape(TEXTS[locale].rating(formatNumberIn(locale, rating)))}">${stars}</p>`;
}

/** One review as a card, in the page's `locale` (its text in its author's). */
function reviewCardHtml(review: ShownReview, locale: Locale): string {
  const lang = review.language === locale ? '' : ` lang="${review.language === 'fr' ? 'fr-BE' : 'nl-BE'}"`;
  return (
    `<figure class="testimonial card">${review.sample ? `<p class="testimonial__sample">${TEXTS[locale].sample}</p>` : ''}${starsHtml(review.rating, locale)}` +
    `<blockquote${lang}><p>${escape(review.text)}</p></blockquote>` +
    `<figcaption><strong>${escape(review.author)}</strong>, ${escape(review.city)} · ${escape(monthOf(locale, review.month))}</figcaption></figure>`
  );
}

/** The home page's slides (its carousel counts them when its script starts). */
export function reviewSlidesHtml(reviews: readonly ShownReview[], locale: Locale): string {
  return reviews.map((review, index) => `<li class="carousel__slide reveal" style="--reveal-delay: ${index * 200}ms">${reviewCardHtml(review, locale)}</li>`).join('');
}

/** A place page's section: empty without reviews of households there. */
export function placeReviewsHtml(reviews: readonly ShownReview[], locale: Locale, where: string): string {
  if (reviews.length === 0) return '';
  return `<h2>${escape(TEXTS[locale].heading(where))}</h2><ul class="place-reviews">${reviews.map((review) => `<li>${reviewCardHtml(review, locale)}</li>`).join('')}</ul>`;
}
