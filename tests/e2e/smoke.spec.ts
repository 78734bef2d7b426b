import { expect, test } from '@playwright/test';

test('the home page loads in the browser in Dutch', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/deze-pagina-bestaat-niet');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});

test('hashed assets are cached for a year and pages are compressed', async ({ page, request }) => {
  const assets: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/assets/')) assets.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(assets.length).toBeGreaterThan(0);
  const asset = await request.get(assets[0] as string, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const notFound = await request.get('/deze-pagina-bestaat-niet', { headers: { 'accept-encoding': 'gzip' } });
  expect(notFound.headers()['content-encoding']).toBe('gzip');
});
