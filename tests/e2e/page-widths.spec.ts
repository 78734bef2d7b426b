/**
 * No public page is wider than the screen (issue 36: at 375 px the header's menu button ended at 398 px
 * and every page scrolled sideways): every kind of page, in both languages, at phone, tablet and laptop
 * widths from 320 to 1280 px, with the menu closed and open (the phone's toggle below 48em, the benefits
 * dropdown above).
 */
import { expect, type Page, test } from '@playwright/test';
import { textsFor } from '../../src/i18n/server-texts.ts';

const WIDTHS = [320, 360, 375, 414, 768, 1024, 1280];

/** One page of each kind, in each language. */
const PAGES = [
  '/',
  '/fr',
  '/gent',
  '/limburg',
  '/antwerpen-stad',
  '/fr/charleroi',
  '/fr/hainaut',
  '/privacy',
  '/fr/vie-privee',
  '/bedankt',
  '/fr/merci',
  '/mijn-aanmelding',
  '/fr/mon-inscription',
  '/deze-pagina-bestaat-niet',
  '/fr/cette-page-n-existe-pas',
];

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Opens the menu this width shows: the phone's toggle, or the benefits dropdown of the wide menu (none on the household's page). */
async function openMenu(page: Page, path: string) {
  const { header } = textsFor(path.startsWith('/fr') ? 'fr' : 'nl');
  const nav = page.getByRole('navigation', { name: header.mainMenu });
  if ((await nav.count()) === 0) return null;
  const toggle = nav.getByRole('button', { name: header.menu });
  const button = (await toggle.isVisible()) ? toggle : nav.getByRole('button', { name: header.benefits });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return button;
}

for (const path of PAGES) {
  test(`${path} is never wider than the screen, from 320 to 1280 px, menu closed and open`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 800 });
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect([200, 404], path).toContain(response?.status());
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect(await overflow(page), `${path} at ${width} px, menu closed`).toBeLessThanOrEqual(0);
      const button = await openMenu(page, path);
      if (!button) continue;
      expect(await overflow(page), `${path} at ${width} px, menu open`).toBeLessThanOrEqual(0);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });
}
