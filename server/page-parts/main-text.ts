/**
 * The visible text of a page's `<main>`, as the browser test that measures the place pages reads it
 * (tests/e2e/place-content.spec.ts: text nodes joined by spaces, without scripts, styles, templates,
 * noscript and hidden elements), parsed as a browser parses HTML (parse5). The place pages' indexing
 * guard compares these texts (src/places/facts/indexing.ts).
 */
import { type DefaultTreeAdapterMap, parse } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);

const isElement = (node: Node): node is Element => 'tagName' in node;

function findMain(node: Node): Element | undefined {
  if (isElement(node) && node.tagName === 'main') return node;
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    const found = findMain(child);
    if (found) return found;
  }
  return undefined;
}

function collect(node: Node, parts: string[]): void {
  if (node.nodeName === '#text' && 'value' in node) {
    parts.push(node.value);
    return;
  }
  if (isElement(node) && (SKIPPED.has(node.tagName) || node.attrs.some((attr) => attr.name === 'hidden'))) return;
  for (const child of 'childNodes' in node ? node.childNodes : []) collect(child, parts);
}

/** The page's `<main>` text, spaces collapsed; '' without a `<main>`. */
export function mainText(html: string): string {
  const main = findMain(parse(html));
  if (!main) return '';
  const parts: string[] = [];
  collect(main, parts);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
