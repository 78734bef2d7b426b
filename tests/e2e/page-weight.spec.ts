import { expect, test } from '@playwright/test';
import { measureScripts } from '../../scripts/page-weight.ts';

/** What a first visit of the home page may download in JavaScript, as sent (brotli). */
const BUDGET_BYTES = 100_000;

test('a first visit of / downloads at most 100 kB of JavaScript', async ({ browser, baseURL }) => {
  const { scripts, total } = await measureScripts(browser, `${baseURL}/`);
  await test.info().attach('scripts', { body: JSON.stringify({ scripts, total }, null, 2), contentType: 'application/json' });
  expect(scripts.length).toBeGreaterThan(0);
  // The big files come pre-compressed (scripts/precompress.ts).
  for (const script of scripts.filter((s) => s.bytes > 1024)) expect(script.encoding, script.path).toBe('br');
  expect(total.transferred).toBeLessThanOrEqual(BUDGET_BYTES);
});
