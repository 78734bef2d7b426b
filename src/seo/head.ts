/**
 * The head tags of a public page as data: canonical URL, keywords, Open Graph, geo tags, robots and
 * JSON-LD. Pure functions build them; `SeoHead` (src/components/seo) renders them. `<title>`, the meta
 * description, `og:title` and `og:description` are rendered by vike-react from the page's `+title` and
 * `+description`, which pages set from the same `HeadTags`.
 */
import type { Graph } from 'schema-dts';
import { PUBLIC_URL } from '../build-env.ts';
import { LANGUAGE_TAGS, type Locale, localeOfPath, OG_LOCALES } from '../i18n/locale.ts';
import { textsFor } from '../i18n/server-texts.ts';
import { twinPair } from '../i18n/twins.ts';
import { SITE } from '../site.ts';
import {
  type FaqEntry,
  faqPageNode,
  graph,
  organizationNode,
  productNode,
  type SiteNames,
  webPageNode,
  websiteNode,
} from './json-ld.ts';

export interface HeadTags {
  title: string;
  description: string;
  /** Absolute URL of the page: PUBLIC_URL + its path. */
  canonical: string;
  keywords?: string;
  /** Pages that must stay out of search results (the thank-you page, the back office). */
  noindex?: boolean;
  /** With noindex: crawlers may still follow the page's links (place pages with too little of their own). */
  follow?: boolean;
  openGraph: { type: 'website'; url: string; siteName: string; locale: 'nl_BE' | 'fr_BE' };
  /** The page in each language, and the default for other readers (hreflang): pages with a twin only. */
  alternates?: readonly { hrefLang: string; href: string }[];
  geo?: { region: string; placename: string; latitude: number; longitude: number };
  jsonLd?: Graph;
}

/** `origin` + `path`, where the home page is `origin/` and others have no trailing slash. */
export function absoluteUrl(path: string, origin: string = PUBLIC_URL): string {
  return `${origin}${path}`;
}

export function openGraph(url: string, locale: Locale = 'nl', siteName: string = SITE.name): HeadTags['openGraph'] {
  return { type: 'website', url, siteName, locale: OG_LOCALES[locale] };
}

/**
 * The hreflang links of a page that has a twin in the other language: both pages name both (nl-BE,
 * fr-BE) and the Dutch one as x-default, so every pair is reciprocal. Null for a page without a twin.
 */
export function alternateLinks(path: string, origin: string = PUBLIC_URL): HeadTags['alternates'] {
  const pair = twinPair(path);
  if (!pair) return undefined;
  return [
    { hrefLang: LANGUAGE_TAGS.nl, href: absoluteUrl(pair.nl, origin) },
    { hrefLang: LANGUAGE_TAGS.fr, href: absoluteUrl(pair.fr, origin) },
    { hrefLang: 'x-default', href: absoluteUrl(pair[pair.byDefault], origin) },
  ];
}

/** The site's names in a language, for its structured data. */
export function siteNames(locale: Locale): SiteNames {
  const texts = textsFor(locale);
  return { locale, name: texts.site.name, tagline: texts.sections.footer.tagline };
}

export interface PageHeadInput {
  path: string;
  title: string;
  description: string;
  keywords?: readonly string[];
  noindex?: boolean;
  /** The FAQ entries shown on the page, published as a FAQPage (home page). */
  faq?: readonly FaqEntry[];
  origin?: string;
  /** The site's name in the page's language (French pages: FR_TEXTS.site.name). */
  siteName?: string;
}

/**
 * Head tags of a page that is not about one place (home, privacy, thank-you): the site, organisation
 * and, once prices are configured, the product with an offer for the whole country; the FAQ when the
 * page shows it.
 */
export function pageHead(input: PageHeadInput): HeadTags {
  const origin = input.origin ?? PUBLIC_URL;
  const url = absoluteUrl(input.path, origin);
  const locale = localeOfPath(input.path);
  const tags: HeadTags = {
    title: input.title,
    description: input.description,
    canonical: url,
    openGraph: openGraph(url, locale, input.siteName),
    alternates: alternateLinks(input.path, origin),
  };
  if (input.keywords?.length) tags.keywords = input.keywords.join(', ');
  if (input.noindex) {
    tags.noindex = true;
    return tags;
  }
  tags.jsonLd = graph([
    websiteNode(origin, siteNames(locale)),
    organizationNode(origin, siteNames(locale)),
    webPageNode({ origin, url, title: input.title, description: input.description, inLanguage: LANGUAGE_TAGS[locale] }),
    productNode(origin, url, { '@type': 'Country', name: SITE.country }),
    ...(input.faq?.length ? [faqPageNode(url, input.faq, LANGUAGE_TAGS[locale])] : []),
  ]);
  return tags;
}
