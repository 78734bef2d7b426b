/**
 * Structured data (JSON-LD) shared by every public page: the site, the organisation, the product and
 * its offer, the FAQ. Every node is typed with schema-dts, so a property that schema.org does not define
 * on that type fails the type-check instead of shipping silently.
 */
import type {
  AggregateOffer,
  BreadcrumbList,
  City,
  FAQPage,
  Graph,
  IdReference,
  Organization,
  Place as SchemaPlace,
  Product,
  State,
  Thing,
  WebPage,
  WebSite,
} from 'schema-dts';
import { type Price, PRICE_LIST, type SavingsClaim, savingsClaim } from '../content/prices.ts';
import { SOFTENER_TYPES } from '../leads/softeners.ts';
import { LANGUAGE_TAGS, type Locale } from '../i18n/locale.ts';
import { SITE } from '../site.ts';
import { CONTROLLER } from '../build-env.ts';

/** A question and answer as the FAQ section shows them (the entries live in src/content/faq.ts). */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** The area a page serves: a province (State), a town or city (City), or the whole country. */
export type ServedArea = Exclude<City, string> | Exclude<State, string>;

const ref = (id: string): IdReference => ({ '@id': id });

export const ids = {
  /** The site in each language is a WebSite of its own (the Dutch one at the root, the French one under /fr). */
  website: (origin: string, locale: Locale = 'nl') => (locale === 'fr' ? `${origin}/fr#website` : `${origin}/#website`),
  organization: (origin: string) => `${origin}/#organization`,
  product: (origin: string) => `${origin}/#product`,
  webpage: (url: string) => `${url}#webpage`,
  offer: (url: string) => `${url}#offer`,
  faq: (url: string) => `${url}#faq`,
  breadcrumb: (url: string) => `${url}#breadcrumb`,
  place: (url: string) => `${url}#place`,
};

/** How the site names itself in a language: its name and its tagline (src/i18n/nl.ts, fr.ts). */
export interface SiteNames {
  locale: Locale;
  name: string;
  tagline: string;
}

export function websiteNode(origin: string, site: SiteNames): WebSite {
  return {
    '@type': 'WebSite',
    '@id': ids.website(origin, site.locale),
    url: site.locale === 'fr' ? `${origin}/fr` : `${origin}/`,
    name: site.name,
    inLanguage: LANGUAGE_TAGS[site.locale],
    publisher: ref(ids.organization(origin)),
  };
}

/** The organisation behind both sites, named in the page's language. */
export function organizationNode(origin: string, site: SiteNames): Organization {
  return {
    '@type': 'Organization',
    '@id': ids.organization(origin),
    name: site.name,
    slogan: site.tagline,
    url: `${origin}/`,
    email: SITE.email,
    // The organiser as the operator configured it (CONTROLLER_*), never a placeholder address (issue 42, T2).
    ...(CONTROLLER ? { legalName: CONTROLLER.name, address: CONTROLLER.address, taxID: CONTROLLER.companyNumber } : {}),
  };
}

/**
 * What the softener is, in one sentence. No seller's promise (guarantee, servicing, where it is made):
 * the structured data is static, and only the pages' part `promises` states those, from the sellers'
 * recorded terms (decision 057).
 */
function productDescription(): string {
  return `Slimme waterverzachter, met of zonder wifi en app, in ${SOFTENER_TYPES.length} formaten (${SOFTENER_TYPES.join(', ')}).`;
}

/** The model drawings (public/models/), one per size: the Product's crawlable images. */
function modelImageUrls(origin: string): string[] {
  return SOFTENER_TYPES.map((type) => `${origin}/models/waterverzachter-${type.toLowerCase()}.svg`);
}

/** What the offer includes; the saving only where the prices prove it. */
function offerDescription(savings: SavingsClaim | null): string {
  const saving = savings ? `${savings.euro.min} tot ${savings.euro.max} euro korting per toestel (tot ${savings.percentMax}%), ` : '';
  return `Groepsaankoop: ${saving}gratis installatie.`;
}

/**
 * The softener and the group-purchase offer for the page's area, or null while no price is configured.
 * Google's Product rich results need a Product with offers, a review or a rating, and an AggregateOffer
 * needs lowPrice: a Product without them is an invalid rich result, and an offer without a price would
 * claim what the site does not publish. So without prices the pages carry no Product node at all
 * (docs/decisions/003-place-pages.md); the organisation, the page, the place and the FAQ stay.
 */
export function productNode(
  origin: string,
  pageUrl: string,
  areaServed: IdReference | SchemaPlace,
  prices: readonly Price[] = PRICE_LIST,
): Product | null {
  if (prices.length === 0) return null;
  const euros = prices.map((price) => price.euro);
  const offer: AggregateOffer = {
    '@type': 'AggregateOffer',
    '@id': ids.offer(pageUrl),
    priceCurrency: SITE.currency,
    lowPrice: Math.min(...euros),
    highPrice: Math.max(...euros),
    offerCount: prices.length,
    url: pageUrl,
    description: offerDescription(savingsClaim(prices)),
    areaServed,
    seller: ref(ids.organization(origin)),
  };
  return {
    '@type': 'Product',
    '@id': ids.product(origin),
    name: `${SITE.brand} ${SITE.product.toLowerCase()}`,
    description: productDescription(),
    image: modelImageUrls(origin),
    brand: { '@type': 'Brand', name: SITE.brand },
    offers: offer,
  };
}

export function faqPageNode(pageUrl: string, entries: readonly FaqEntry[], inLanguage = 'nl-BE'): FAQPage {
  return {
    '@type': 'FAQPage',
    '@id': ids.faq(pageUrl),
    url: pageUrl,
    inLanguage,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question' as const,
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer' as const, text: entry.answer },
    })),
  };
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbNode(pageUrl: string, crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    '@id': ids.breadcrumb(pageUrl),
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export interface WebPageFacts {
  origin: string;
  url: string;
  title: string;
  description: string;
  /** The place the page is about (schema.org has no `areaServed` on a WebPage: the offer carries it). */
  about?: IdReference;
  breadcrumb?: IdReference;
  /** The page's language: nl-BE unless given (French pages: fr-BE). */
  inLanguage?: string;
}

export function webPageNode(facts: WebPageFacts): WebPage {
  return {
    '@type': 'WebPage',
    '@id': ids.webpage(facts.url),
    url: facts.url,
    name: facts.title,
    description: facts.description,
    inLanguage: facts.inLanguage ?? 'nl-BE',
    isPartOf: ref(ids.website(facts.origin, facts.inLanguage === 'fr-BE' ? 'fr' : 'nl')),
    publisher: ref(ids.organization(facts.origin)),
    about: facts.about,
    spatialCoverage: facts.about,
    breadcrumb: facts.breadcrumb,
  };
}

// Optional facts are written as `undefined` rather than spread in: a spread object escapes TypeScript's
// check for unknown properties, and JSON.stringify leaves undefined values out anyway.

export function graph(nodes: readonly (Thing | null)[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes.filter((node): node is Thing => node !== null) };
}

/**
 * The text of a `<script type="application/ld+json">`: JSON with `<` escaped, so that no value can
 * close the script element early.
 */
export function jsonLdScriptText(data: Graph): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
