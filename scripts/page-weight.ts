/**
 * What a first visit of a page costs in JavaScript and CSS: every script and stylesheet response, its
 * size as sent (the server's encoding: brotli for browsers that accept it), and its size gzipped and
 * brotli-compressed, measured by loading the page in Chromium with an empty cache.
 *
 *   npm run bench:page-weight -- http://127.0.0.1:3211/     (a running production server)
 *
 * tests/e2e/page-weight.spec.ts holds the budget; `npm run bench` reports it for three pages.
 */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, systemChromium } from '../tests/helpers/chromium.ts';

export interface FileWeight {
  path: string;
  /** Bytes after decoding. */
  bytes: number;
  /** Bytes of the body as the server sent it, and the encoding it used. */
  transferred: number;
  encoding: string;
  /** Bytes gzipped at the default level (6), as a server compressing on the fly would send them. */
  gzip: number;
  /** Bytes brotli-compressed at the default quality (11). */
  brotli: number;
  /** Whether the content matches `options.forbidden` of measurePage (false when none was given). */
  forbidden: boolean;
}

export interface Weight {
  files: FileWeight[];
  total: { bytes: number; transferred: number; gzip: number; brotli: number };
}

export interface PageWeight {
  js: Weight;
  css: Weight;
}

const KINDS = { script: 'js', stylesheet: 'css' } as const;

function weigh(files: FileWeight[]): Weight {
  const sum = (key: keyof Weight['total']) => files.reduce((total, file) => total + file[key], 0);
  return { files, total: { bytes: sum('bytes'), transferred: sum('transferred'), gzip: sum('gzip'), brotli: sum('brotli') } };
}

export async function measurePage(browser: Browser, url: string, options: { forbidden?: RegExp } = {}): Promise<PageWeight> {
  // A new context: empty cache, like a first visit.
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Array<Promise<[keyof PageWeight, FileWeight]>> = [];
  page.on('response', (response) => {
    const kind = KINDS[response.request().resourceType() as keyof typeof KINDS];
    if (!kind) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return [
          kind,
          {
            path: new URL(response.url()).pathname,
            bytes: body.length,
            transferred: sizes.responseBodySize,
            encoding: (await response.headerValue('content-encoding')) ?? 'identity',
            gzip: gzipSync(body).length,
            brotli: brotliCompressSync(body).length,
            forbidden: options.forbidden?.test(body.toString('utf8')) ?? false,
          },
        ];
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const responses = await Promise.all(pending);
  await context.close();
  const of = (kind: keyof PageWeight) => weigh(responses.filter(([k]) => k === kind).map(([, file]) => file));
  return { js: of('js'), css: of('css') };
}

/** Debian's Chromium where installed (see playwright.config.ts), else Playwright's own browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: systemChromium,
    args: [...CHROMIUM_ARGS],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) {
    process.stderr.write('usage: npm run bench:page-weight -- <url>\n');
    process.exit(2);
  }
  const browser = await launchChromium();
  try {
    const weight = await measurePage(browser, url);
    const kb = (n: number) => (n / 1000).toFixed(1).padStart(7);
    process.stdout.write(`A first visit of ${url} (kB = 1000 bytes)\n`);
    process.stdout.write(`${['decoded', 'sent', 'gzip', 'brotli'].map((h) => h.padStart(7)).join(' ')}  encoding  file\n`);
    for (const kind of ['js', 'css'] as const) {
      const { files, total } = weight[kind];
      for (const f of files) {
        process.stdout.write(`${kb(f.bytes)} ${kb(f.transferred)} ${kb(f.gzip)} ${kb(f.brotli)}  ${f.encoding.padEnd(8)}  ${f.path}\n`);
      }
      process.stdout.write(
        `${kb(total.bytes)} ${kb(total.transferred)} ${kb(total.gzip)} ${kb(total.brotli)}  ${kind} total (${files.length} files)\n`,
      );
    }
  } finally {
    await browser.close();
  }
}
