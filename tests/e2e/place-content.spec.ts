/**
 * The place pages' content as the production build serves it: measurably distinct (word 5-shingles of
 * the visible text of `<main>`, pairwise Jaccard over all 62 pages, at most 0.6), in correct Dutch
 * (agreement after 'elk'/'een', no own-province 'Ook in', 'u hebt'), every hardness figure backed by the
 * data file's sources, structured data that meets Google's required properties, and the home page
 * linking every place page by province. The figures are printed on every run.
 */
import { expect, type Page, test } from '@playwright/test';
import { HARDNESS } from '../../src/calculator/savings.ts';
import { HARDNESS_THRESHOLD_FH } from '../../src/content/faq.ts';
import { placeGroups } from '../../src/components/PlaceDirectory.tsx';
import { neighbourhood } from '../../src/places/local.ts';
import { type Place, PLACES, provincePageOf } from '../../src/places/places.ts';
import { waterFactsOf } from '../../src/places/water-facts.ts';
import { ROUTES } from '../../src/routes.ts';
import { googleRichResultProblems } from '../../src/seo/google-rules.ts';

const MAX_SIMILARITY = 0.6;

interface Read {
  /** Visible text of <main>, text nodes joined by spaces. */
  main: string;
  /** The same without the calculator's slider readings (an input value, not a claim). */
  claims: string;
  jsonLd: string[];
  mainLinks: string[];
}

async function read(parser: Page, html: string): Promise<Read> {
  return parser.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const main = doc.querySelector('main');
    const text = (root: Element | null) => {
      if (!root) return '';
      const clone = root.cloneNode(true) as Element;
      for (const el of clone.querySelectorAll('script, style, template, noscript, [hidden]')) el.remove();
      const walker = doc.createTreeWalker(clone, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
      return parts.join(' ').replace(/\s+/g, ' ').trim();
    };
    const claimsRoot = main?.cloneNode(true) as Element | undefined;
    for (const el of claimsRoot?.querySelectorAll('output, .slider__marks, .slider') ?? []) el.remove();
    return {
      main: text(main),
      claims: text(claimsRoot ?? null),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
      mainLinks: [...(main?.querySelectorAll('a[href^="/"]') ?? [])].map((a) => a.getAttribute('href') ?? ''),
    };
  }, html);
}

/** Lower-cased words (letters and digits, with inner hyphens and apostrophes). */
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];

function shingles(text: string, size = 5): Set<string> {
  const w = words(text);
  const out = new Set<string>();
  for (let i = 0; i + size <= w.length; i += 1) out.add(w.slice(i, i + size).join(' '));
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Every °fH figure, both ends of a range ('20 tot 22 °fH', '15 à 20 °fH') included. */
const hardnessFigures = (text: string) =>
  [...text.matchAll(/(\d+)(?:\s*(?:tot|à)\s*(\d+))?\s*°fH/g)].flatMap((m) => [m[1], m[2]].filter(Boolean).map(Number));

const publishedFigures = (slug: string) => {
  const h = waterFactsOf(slug)?.hardness;
  if (!h) return [];
  const figures = [h.minFh, ...(h.maxFh === null ? [] : [h.maxFh]), ...(h.otherFh ?? [])];
  // The calculator's note names the middle of a published range.
  return h.maxFh === null ? figures : [...figures, Math.round((h.minFh + h.maxFh) / 2)];
};

test.describe('place page content in the production build', () => {
  const pages = new Map<string, Read>();

  test.beforeAll(async ({ browser, request }) => {
    const parser = await browser.newPage();
    for (const path of [ROUTES.home, ...PLACES.map((p) => p.path)]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      pages.set(path, await read(parser, await res.text()));
    }
    await parser.close();
  });

  const get = (path: string): Read => {
    const page = pages.get(path);
    if (!page) throw new Error(`not fetched: ${path}`);
    return page;
  };

  test(`no two place pages are more than ${MAX_SIMILARITY} alike (5-word shingles of <main>, Jaccard)`, () => {
    const sets = PLACES.map((place) => ({ slug: place.slug, set: shingles(get(place.path).main) }));
    const pairs: { a: string; b: string; j: number }[] = [];
    for (let i = 0; i < sets.length; i += 1) {
      for (let k = i + 1; k < sets.length; k += 1) {
        const a = sets[i];
        const b = sets[k];
        if (a && b) pairs.push({ a: a.slug, b: b.slug, j: jaccard(a.set, b.set) });
      }
    }
    pairs.sort((x, y) => x.j - y.j);
    expect(pairs).toHaveLength((PLACES.length * (PLACES.length - 1)) / 2);
    const max = pairs.at(-1);
    const median = pairs[Math.floor(pairs.length / 2)];
    const min = pairs[0];
    process.stdout.write(
      `place page similarity over ${pairs.length} pairs: max ${max?.j.toFixed(3)} (${max?.a} / ${max?.b}), ` +
        `median ${median?.j.toFixed(3)}, min ${min?.j.toFixed(3)} (${min?.a} / ${min?.b})\n`,
    );
    expect(max?.j ?? 1).toBeLessThan(MAX_SIMILARITY);
  });

  test('Dutch that code can check: agreement after elk/een, no own-province "Ook in", "u hebt"', () => {
    for (const place of PLACES) {
      const text = get(place.path).main;
      // 'elk Kortrijks gezin', never 'elk Kortrijkse gezin' (gezin is neuter).
      expect(text, place.slug).not.toMatch(/\b(?:elk|een)\s+\p{Lu}[\p{L}-]*e\s+gezin\b/u);
      expect(text, place.slug).not.toMatch(/\bu heeft\b|\bheeft u\b/i);
      expect(text, place.slug).not.toContain('Charleroise');
      // Two names are joined with 'en': 'In Lier en Koningshooikt', not 'In Lier, Koningshooikt schreven'.
      expect(text, place.slug).not.toMatch(/\bIn \p{Lu}[\p{L}-]*, \p{Lu}[\p{L}'-]* schreven/u);
      const province = provincePageOf(place);
      const ookIn = text.match(/Ook in ([^.]*) loopt de groepsaankoop/)?.[1] ?? '';
      if (province) expect(ookIn.split(/, | en /).map((s) => s.trim()), place.slug).not.toContain(province.label);
    }
  });

  test('every hardness figure on a place page comes from a sourced fact in the data file', () => {
    const general = [HARDNESS_THRESHOLD_FH, HARDNESS.max];
    for (const place of PLACES) {
      const allowed = new Set([
        ...general,
        ...publishedFigures(place.slug),
        ...neighbourhood(place).links.flatMap((link) => publishedFigures(link.path.slice(1))),
      ]);
      for (const figure of hardnessFigures(get(place.path).claims)) {
        expect(allowed.has(figure), `${place.slug}: ${figure} °fH has no source`).toBe(true);
      }
    }
    expect(hardnessFigures(get('/hasselt').claims)).toContain(20);
  });

  test("every page's JSON-LD meets Google's required properties for its rich-result types", () => {
    for (const path of [ROUTES.home, ...PLACES.map((p) => p.path)]) {
      const documents = get(path).jsonLd;
      expect(documents.length, path).toBeGreaterThan(0);
      for (const json of documents) expect(googleRichResultProblems(JSON.parse(json), path)).toEqual([]);
    }
  });

  test('the model drawings are crawlable image files', async ({ request }) => {
    for (const type of ['25l', '18l', '12l', '9l']) {
      const res = await request.get(`/models/waterverzachter-${type}.svg`);
      expect(res.status(), type).toBe(200);
      expect(res.headers()['content-type']).toContain('image/svg+xml');
    }
  });

  test('the home page links every place page, grouped by province; each place page links its province', () => {
    const home = get(ROUTES.home).mainLinks;
    for (const place of PLACES) expect(home, place.slug).toContain(place.path);
    expect(placeGroups().flatMap((g) => [...(g.province ? [g.province.path] : []), ...g.places.map((p) => p.path)]).sort()).toEqual(
      PLACES.map((p) => p.path).sort(),
    );
    for (const place of PLACES) {
      const province: Place | undefined = provincePageOf(place);
      if (province) expect(get(place.path).mainLinks, place.slug).toContain(province.path);
      for (const near of neighbourhood(place).links) expect(get(place.path).mainLinks, place.slug).toContain(near.path);
    }
  });
});

test.describe('the calculator on a place page', () => {
  test('starts at the published hardness and names its source; without one, at the usual value', async ({ page }) => {
    await page.goto('/hasselt');
    const slider = page.getByRole('slider', { name: 'Waterhardheid' });
    await expect(slider).toHaveValue('21');
    await expect(page.getByTestId('calculator-source')).toContainText('20 tot 22 °fH');
    await expect(page.getByTestId('calculator-source')).toContainText('Het Belang van Limburg, 19/05/2023');
    await page.goto('/charleroi');
    await expect(slider).toHaveValue(String(HARDNESS.max));
    await expect(page.getByTestId('calculator-source')).toContainText(`gaat maar tot ${HARDNESS.max} °fH`);
    await page.goto('/mol');
    await expect(slider).toHaveValue(String(HARDNESS.defaultValue));
    await expect(page.getByTestId('calculator-source')).toHaveCount(0);
  });
});
