import { expect, test } from '@playwright/test';
import { measurePage } from '../../scripts/page-weight.ts';

/**
 * What a first visit of the home page may download in JavaScript: 100 kB (100,000 bytes) gzipped (each
 * file at gzip's default level), the unit of issue 7. Brotli, which browsers get, is about 12% smaller.
 */
const BUDGET_GZIP_BYTES = 100_000;

for (const path of ['/', '/fr']) test(`a first visit of ${path} downloads at most 100 kB of JavaScript (gzip)`, async ({ browser, baseURL }) => {
  const { js } = await measurePage(browser, `${baseURL}${path}`);
  await test.info().attach('scripts', { body: JSON.stringify(js, null, 2), contentType: 'application/json' });
  expect(js.files.length).toBeGreaterThan(0);
  // The big files come pre-compressed (scripts/precompress.ts).
  for (const script of js.files.filter((s) => s.bytes > 1024)) expect(script.encoding, script.path).toBe('br');
  expect(js.total.gzip).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  expect(js.total.transferred).toBeLessThan(js.total.gzip);
});
