import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies that decode to the original, and skips what is not worth it', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    const script = 'export const message = "zacht water";\n'.repeat(200);
    writeFileSync(path.join(dir, 'assets', 'app.js'), script);
    writeFileSync(path.join(dir, 'assets', 'tiny.css'), 'a{color:red}');
    writeFileSync(path.join(dir, 'index.html'), '<p>x</p>'.repeat(500));
    writeFileSync(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(4096));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ x: 'y'.repeat(4096) }));

    const results = precompressDirectory(dir);

    expect(results.map((r) => r.file)).toEqual([path.join('assets', 'app.js')]);
    const [result] = results;
    expect(result?.brotli).toBeLessThan(result?.gzip ?? 0);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets', 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, 'assets', 'app.js.gz'))).toString()).toBe(script);
    for (const skipped of ['assets/tiny.css', 'index.html', 'assets/photo.png', '.vite/manifest.json']) {
      expect(existsSync(path.join(dir, `${skipped}.br`)), skipped).toBe(false);
    }
  });
});
