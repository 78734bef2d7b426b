/**
 * The 62 place pages as a crawler and a visitor get them from the production build: status, head tags,
 * JSON-LD, links, redirects, caching, then the benefits button and the layout in a real browser.
 * Expectations come from the data file and the SEO functions, never typed out again.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PLACE_TEXT, placeBenefitLines } from '../../src/content/place-page.ts';
import { heroTitle } from '../../src/places/copy.ts';
import { SCROLL_OFFSETS } from '../../src/site.ts';
import { type Place, PLACES } from '../../src/places/places.ts';
import { placeDescription, placeTitle } from '../../src/places/seo.ts';
import { ROUTES } from '../../src/routes.ts';
import { expectNoAxeViolations } from '../helpers/axe.ts';

interface ParsedPage {
  status: number;
  title: string;
  description: string;
  canonical: string | null;
  robots: string | null;
  og: Record<string, string>;
  geoRegion: string | null;
  geoPlacename: string | null;
  jsonLd: string[];
  h1: string[];
  links: string[];
}

/** Parses HTML with the browser's own parser (DOMParser runs no scripts). */
async function parse(parser: Page, status: number, html: string): Promise<ParsedPage> {
  const parsed = await parser.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content') ?? null;
    const og: Record<string, string> = {};
    for (const el of doc.querySelectorAll('meta[property^="og:"]')) {
      og[el.getAttribute('property') ?? ''] = el.getAttribute('content') ?? '';
    }
    return {
      title: doc.title,
      description: meta('meta[name="description"]') ?? '',
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      robots: meta('meta[name="robots"]'),
      og,
      geoRegion: meta('meta[name="geo.region"]'),
      geoPlacename: meta('meta[name="geo.placename"]'),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
      h1: [...doc.querySelectorAll('h1')].map((h) => h.textContent ?? ''),
      links: [...doc.querySelectorAll('main a[href^="/"]')].map((a) => a.getAttribute('href') ?? ''),
    };
  }, html);
  return { status, ...parsed };
}

async function fetchPage(request: APIRequestContext, parser: Page, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  return parse(parser, res.status(), await res.text());
}

type Node = Record<string, unknown> & { '@type': string };

test.describe('place pages as crawlers read them', () => {
  const pages = new Map<string, ParsedPage>();
  let sitemap: string[] = [];

  test.beforeAll(async ({ browser, request }) => {
    const parser = await browser.newPage();
    for (const path of [ROUTES.home, ...PLACES.map((p) => p.path)]) {
      pages.set(path, await fetchPage(request, parser, path));
    }
    await parser.close();
    const xml = await (await request.get('/sitemap.xml')).text();
    sitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  });

  const get = (place: Place): ParsedPage => {
    const page = pages.get(place.path);
    if (!page) throw new Error(`not fetched: ${place.path}`);
    return page;
  };

  for (const place of PLACES) {
    test(`${place.path}: 200, its own head tags, JSON-LD naming ${place.name}`, () => {
      const page = get(place);
      expect(page.status).toBe(200);
      expect(page.title).toBe(placeTitle(place));
      expect(page.title).toContain(place.label);
      expect(page.description).toBe(placeDescription(place));
      expect(page.h1).toEqual([heroTitle(place)]);
      // The canonical URL is the page's own URL, exactly as the sitemap lists it.
      expect(page.canonical).toMatch(/^https?:\/\//);
      expect(page.canonical && new URL(page.canonical).pathname).toBe(place.path);
      // A page whose facts do not make it indexable is left out of search results, its links followed
      // (src/places/facts/indexing.ts); its canonical link still names itself. The sitemap agrees with the page.
      if (page.robots === null) {
        expect(sitemap).toContain(page.canonical);
      } else {
        expect(sitemap).not.toContain(page.canonical);
        expect(page.robots).toBe('noindex,follow');
      }
      expect(page.og).toMatchObject({
        'og:title': page.title,
        'og:description': page.description,
        'og:type': 'website',
        'og:url': page.canonical,
      });
      expect(page.geoRegion).toBe(place.regionCode);
      expect(page.geoPlacename).toBe(place.name);

      // The page's graph, and the FAQ of its facts beside it (the place part, written by the server: issue 41).
      expect(page.jsonLd).toHaveLength(2);
      const graph = page.jsonLd.flatMap((json) => (JSON.parse(json) as { '@context': string; '@graph': Node[] })['@graph']);
      const types = graph.map((node) => node['@type']);
      for (const type of ['WebPage', 'Organization', 'FAQPage']) expect(types).toContain(type);
      const area = graph.find((node) => node['@type'] === (place.kind === 'province' ? 'State' : 'City'));
      expect(area).toMatchObject({ name: place.name });
      // No price list is configured (src/content/prices.ts), so no Product claims an offer.
      expect(types).not.toContain('Product');
      expect(graph.find((node) => node['@type'] === 'WebPage')).toMatchObject({ url: page.canonical });
    });
  }

  test('no two pages share a title or a description (home included)', () => {
    const all = [...pages.values()];
    expect(new Set(all.map((p) => p.title)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.description)).size).toBe(all.length);
  });

  test('every link on the place pages leads to a page that answers 200', async ({ request }) => {
    const targets = new Set(PLACES.flatMap((place) => get(place).links));
    for (const place of PLACES) expect(get(place).links).toEqual(expect.arrayContaining(place.crossLinks.map((s) => `/${s}`)));
    for (const target of targets) {
      expect((await request.get(target, { maxRedirects: 0 })).status(), target).toBe(200);
    }
  });
});

test.describe('place routing and caching', () => {
  test('a slug that is not a place answers 404 with the not-found page', async ({ request }) => {
    for (const path of ['/amsterdam', '/gent-stad', '/west-vlaanderen/kortrijk', '/GENT']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(await res.text()).toContain('404 Page Not Found');
    }
  });

  test('other spellings of a page redirect once to its canonical path, without loops', async ({ request }) => {
    const place = PLACES[0] as Place;
    for (const variant of [`${place.path}/`, `${place.path}/index.html`]) {
      const res = await request.get(variant, { maxRedirects: 0 });
      expect(res.status(), variant).toBe(301);
      expect(res.headers().location).toBe(place.path);
    }
    expect((await request.get(`${place.path}?utm_source=x`, { maxRedirects: 0 })).status()).toBe(200);
  });

  test('pre-rendered pages are revalidated with an ETag', async ({ request }) => {
    const place = PLACES[1] as Place;
    const res = await request.get(place.path);
    expect(res.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = res.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get(place.path, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status()).toBe(304);
  });
});

test.describe('a place page in the browser', () => {
  const kortrijk = PLACES.find((place) => place.slug === 'kortrijk') as Place;

  test(`the benefits button scrolls to the signup form, ${SCROLL_OFFSETS.placePages} px above it, and moves the focus there`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(kortrijk.path);
    const button = page.locator('.benefits__after').getByRole('link', { name: PLACE_TEXT.button });
    await button.focus();
    await page.keyboard.press('Enter');
    const contact = page.locator('#contact');
    await expect.poll(() => contact.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(SCROLL_OFFSETS.placePages);
    await expect(contact).toBeFocused();
  });

  test('what the group purchase offers: a line each, no empty card, in 2 columns on wide screens, 1 on phones', async ({ page }) => {
    await page.goto(kortrijk.path);
    // The fixed lines, then the sellers' promises where their terms back them (the page part `promises`): an empty one is not shown.
    const lines = page.locator('#voordelen li:not(:empty)');
    expect(await lines.count()).toBeGreaterThanOrEqual(placeBenefitLines().length);
    await expect(page.locator('#voordelen li:empty').first()).toBeHidden();
    for (const line of await lines.allTextContents()) expect(line.trim().split(/\s+/).length, line).toBeGreaterThanOrEqual(3);
    for (const [width, columns] of [
      [1280, 2],
      [800, 2],
      [375, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const tracks = await page.locator('.place-benefits').evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
      expect(tracks, `${width} px`).toBe(columns);
    }
  });

  test('has no accessibility violations (WCAG 2.1 AA)', async ({ page }) => {
    // Reduced motion: the reveal animations would otherwise leave cards half-transparent while axe checks contrast.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const slug of ['kortrijk', 'antwerpen', 'herentals']) {
      await page.goto(`/${slug}`);
      await expectNoAxeViolations(page);
    }
  });
});
