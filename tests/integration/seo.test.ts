import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isIndexable } from '../../src/places/indexing.ts';
import { PLACES } from '../../src/places/places.ts';
import { INDEXABLE_PATHS } from '../../src/seo/sitemap.ts';
import { ROUTES } from '../../src/routes.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const PUBLIC_URL = 'https://www.groepsaankoop-voorbeeld.be';

describe('GET /sitemap.xml and /robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: `${PUBLIC_URL}/` });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists exactly the indexable pages as absolute URLs: home, the indexable places and the privacy statement', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Place pages with too little of their own to say carry noindex,follow and stay out (src/places/indexing.ts).
    const expected = INDEXABLE_PATHS.map((path) => `${PUBLIC_URL}${path}`);
    expect(locs.slice(0, locs.indexOf(`${PUBLIC_URL}/fr`))).toEqual(
      [ROUTES.home, ...PLACES.filter(isIndexable).map((p) => p.path), ROUTES.privacy].map((path) => `${PUBLIC_URL}${path}`),
    );
    expect(locs).toEqual(expected);
    expect(locs).not.toContain(`${PUBLIC_URL}/geel`);
  });

  it('allows crawling, disallows the back office and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});
