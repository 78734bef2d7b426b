/**
 * The Content-Security-Policy walk of tests/e2e/security.spec.ts (production build) and
 * tests/e2e/development-server.spec.ts (Vite's dev client): every kind of page (pre-rendered, rendered on
 * request, the back office with Mantine) loads, hydrates and works without a single violation.
 */
import { expect, type Page } from '@playwright/test';
import { ADMIN_TEXT } from '../../src/admin/messages.ts';
import { textsFor } from '../../src/i18n/server-texts.ts';
import { logIn, watchCsp } from './browser.ts';

const NL_TEXTS = textsFor('nl');
const LEAD_MESSAGES = NL_TEXTS.validation.messages;

/** The public layout is hydrated once its menu toggles (a button that only works with JavaScript). */
async function expectPublicPageHydrated(page: Page) {
  const button = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Voordelen' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

const PUBLIC_PAGES = [
  { path: '/', status: 200 },
  { path: '/gent', status: 200 },
  { path: '/privacy', status: 200 },
  { path: '/bedankt', status: 200 },
  { path: '/deze-pagina-bestaat-niet', status: 404 },
];

/** Visits every kind of page on `baseURL` and fails on any report against the policy. */
export async function visitEveryKindOfPage(page: Page, baseURL: string) {
  const violations = await watchCsp(page);
  for (const { path: pagePath, status } of PUBLIC_PAGES) {
    const response = await page.goto(`${baseURL}${pagePath}`, { waitUntil: 'networkidle' });
    expect(response?.status(), pagePath).toBe(status);
    await expectPublicPageHydrated(page);
    if (pagePath === '/') {
      // The form loads zod and the tRPC client on first use: an empty submit runs the validation.
      // (Again if needed: in development, Vite reloads the page once when it meets those imports.)
      const contact = page.locator('#contact');
      await expect(async () => {
        await contact.getByLabel('Voornaam', { exact: true }).focus();
        await contact.getByRole('button', { name: 'Verstuur aanmelding' }).click();
        await expect(contact.getByText(LEAD_MESSAGES.firstName)).toBeVisible({ timeout: 2_000 });
      }).toPass();
    }
    expect(await violations.all(), pagePath).toEqual([]);
  }

  // The back office: Mantine's inline colour-scheme script and styles, the login, the list, the chart.
  await logIn(page, baseURL);
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('tab', { name: ADMIN_TEXT.statsTab }).click();
  await page.waitForLoadState('networkidle');
  // A full load of the dashboard too (the login reached it by client-side navigation).
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('tab', { name: ADMIN_TEXT.statsTab })).toBeVisible();
  expect(await violations.all(), '/admin and /admin/dashboard').toEqual([]);
  await page.getByRole('button', { name: ADMIN_TEXT.logout }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
