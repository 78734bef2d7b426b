import { describe, expect, it } from 'vitest';
import { isIndexable } from '../places/indexing.ts';
import { PLACES } from '../places/places.ts';
import { ROUTES } from '../routes.ts';
import { INDEXABLE_PATHS, robotsTxt, sitemapXml } from './sitemap.ts';

describe('sitemap and robots.txt', () => {
  it('index home, the place pages with enough of their own, and the privacy statement, nothing else', () => {
    expect(INDEXABLE_PATHS.slice(0, INDEXABLE_PATHS.indexOf('/fr'))).toEqual([ROUTES.home, ...PLACES.filter(isIndexable).map((p) => p.path), ROUTES.privacy]);
    expect(INDEXABLE_PATHS).toContain('/fr/liege');
    expect(INDEXABLE_PATHS).toContain('/fr/vie-privee');
    // A French page is indexed on its own French facts (issue 36), whatever its Dutch twin's.
    expect(INDEXABLE_PATHS).toContain('/fr/hainaut');
    expect(INDEXABLE_PATHS.filter((path) => path.startsWith('/fr/') && !['/fr/vie-privee'].includes(path)).length).toBeGreaterThanOrEqual(7);
    expect(INDEXABLE_PATHS).not.toContain('/fr/merci');
    expect(INDEXABLE_PATHS.length).toBeGreaterThan(2);
    expect(INDEXABLE_PATHS).not.toContain('/geel');
    expect(INDEXABLE_PATHS).not.toContain(ROUTES.thanks);
  });

  it('writes absolute, escaped URLs', () => {
    const xml = sitemapXml('https://x.be', ['/', '/a&b']);
    expect(xml).toContain('<loc>https://x.be/</loc>');
    expect(xml).toContain('<loc>https://x.be/a&#38;b</loc>');
  });

  it('names both languages of a page with a twin, and its default: French for a place in Wallonia, else Dutch', () => {
    const xml = sitemapXml('https://x.be', ['/charleroi', '/gent', '/privacy']);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fr-BE" href="https://x.be/fr/charleroi"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://x.be/fr/charleroi"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://x.be/privacy"/>');
    expect(xml).toContain('<url><loc>https://x.be/gent</loc></url>');
  });

  it('keeps crawlers out of the back office and names the sitemap', () => {
    const lines = robotsTxt('https://x.be').split('\n');
    expect(lines).toContain(`Disallow: ${ROUTES.admin}`);
    expect(lines).toContain('Sitemap: https://x.be/sitemap.xml');
  });
});
