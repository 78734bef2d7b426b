/**
 * The place part of a place page as HTML (issue 41): what the page says from its facts, in four slots the
 * page marks (src/page-parts/markers.ts) and the server writes again when a fact, a measurement or the
 * indexing changes (server/page-parts/place-part.ts):
 *
 * - `water`: the questions about the place's water and their sourced answers (under the section's heading);
 * - `about`: the section about the municipality, when a source says something of it;
 * - `hint`: the line that names the published figure to set the calculator to;
 * - `head`: in `<head>`, the robots line of a page that is not indexable and the FAQPage structured data.
 *
 * Plain strings, not React: the server runs TypeScript without a JSX step. No executable script (the
 * pages' inline scripts are allowed by hash); JSON-LD is data.
 */
import { SOURCE_LABEL } from '../../content/source-label.ts';
import { keepUnitsWithFigures } from '../../i18n/typography.ts';
import { LANGUAGE_TAGS, type Locale } from '../../i18n/locale.ts';
import { faqPageNode, graph, jsonLdScriptText } from '../../seo/json-ld.ts';
import type { PlaceQuestion, SourcedText } from '../local.ts';
import { placeFaqEntries } from './page-facts.ts';

export const PLACE_PART = 'place';

/** What the page's marker carries of its page, per slot. */
export type PlacePartArgs =
  | { slot: 'water' | 'hint'; page: string }
  | { slot: 'about'; page: string; heading: string }
  | { slot: 'head'; page: string; url: string };

export function isPlacePartArgs(args: unknown): args is PlacePartArgs {
  const a = args as Record<string, unknown> | null;
  if (typeof a !== 'object' || a === null || typeof a.page !== 'string') return false;
  if (a.slot === 'water' || a.slot === 'hint') return true;
  if (a.slot === 'about') return typeof a.heading === 'string';
  return a.slot === 'head' && typeof a.url === 'string';
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] as string);

/** A sentence with its link and its source, as Sourced.tsx renders one. */
function sourcedHtml(item: SourcedText): string {
  const link = item.link ? ` <a href="${escape(item.link.url)}" class="local__lookup" rel="noopener" target="_blank">${escape(item.link.label)}</a>.` : '';
  const source = item.source
    ? ` <small class="local__source">(${escape(item.source.prefix ?? `${SOURCE_LABEL}:`)} <a href="${escape(item.source.url)}" rel="nofollow noopener" target="_blank">${escape(item.source.label)}</a>)</small>`
    : '';
  return `<p>${escape(keepUnitsWithFigures(item.text))}${link}${source}</p>`;
}

/** The questions, each a heading and its sentences (the section's own heading stays in the page). */
export function waterHtml(questions: readonly PlaceQuestion[]): string {
  return questions.map((q) => `<div class="local__question"><h3>${escape(q.heading)}</h3>${q.paragraphs.map(sourcedHtml).join('')}</div>`).join('');
}

/** The section about the municipality, or nothing. */
export function aboutHtml(heading: string, about: readonly SourcedText[]): string {
  if (about.length === 0) return '';
  return (
    `<section id="over" class="section local" aria-labelledby="over-title"><div class="container local__body">` +
    `<h2 id="over-title">${escape(heading)}</h2>${about.map(sourcedHtml).join('')}</div></section>`
  );
}

/** The calculator's line about the published figure, or nothing. */
export function hintHtml(hint: string | null): string {
  return hint ? `<p class="section__intro">${escape(keepUnitsWithFigures(hint))}</p>` : '';
}

/** The head's robots line of a page search engines should leave out (its links still followed). */
export const NOINDEX_FOLLOW = '<meta name="robots" content="noindex,follow">';

/** The FAQPage of the page's questions, as a JSON-LD data block; nothing without questions. */
export function faqJsonLd(options: { url: string; language: Locale; questions: readonly PlaceQuestion[] }): string {
  const faq = placeFaqEntries(options.questions);
  if (faq.length === 0) return '';
  return `<script type="application/ld+json">${jsonLdScriptText(graph([faqPageNode(options.url, faq, LANGUAGE_TAGS[options.language])]))}</script>`;
}

/** The head's lines: `noindex,follow` for a page search engines should leave out, and the FAQPage of its questions. */
export function headHtml(options: { url: string; language: Locale; indexable: boolean; questions: readonly PlaceQuestion[] }): string {
  return (options.indexable ? '' : NOINDEX_FOLLOW) + faqJsonLd(options);
}
