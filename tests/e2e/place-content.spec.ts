/**
 * The place pages' content as the production build serves it: measurably distinct (word 5-shingles of
 * the visible text of `<main>` with every capitalised word and every number replaced by one token,
 * pairwise Jaccard over the indexable place pages, below 0.6; pages carrying noindex,follow are left
 * out and listed), free of the template Dutch issue 22 found, every hardness figure backed by the data
 * file's sources, structured data that meets Google's required properties, and the home page linking
 * every place page by province. The figures are printed on every run.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { checkHtml, classify } from '../../scripts/validate-html.ts';
import { HARDNESS } from '../../src/calculator/savings.ts';
import { textsFor } from '../../src/i18n/server-texts.ts';
import { HARD_FROM_FH } from '../../src/content/hardness-threshold.ts';
import { placeGroups } from '../../src/components/PlaceDirectory.tsx';
import { neighbourhood } from '../../src/places/local.ts';
import { FRENCH_PLACES } from '../../src/places/french.ts';
import type { PlaceFact } from '../../src/places/facts/fact.ts';
import { MAX_MASKED_JACCARD, pairScores, shingles } from '../../src/places/similarity.ts';
import { type Place, PLACES, provincePageOf } from '../../src/places/places.ts';
import { ROUTES } from '../../src/routes.ts';
import { googleRichResultProblems } from '../../src/seo/google-rules.ts';
import { notesIn } from '../helpers/notes-to-ourselves.ts';
import { E2E_ADMIN } from './admin-account.ts';

const CALCULATOR_TEXT = { exampleStart: textsFor('nl').sections.calculator.exampleStart(HARDNESS.defaultValue) };

const MAX_SIMILARITY = 0.6;
/** Issue 36: below 0.6 with a margin, the worst pair under 0.55 (the server's guard keeps it so, issue 41). */
const WORST_PAIR = MAX_MASKED_JACCARD;

interface Read {
  /** The page as served. */
  html: string;
  /** Visible text of <main>, text nodes joined by spaces. */
  main: string;
  /** The same without the calculator's slider readings (an input value, not a claim). */
  claims: string;
  /** The text of <main> with its spaces as written (no-break spaces kept). */
  spaces: string;
  jsonLd: string[];
  mainLinks: string[];
  robots: string | null;
}

async function read(parser: Page, html: string): Promise<Omit<Read, 'html'>> {
  return parser.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const main = doc.querySelector('main');
    const nodes = (root: Element | null) => {
      if (!root) return '';
      const clone = root.cloneNode(true) as Element;
      for (const el of clone.querySelectorAll('script, style, template, noscript, [hidden]')) el.remove();
      const walker = doc.createTreeWalker(clone, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
      return parts.join(' ');
    };
    const text = (root: Element | null) => nodes(root).replace(/\s+/g, ' ').trim();
    const claimsRoot = main?.cloneNode(true) as Element | undefined;
    for (const el of claimsRoot?.querySelectorAll('output, .slider__marks, .slider') ?? []) el.remove();
    return {
      main: text(main),
      claims: text(claimsRoot ?? null),
      spaces: nodes(main),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
      mainLinks: [...(main?.querySelectorAll('a[href^="/"]') ?? [])].map((a) => a.getAttribute('href') ?? ''),
      robots: doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    };
  }, html);
}

/** Every °fH figure, both ends of a range ('20 tot 22 °fH', '15 à 20 °fH') included. */
const hardnessFigures = (text: string) =>
  [...text.matchAll(/(\d+)(?:\s*(?:tot|à)\s*(\d+))?\s*°fH/g)].flatMap((m) => [m[1], m[2]].filter(Boolean).map(Number));

/** Every place page as the back office's tab has it: its state and its facts. */
interface StaffPlace {
  path: string;
  indexable: boolean;
  reason: string;
  facts: PlaceFact[];
}

test.describe('place page content in the production build', () => {
  const pages = new Map<string, Read>();
  const staff = new Map<string, StaffPlace>();

  test.beforeAll(async ({ browser, request }) => {
    const login = await request.post('/api/admin/login', { data: E2E_ADMIN });
    const token = ((await login.json()) as { token: string }).token;
    const places = await request.get('/api/admin/places', { headers: { authorization: `Bearer ${token}` } });
    for (const place of (await places.json()) as StaffPlace[]) staff.set(place.path, place);
    const parser = await browser.newPage();
    for (const path of [ROUTES.home, ...PLACES.map((p) => p.path), ...FRENCH_PLACES.map((p) => p.path)]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      pages.set(path, { ...(await read(parser, html)), html });
    }
    await parser.close();
  });

  const get = (path: string): Read => {
    const page = pages.get(path);
    if (!page) throw new Error(`not fetched: ${path}`);
    return page;
  };

  test(`no two indexable place pages are ${MAX_SIMILARITY} alike or more, names and numbers masked`, () => {
    const indexable = PLACES.filter((place) => get(place.path).robots === null);
    const noindex = PLACES.filter((place) => get(place.path).robots !== null);
    for (const place of noindex) expect(get(place.path).robots, place.slug).toBe('noindex,follow');
    const pairs = pairScores(indexable.map((place) => ({ name: place.slug, set: shingles(get(place.path).main, { masked: true }) })));
    expect(pairs).toHaveLength((indexable.length * (indexable.length - 1)) / 2);
    const max = pairs.at(-1);
    const median = pairs[Math.floor(pairs.length / 2)];
    const top = pairs.slice(-5).reverse().map((p) => `${p.a}/${p.b} ${p.j.toFixed(3)}`);
    process.stdout.write(
      `masked place page similarity over ${pairs.length} pairs of ${indexable.length} indexable pages: ` +
        `max ${max?.j.toFixed(3)}, median ${median?.j.toFixed(3)}; top 5: ${top.join(', ')}\n` +
        `noindex,follow (${noindex.length}): ${noindex.map((place) => place.slug).join(', ')}\n`,
    );
    expect(indexable.length).toBeGreaterThan(1);
    expect(max?.j ?? 1).toBeLessThan(WORST_PAIR);
  });

  test(`no two indexable French place pages are ${MAX_SIMILARITY} alike or more, names and numbers masked`, () => {
    const indexable = FRENCH_PLACES.filter((place) => get(place.path).robots === null);
    for (const place of FRENCH_PLACES) if (get(place.path).robots !== null) expect(get(place.path).robots, place.slug).toBe('noindex,follow');
    expect(indexable.length).toBeGreaterThan(1);
    const all = pairScores(FRENCH_PLACES.map((place) => ({ name: place.slug, set: shingles(get(place.path).main, { masked: true }) })));
    const pairs = all.filter((p) => indexable.some((i) => i.slug === p.a) && indexable.some((i) => i.slug === p.b));
    const top = all.slice(-5).reverse().map((p) => `${p.a}/${p.b} ${p.j.toFixed(3)}`);
    process.stdout.write(
      `masked French place page similarity: ${pairs.length} pairs of ${indexable.length} indexable pages, max ${pairs.at(-1)?.j.toFixed(3)}, ` +
        `median ${pairs[Math.floor(pairs.length / 2)]?.j.toFixed(3)}; all ${FRENCH_PLACES.length} pages, top 5: ${top.join(', ')}\n` +
        `noindex,follow: ${FRENCH_PLACES.filter((place) => !indexable.includes(place)).map((place) => place.slug).join(', ')}\n`,
    );
    expect(pairs.at(-1)?.j ?? 1).toBeLessThan(WORST_PAIR);
  });

  test('every place page is indexable exactly when the tab says so, the reason in one line; its sentences, notes to ourselves none', () => {
    const lines: string[] = [];
    for (const path of [...PLACES.map((p) => p.path), ...FRENCH_PLACES.map((p) => p.path)]) {
      const state = staff.get(path);
      expect(state, path).toBeDefined();
      expect(get(path).robots, path).toBe(state?.indexable ? null : 'noindex,follow');
      expect(state?.reason, path).toMatch(/^(Indexeerbaar|Niet indexeerbaar): [^\n]+$/);
      expect(notesIn(path, get(path).main)).toEqual([]);
      lines.push(`${path}\t${state?.reason}`);
    }
    process.stdout.write(`place pages (${lines.length}):\n${lines.join('\n')}\n`);
  });

  test('every place page as served, its facts written in by the server: 0 Nu errors', () => {
    const dir = mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'place-nu-'));
    const files = [...PLACES.map((p) => p.path), ...FRENCH_PLACES.map((p) => p.path)].map((pagePath) => {
      const file = path.join(dir, `${pagePath.slice(1).replace('/', '-')}.html`);
      writeFileSync(file, get(pagePath).html);
      return file;
    });
    const { errors } = classify(checkHtml(files));
    rmSync(dir, { recursive: true, force: true });
    expect(errors.map((e) => `${path.basename(e.url ?? '')}:${e.lastLine}: ${e.message}`)).toEqual([]);
  });

  test('Dutch that code can check: none of the template sentences issue 22 found, capitals, u hebt', () => {
    for (const place of PLACES) {
      const text = get(place.path).main;
      expect(text, place.slug).not.toMatch(/\bu heeft\b|\bheeft u\b/i);
      expect(text, place.slug).not.toContain('Charleroise');
      for (const phrase of [
        'als een bron het noemt',
        'Alle gemeenten met een eigen pagina staan op de pagina over',
        'Welk van die bedrijven',
        'rekent ook in °fH',
        'actieve-koolfilters',
        'wijken Elsene',
        'grootste',
        'honderden',
        'zo populair',
        'Profiteer nu',
      ]) {
        expect(text, `${place.slug}: ${phrase}`).not.toContain(phrase);
      }
      // A province stands alone with a capital (breadcrumb, links), and in a sentence in lower case.
      expect(text, place.slug).not.toMatch(/(?:^|[.:] )provincie /);
      // The factory's distance is named once.
      expect(text.match(/km hemelsbreed van/g)?.length ?? 0, place.slug).toBeLessThanOrEqual(1);
    }
  });

  test('every hardness figure on a place page comes from a sourced fact of that page', () => {
    const general = [HARD_FROM_FH, HARDNESS.max];
    for (const place of PLACES) {
      const facts = staff.get(place.path)?.facts ?? [];
      const published = facts.find((fact) => fact.hardnessFH !== null && fact.scope !== 'part');
      const allowed = new Set([
        ...general,
        ...facts.flatMap((fact) => hardnessFigures(fact.text)),
        // The calculator's note names the middle of a published range.
        ...(published?.hardnessMaxFH ? [Math.round(((published.hardnessFH ?? 0) + published.hardnessMaxFH) / 2)] : []),
      ]);
      for (const figure of hardnessFigures(get(place.path).claims)) {
        expect(allowed.has(figure), `${place.slug}: ${figure} °fH has no source`).toBe(true);
      }
    }
    expect(hardnessFigures(get('/hasselt').claims)).toContain(20);
  });

  test('keeps every figure and its unit on one line, in both languages (a no-break space, issue 36)', () => {
    for (const path of [...PLACES.map((p) => p.path), ...FRENCH_PLACES.map((p) => p.path)]) {
      const broken = get(path).spaces.match(/\d[ \t\r\n]+(?:°fH|°f|km|m³|%)(?![\p{L}\p{N}])|[ \t\r\n]m³/gu) ?? [];
      expect(broken, path).toEqual([]);
    }
    expect(get('/hasselt').spaces).toContain('22\u00a0°fH');
  });

  test("every page's JSON-LD meets Google's required properties for its rich-result types", () => {
    for (const path of [ROUTES.home, ...PLACES.map((p) => p.path), ...FRENCH_PLACES.map((p) => p.path)]) {
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
      for (const group of neighbourhood(place)) {
        for (const near of group.links) expect(get(place.path).mainLinks, place.slug).toContain(near.path);
      }
    }
  });
});

test.describe('the calculator from a place page', () => {
  test('a place page links the home calculator, with the published figure to set it to; the home page names its example', async ({ page }) => {
    await page.goto('/hasselt');
    await expect(page.locator('#info')).toContainText('Zet de rekenmodule op de hardheid van uw straat; gepubliceerd is 20 tot 22 °fH.');
    await page.goto('/mol');
    await expect(page.locator('#info')).not.toContainText('°fH');
    const link = page.locator('#info').getByRole('link', { name: 'de rekenmodule' });
    await expect(link).toHaveAttribute('href', '/#calculator');
    await link.click();
    await expect(page.getByRole('slider', { name: 'Waterhardheid' })).toHaveValue(String(HARDNESS.defaultValue));
    await expect(page.getByTestId('calculator-start')).toHaveText(CALCULATOR_TEXT.exampleStart);
  });
});
