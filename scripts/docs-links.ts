/**
 * Finds relative links in Markdown files that do not resolve: a file or folder that does not exist, or an
 * `#anchor` that no heading of the target file produces (GitHub's heading ids). Links to other sites
 * (`https:`, `mailto:`) are not checked; code blocks and inline code are skipped.
 * Run by scripts/docs-links.test.ts over README.md and docs/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface BrokenLink {
  file: string;
  link: string;
  problem: string;
}

/** GitHub's id of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingId(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

function withoutCode(markdown: string): string {
  return withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, '');
}

/** The anchors a Markdown file offers: its headings' ids (repeated ones numbered as GitHub does). */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutCodeBlocks(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const id = headingId(match[1] ?? '');
    const count = seen.get(id) ?? 0;
    seen.set(id, count + 1);
    anchors.add(count === 0 ? id : `${id}-${count}`);
  }
  return anchors;
}

/** The link targets of a Markdown file: inline links and images, `[text](target "title")`. */
export function linksOf(markdown: string): string[] {
  const links: string[] = [];
  for (const match of withoutCode(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (match[1]) links.push(match[1]);
  }
  return links;
}

/** Every broken relative link of `files` (paths relative to `root`). */
export function brokenLinks(root: string, files: readonly string[]): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const file of files) {
    const source = path.join(root, file);
    const markdown = readFileSync(source, 'utf8');
    for (const link of linksOf(markdown)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue;
      const [target = '', anchor] = link.split('#', 2);
      const resolved = target === '' ? source : path.resolve(path.dirname(source), decodeURIComponent(target));
      if (!existsSync(resolved)) {
        broken.push({ file, link, problem: 'no such file or folder' });
        continue;
      }
      if (anchor === undefined) continue;
      if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) {
        broken.push({ file, link, problem: 'an anchor on something that is not a Markdown file' });
      } else if (!anchorsOf(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor))) {
        broken.push({ file, link, problem: `no heading with the id "${anchor}"` });
      }
    }
  }
  return broken;
}

/** README.md and every Markdown file under docs/, relative to `root`. */
export function documentationFiles(root: string): string[] {
  const files = ['README.md'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.md')) files.push(relative);
    }
  };
  if (existsSync(path.join(root, 'docs'))) walk('docs');
  return files.sort();
}
