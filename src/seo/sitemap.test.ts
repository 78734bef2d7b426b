import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes.ts';
import { indexablePaths, robotsTxt, sitemapXml } from './sitemap.ts';

describe('sitemap and robots.txt', () => {
  it('index home, the indexable place pages of each language, and the privacy statements, nothing else', () => {
    const indexable = new Set(['/gent', '/hasselt', '/fr/liege']);
    expect(indexablePaths((path) => indexable.has(path))).toEqual([ROUTES.home, '/gent', '/hasselt', ROUTES.privacy, '/fr', '/fr/liege', '/fr/vie-privee']);
    expect(indexablePaths(() => false)).toEqual([ROUTES.home, ROUTES.privacy, '/fr', '/fr/vie-privee']);
    expect(indexablePaths(() => true)).toHaveLength(4 + 62 + 8);
    expect(indexablePaths(() => true)).not.toContain(ROUTES.thanks);
    expect(indexablePaths(() => true)).not.toContain('/fr/merci');
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
