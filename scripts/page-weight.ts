/**
 * What a first visit of a page costs in JavaScript: every script response, its size as sent (the
 * server's encoding: brotli for browsers that accept it), and its size when gzipped.
 *
 *   npm run bench:page-weight -- http://127.0.0.1:3211/     (a running production server)
 *
 * tests/e2e/page-weight.spec.ts holds the budget.
 */
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';

export interface ScriptWeight {
  path: string;
  /** Bytes after decoding. */
  bytes: number;
  /** Bytes of the body as the server sent it, and the encoding it used. */
  transferred: number;
  encoding: string;
  /** Bytes gzipped at the default level (6), as a server compressing on the fly would send them. */
  gzip: number;
}

export interface PageWeight {
  scripts: ScriptWeight[];
  total: { bytes: number; transferred: number; gzip: number };
}

export async function measureScripts(browser: Browser, url: string): Promise<PageWeight> {
  // A new context: empty cache, like a first visit.
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<ScriptWeight>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          path: new URL(response.url()).pathname,
          bytes: body.length,
          transferred: sizes.responseBodySize,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
          gzip: gzipSync(body).length,
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(pending);
  await context.close();
  const sum = (key: 'bytes' | 'transferred' | 'gzip') => scripts.reduce((total, s) => total + s[key], 0);
  return { scripts, total: { bytes: sum('bytes'), transferred: sum('transferred'), gzip: sum('gzip') } };
}

/** Debian's Chromium where installed (see playwright.config.ts), else Playwright's own browser. */
async function launch(): Promise<Browser> {
  const { existsSync } = await import('node:fs');
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) {
    process.stderr.write('usage: npm run bench:page-weight -- <url>\n');
    process.exit(2);
  }
  const browser = await launch();
  try {
    const { scripts, total } = await measureScripts(browser, url);
    const kb = (n: number) => (n / 1000).toFixed(1).padStart(7);
    process.stdout.write(`JavaScript loaded by a first visit of ${url} (kB = 1000 bytes)\n`);
    process.stdout.write(`${'decoded'.padStart(7)} ${'sent'.padStart(7)} ${'gzip'.padStart(7)}  encoding  file\n`);
    for (const s of scripts) {
      process.stdout.write(`${kb(s.bytes)} ${kb(s.transferred)} ${kb(s.gzip)}  ${s.encoding.padEnd(8)}  ${s.path}\n`);
    }
    process.stdout.write(`${kb(total.bytes)} ${kb(total.transferred)} ${kb(total.gzip)}  total (${scripts.length} files)\n`);
  } finally {
    await browser.close();
  }
}
