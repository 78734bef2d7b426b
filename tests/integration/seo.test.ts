import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexablePaths } from '../../src/seo/sitemap.ts';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const PUBLIC_URL = 'https://www.groepsaankoop-voorbeeld.be';

describe('GET /sitemap.xml and /robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: `${PUBLIC_URL}/` });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists exactly the indexable pages as absolute URLs: home, the place pages the tab calls indexable, the privacy statements', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // The same state as the back office's tab (src/places/facts/indexing.ts): without the build there is
    // no page text to compare, so the facts alone decide here.
    const places = await t.app.inject({ method: 'GET', url: '/api/admin/places', headers: bearer(await loginToken(t.app)) });
    const indexable = new Set((places.json() as Array<{ path: string; indexable: boolean }>).filter((p) => p.indexable).map((p) => p.path));
    expect(locs).toEqual(indexablePaths((path) => indexable.has(path)).map((path) => `${PUBLIC_URL}${path}`));
    // A supplier and central softening or a published figure for the place: in; a supplier alone: out.
    for (const path of ['/hasselt', '/waregem', '/waals-brabant', '/fr/charleroi']) expect(locs).toContain(`${PUBLIC_URL}${path}`);
    for (const path of ['/geel', '/gent', '/brugge', '/oostende']) expect(locs).not.toContain(`${PUBLIC_URL}${path}`);
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
