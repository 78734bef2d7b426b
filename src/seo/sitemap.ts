/**
 * What search engines may index: the sitemap lists every indexable page (home, the place pages whose
 * facts make them indexable, and the privacy statement, in Dutch; then their French twins: /fr, the
 * French place pages indexable on their own French facts, /fr/vie-privee), each page with a twin naming
 * both languages and the default (hreflang alternates, as the pages' own `<link rel="alternate">` do).
 * Which place pages are indexable follows their facts as the server last wrote the pages
 * (src/places/facts/indexing.ts, issue 41), so the server writes the sitemap on request. robots.txt keeps
 * crawlers out of the back office. The thank-you pages and the place pages that carry `noindex,follow`
 * are reachable but not listed.
 */
import { FR_TEXTS } from '../i18n/fr.ts';
import { LANGUAGE_TAGS } from '../i18n/locale.ts';
import { twinPair } from '../i18n/twins.ts';
import { FRENCH_PLACES } from '../places/french.ts';
import { PLACES } from '../places/places.ts';
import { ROUTES } from '../routes.ts';

/** Every indexable path, given which place pages are (by path). */
export function indexablePaths(isIndexable: (placePath: string) => boolean): string[] {
  return [
    ROUTES.home,
    ...PLACES.filter((place) => isIndexable(place.path)).map((place) => place.path),
    ROUTES.privacy,
    FR_TEXTS.routes.home,
    ...FRENCH_PLACES.filter((place) => isIndexable(place.path)).map((place) => place.path),
    FR_TEXTS.routes.privacy,
  ];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The `<xhtml:link>` lines of a page with a twin: nl-BE, fr-BE and x-default (TwinPair.byDefault). */
function alternates(origin: string, path: string): string[] {
  const pair = twinPair(path);
  if (!pair) return [];
  const link = (hreflang: string, target: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${target}`)}"/>`;
  return [link(LANGUAGE_TAGS.nl, pair.nl), link(LANGUAGE_TAGS.fr, pair.fr), link('x-default', pair[pair.byDefault])];
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => {
    const links = alternates(origin, path);
    const loc = `<loc>${escapeXml(`${origin}${path}`)}</loc>`;
    return links.length === 0 ? `  <url>${loc}</url>` : ['  <url>', `    ${loc}`, ...links, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', `Disallow: ${ROUTES.admin}`, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
