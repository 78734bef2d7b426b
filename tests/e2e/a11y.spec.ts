import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe.ts';

// Reduced motion: the reveal animations would otherwise leave cards half-transparent while axe checks contrast.
test.use({ reducedMotion: 'reduce' });

const pages = [
  { name: 'home page', path: '/', status: 200 },
  { name: 'privacy statement', path: '/privacy', status: 200 },
  { name: 'not-found page', path: '/bestaat-niet', status: 404 },
  { name: 'French home page', path: '/fr', status: 200 },
  { name: 'French place page', path: '/fr/charleroi', status: 200 },
  { name: 'French privacy statement', path: '/fr/vie-privee', status: 200 },
  { name: 'French not-found page', path: '/fr/nexiste-pas', status: 404 },
];

for (const { name, path, status } of pages) {
  test(`axe finds no violations on the ${name} (${path})`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expectNoAxeViolations(page);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('axe finds no violations on the home page with the menu open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectNoAxeViolations(page);
  });

  test('axe finds no violations on the privacy statement', async ({ page }) => {
    await page.goto('/privacy');
    await expectNoAxeViolations(page);
  });
});

test('the not-found page keeps the public header and footer and links home', async ({ page }) => {
  const response = await page.goto('/bestaat-niet');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByText(/Deze pagina bestaat niet \(meer\)/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  await page.getByRole('link', { name: 'Naar de startpagina' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Zacht water voor uw gezin');
});
