/**
 * Writes brotli (.br, highest quality) and gzip (.gz) copies of the build's static files next to them,
 * once per build, so the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing every response on the fly at a lower level. HTML is left out: pre-rendered pages are
 * answered from memory with the runtime settings written in (server/vike.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { brotliOptions, GZIP_OPTIONS } from '../server/encoded-body.ts';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this size compression saves too little to be worth a second file. */
const MIN_BYTES = 1024;

export interface PrecompressResult {
  file: string;
  bytes: number;
  brotli: number;
  gzip: number;
}

export function precompressDirectory(root: string): PrecompressResult[] {
  const results: PrecompressResult[] = [];
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    // Files under dot-folders (Vite's manifest) are never served.
    if (path.relative(root, file).split(path.sep).some((part) => part.startsWith('.'))) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, brotliOptions(content.length));
    const gzip = gzipSync(content, GZIP_OPTIONS);
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzip);
    results.push({ file: path.relative(root, file), bytes: content.length, brotli: brotli.length, gzip: gzip.length });
  }
  return results;
}
