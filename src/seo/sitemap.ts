/**
 * What search engines may index: the sitemap lists every indexable page (home, the place pages with
 * enough of their own to say, and the privacy statement) from the data file and the route constants;
 * robots.txt keeps crawlers out of the back office. The thank-you page and the place pages that carry
 * `noindex,follow` (src/places/indexing.ts) are reachable but not listed.
 */
import { isIndexable } from '../places/indexing.ts';
import { PLACES } from '../places/places.ts';
import { ROUTES } from '../routes.ts';

export const INDEXABLE_PATHS: readonly string[] = [
  ROUTES.home,
  ...PLACES.filter(isIndexable).map((place) => place.path),
  ROUTES.privacy,
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sitemapXml(origin: string, paths: readonly string[] = INDEXABLE_PATHS): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', `Disallow: ${ROUTES.admin}`, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
