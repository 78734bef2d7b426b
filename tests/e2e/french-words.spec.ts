/**
 * What a French household reads on the site, as the production build serves it (issue 36): every
 * pre-rendered French page, and the French 404, in French typography and without a Dutch or English
 * word (tests/helpers/french-text.ts). Read: the text of the page (a block element ends a line), the
 * labels a screen reader or a search engine reads (aria-label, title, alt, the description and social
 * tags, the title) and the strings of the structured data. Text marked as another language
 * (`lang="nl-BE"`: the link to the Dutch page) is left out. A new French page is checked once it is
 * pre-rendered under dist/client/fr/.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { frenchTextProblems } from '../helpers/french-text.ts';

const FRENCH_BUILD = path.resolve('dist/client/fr');

/** The path of every pre-rendered French page (dist/client/fr/**\/index.html). */
function prerenderedFrenchPaths(dir = FRENCH_BUILD, prefix = '/fr'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile() && entry.name === 'index.html') return [prefix];
    return entry.isDirectory() ? prerenderedFrenchPaths(path.join(dir, entry.name), `${prefix}/${entry.name}`) : [];
  });
}

/** Every text a reader meets in a page's HTML, as a list of strings to check. */
function readableTexts(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? '');
  for (const el of doc.querySelectorAll('script, style, template, svg, [lang^="nl"]')) el.remove();
  const strings: string[] = [];
  const collect = (value: unknown, key = ''): void => {
    if (typeof value === 'string' && !key.startsWith('@') && !/^(url|item|logo|image|sameAs|inLanguage)$/.test(key)) strings.push(value);
    else if (Array.isArray(value)) for (const item of value) collect(item, key);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, k);
  };
  for (const json of jsonLd) collect(JSON.parse(json));
  const attributes = [...doc.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].flatMap((el) =>
    ['aria-label', 'title', 'alt', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
  );
  const meta = [...doc.querySelectorAll('meta[name="description"], meta[property^="og:title"], meta[property^="og:description"], meta[property="og:site_name"]')].map(
    (el) => el.getAttribute('content') ?? '',
  );
  // The text, a line per block: inline elements join their text, as a reader sees it.
  const INLINE = new Set(['A', 'ABBR', 'B', 'CITE', 'CODE', 'EM', 'I', 'Q', 'SMALL', 'SPAN', 'STRONG', 'SUB', 'SUP', 'TIME', 'BR', 'OUTPUT']);
  const lines: string[] = [];
  let line = '';
  const endLine = () => {
    lines.push(line);
    line = '';
  };
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) line += node.textContent ?? '';
    else if (node.nodeType === Node.ELEMENT_NODE) {
      const block = !INLINE.has((node as Element).tagName);
      if (block) endLine();
      for (const child of node.childNodes) walk(child);
      if (block) endLine();
    }
  };
  walk(doc.documentElement);
  lines.push(line);
  return [doc.title, ...meta, ...attributes, ...strings, ...lines].map((text) => text.replace(/[ \t\r\n]+/g, ' ').trim()).filter(Boolean);
}

test('every French page reads in French typography, without a Dutch or English word', async ({ page, request }) => {
  const paths = [...prerenderedFrenchPaths(), '/fr/page-qui-n-existe-pas'];
  expect(paths.length).toBeGreaterThanOrEqual(12);
  const problems: string[] = [];
  for (const pagePath of paths) {
    const res = await request.get(pagePath);
    expect([200, 404], pagePath).toContain(res.status());
    const texts = await page.evaluate(readableTexts, await res.text());
    for (const text of texts) problems.push(...frenchTextProblems(text).map((problem) => `${pagePath}: ${problem}`));
  }
  expect(problems).toEqual([]);
});
