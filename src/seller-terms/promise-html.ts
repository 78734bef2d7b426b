/**
 * The sellers' promises on a public page as HTML (issue 42 item 1, decision 057): the page part
 * `promises`. Each promise sits in its own element of the page (a benefit card, a hero line, a FAQ entry,
 * a place page's line); the part writes what goes inside it, or nothing, and an element left empty is not
 * shown (its CSS: `:empty`). One function for the build, which knows no seller (nothing is promised), and
 * for the server, which writes the part again whenever a seller's terms or the active sellers change
 * (server/page-parts/promises-part.ts). Plain strings (the server runs TypeScript without JSX); no script.
 */
import { type BenefitIconKey, benefitIconSvg } from '../content/benefit-icons.ts';
import type { Locale } from '../i18n/locale.ts';
import { frenchSpacing } from '../i18n/typography.ts';
import type { RegionCode } from '../places/data/places.ts';
import { FR_PROMISE_TEXTS } from './promise-texts-fr.ts';
import { NL_PROMISE_TEXTS, type PromiseTexts } from './promise-texts.ts';
import type { SitePromises } from './site-promises.ts';

const PROMISES = ['guarantee', 'salt', 'filter', 'servicing', 'support', 'madeIn'] as const;
export type PromiseKey = (typeof PROMISES)[number];

/** Where a promise stands: a benefit card, a line of the hero, a FAQ entry, a line of a place page's offer. */
const SLOTS = ['card', 'hero', 'faq', 'line'] as const;
type PromiseSlot = (typeof SLOTS)[number];

/** What a promise's part knows of its page: written into its marker at build time. */
export interface PromisePartArgs {
  slot: PromiseSlot;
  promise: PromiseKey;
  locale: Locale;
  /** The place's province, or null for a page of the whole country. */
  region: RegionCode | null;
  /** The organiser (CONTROLLER_NAME) the "Made in Belgium" promise names, `%`-encoded where a comment could not hold it. */
  organiser?: string | null;
}

const TEXTS: Record<Locale, PromiseTexts> = { nl: NL_PROMISE_TEXTS, fr: FR_PROMISE_TEXTS };
const ICONS: Record<PromiseKey, BenefitIconKey> = {
  guarantee: 'warranty',
  salt: 'salt',
  filter: 'filter',
  servicing: 'maintenance',
  support: 'support',
  madeIn: 'belgium',
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** The organiser's name as a marker may carry it (no `--`, `<` or `>` in an HTML comment). */
export const organiserArg = (name: string | null) => (name === null ? null : name.replace(/[%<>-]/g, encodeURIComponent));

/** A promise's words where it holds: a short form (title, line), its explanation, a FAQ entry; null where it does not. */
interface PromiseWords {
  short: string;
  description: string;
  line: string;
  question: string;
  answer: string;
}

function words(p: SitePromises, args: PromisePartArgs, t: PromiseTexts): PromiseWords | null {
  switch (args.promise) {
    case 'guarantee': {
      const g = p.guarantee;
      // Without a guarantee the FAQ still answers the question: the legal guarantee, as information.
      const answer = { question: t.guarantee.question, answer: t.guarantee.answer(g) };
      return g ? { short: t.guarantee.short(g), description: t.guarantee.description(g), line: t.guarantee.line(g), ...answer } : args.slot === 'faq' ? { short: '', description: '', line: '', ...answer } : null;
    }
    case 'salt': {
      const s = p.salt;
      const answer = { question: t.salt.question, answer: t.salt.answer(s) };
      return s ? { short: t.salt.short(s), description: t.salt.description(s), line: t.salt.line(s), ...answer } : args.slot === 'faq' ? { short: '', description: '', line: '', ...answer } : null;
    }
    case 'filter': {
      const f = p.pfasFilter;
      return f && { short: t.filter.short, description: t.filter.description(f), line: t.filter.line(f), question: t.filter.question, answer: t.filter.answer(f) };
    }
    case 'servicing': {
      const months = p.servicingIntervalMonths;
      return months === null ? null : { short: t.servicing.short, description: t.servicing.description(months), line: t.servicing.short, question: t.servicing.question, answer: t.servicing.answer(months) };
    }
    case 'support': {
      const answer = { question: t.support.question, answer: t.support.answer(p.aroundTheClock) };
      return p.aroundTheClock ? { short: t.support.short, description: t.support.description, line: t.support.short, ...answer } : args.slot === 'faq' ? { short: '', description: '', line: '', ...answer } : null;
    }
    case 'madeIn': {
      const made = p.madeInBelgium;
      if (!made) return null;
      const organiser = args.organiser ? decodeURIComponent(args.organiser) : null;
      // Who makes it, by name wherever it is claimed (issue 42); the card and the FAQ add where, who organises and who sells.
      const description = t.madeIn.description(made.makers.map((maker) => `${maker.name}, ${maker.address}`), organiser, p.sellers);
      return { short: t.madeIn.short, description, line: t.madeIn.line(made.makers.map((maker) => maker.name)), question: t.madeIn.question, answer: description };
    }
  }
}

const CHECK =
  '<svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false"><path d="m5 10.5 3 3 7-7" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"></path></svg>';

/** What goes inside a promise's element on a page for `promises`: '' where the page may not make it. */
export function promiseHtml(promises: SitePromises, args: PromisePartArgs): string {
  const w = words(promises, args, TEXTS[args.locale]);
  if (!w) return '';
  const typeset = (text: string) => escape(args.locale === 'fr' ? frenchSpacing(text) : text);
  switch (args.slot) {
    case 'card':
      return `<span class="benefit-card__icon">${benefitIconSvg(ICONS[args.promise])}</span><h3>${typeset(w.short)}</h3><p>${typeset(w.description)}</p>`;
    case 'hero':
      // The hero names who gives the guarantee and who makes the softener, as the cards do.
      return `${CHECK}${typeset(args.promise === 'guarantee' || args.promise === 'madeIn' ? w.line : w.short)}`;
    case 'line':
      return typeset(w.line);
    case 'faq':
      return `<details class="faq__item"><summary><span class="faq__question">${typeset(w.question)}</span></summary><p class="faq__answer">${typeset(w.answer)}</p></details>`;
  }
}

/** Whether `args` are a promise part's arguments (they come from the page's HTML). */
export function isPromisePartArgs(args: unknown): args is PromisePartArgs {
  const a = args as Partial<PromisePartArgs> | null;
  return (
    typeof a === 'object' &&
    a !== null &&
    SLOTS.includes(a.slot as PromiseSlot) &&
    PROMISES.includes(a.promise as PromiseKey) &&
    (a.locale === 'nl' || a.locale === 'fr') &&
    (a.region === null || (typeof a.region === 'string' && /^BE-[A-Z]{3}$/.test(a.region))) &&
    (a.organiser === undefined || a.organiser === null || typeof a.organiser === 'string')
  );
}
