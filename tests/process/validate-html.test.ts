import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkHtml, classify } from '../../scripts/validate-html.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function page(name: string, body: string): string {
  const file = path.join(dir, name);
  const html = `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Test</title></head><body>${body}</body></html>`;
  writeFileSync(file, html);
  return file;
}

describe('the Nu HTML Checker step', () => {
  it('passes a valid page and reports the errors of an invalid one, per file', () => {
    const valid = page('valid.html', '<main><h1>Waterverzachter</h1><p>Zacht water.</p></main>');
    const invalid = page('invalid.html', '<main><h1 id="x">Titel</h1><p id="x">Dubbel id</p><img src="a.png"></main>');
    const { errors } = classify(checkHtml([valid, invalid]));
    expect(errors.filter((m) => m.url?.endsWith('/valid.html'))).toEqual([]);
    const invalidErrors = errors.filter((m) => m.url?.endsWith('/invalid.html')).map((m) => m.message);
    expect(invalidErrors.some((m) => m.includes('Duplicate ID'))).toBe(true);
    expect(invalidErrors.some((m) => m.includes('alt'))).toBe(true);
  });
});
