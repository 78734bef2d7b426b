/**
 * nginx's copy of the pre-rendered pages (the production topology, docs/deployment.md): one file per page
 * with its gzip and brotli copies, named after its canonical path. Written whole by `npm run stack` at
 * start-up (scripts/nginx-config.ts), then page by page by the app when a part of a page changes
 * (server/page-parts/, STATIC_SITE_DIR). Each file is replaced by a rename, so nginx never reads one half
 * written.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EncodedBody } from './encoded-body.ts';

/** `/` → `index.html`, `/fr/hainaut` → `fr--hainaut.html`. */
export function staticPageFile(canonical: string): string {
  return canonical === '/' ? 'index.html' : `${canonical.slice(1).replaceAll('/', '--')}.html`;
}

function replaceFile(file: string, content: Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/** Writes a page and its compressed copies (compressed as the app compresses them: encoded-body.ts). */
export async function writePageFiles(dir: string, name: string, html: Buffer, body = new EncodedBody(html)): Promise<void> {
  const file = path.join(dir, name);
  replaceFile(`${file}.gz`, await body.encoded('gzip'));
  replaceFile(`${file}.br`, await body.encoded('br'));
  replaceFile(file, html);
}

/** The page's file as it is now, or undefined when there is none. */
export function readPageFile(dir: string, name: string): Buffer | undefined {
  try {
    return readFileSync(path.join(dir, name));
  } catch {
    return undefined;
  }
}
