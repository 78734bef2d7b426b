/**
 * The privacy statement promises the retention that the server's purge keeps (decision 016): the page
 * states the configured RETENTION_MONTHS, pre-rendered and after hydration. Run with a build and a server
 * of another value (`RETENTION_MONTHS=18 npm run build`, then the same variable for Playwright) to see it
 * follow; a server whose value differs from its build's refuses to start (server/build-check.ts).
 */
import { expect, test } from '@playwright/test';
import { parseEnv } from '../../server/env.ts';

const months = parseEnv(process.env).RETENTION_MONTHS;
const promise = new RegExp(`wissen wij uw gegevens uiterlijk\\s+${months}\\s+maanden na ons laatste contact`);

test(`/privacy promises erasure ${months} months after the last contact, as configured`, async ({ page, request }) => {
  const html = await (await request.get('/privacy')).text();
  expect(html.replace(/<!-- -->/g, '')).toMatch(promise);

  await page.goto('/privacy');
  await expect(page.getByText(promise)).toBeVisible();
  await expect(page.getByText(`niet automatisch na ${months} maanden`)).toBeVisible();
});
