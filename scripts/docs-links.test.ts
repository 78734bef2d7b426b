import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../server/vike.ts';
import { anchorsOf, brokenLinks, documentationFiles, headingId, linksOf } from './docs-links.ts';

describe('the documentation', () => {
  it('has no broken relative link or anchor in README.md and docs/', () => {
    const files = documentationFiles(projectRoot);
    expect(files).toContain('README.md');
    expect(files).toContain(path.join('docs', 'architecture.md'));
    expect(brokenLinks(projectRoot, files)).toEqual([]);
  });

  it('keeps the README a map of at most 12 KB', () => {
    expect(statSync(path.join(projectRoot, 'README.md')).size).toBeLessThanOrEqual(12 * 1024);
  });
});

describe('the link check', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docs-links-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds missing files, missing anchors and anchors on folders, and skips code and other sites', () => {
    mkdirSync(path.join(root, 'docs'));
    writeFileSync(
      path.join(root, 'docs', 'a.md'),
      '# A\n\n## Backups and `restore`\n\n## Backups and `restore`\n\n```\n[in code](missing-in-code.md)\n```\n',
    );
    writeFileSync(
      path.join(root, 'README.md'),
      [
        '# Title',
        '[ok](docs/a.md) [ok anchor](docs/a.md#backups-and-restore) [ok repeat](docs/a.md#backups-and-restore-1)',
        '[ok self](#title) [ok folder](docs/) [site](https://example.com/x.md) `[code](nope.md)`',
        '[gone](docs/b.md) [bad anchor](docs/a.md#backups) [folder anchor](docs/#x) [bad self](#nope)',
      ].join('\n'),
    );
    expect(brokenLinks(root, documentationFiles(root))).toEqual([
      { file: 'README.md', link: 'docs/b.md', problem: 'no such file or folder' },
      { file: 'README.md', link: 'docs/a.md#backups', problem: 'no heading with the id "backups"' },
      { file: 'README.md', link: 'docs/#x', problem: 'an anchor on something that is not a Markdown file' },
      { file: 'README.md', link: '#nope', problem: 'no heading with the id "nope"' },
    ]);
  });

  it('derives heading ids as GitHub does', () => {
    expect(headingId("A signup's path")).toBe('a-signups-path');
    expect(headingId('Place pages and SEO')).toBe('place-pages-and-seo');
    expect(headingId('`npm test` – steps')).toBe('npm-test--steps');
    expect([...anchorsOf('# X\n## X\n')]).toEqual(['x', 'x-1']);
    expect(linksOf('[a](b.md "title") ![i](img.png)')).toEqual(['b.md', 'img.png']);
  });
});
