/**
 * The back office on a phone (375×740), a tablet (768×1024) and a laptop (1280×800): no sideways page
 * scroll, a header that leaves the tabs alone, the detail reachable by click and by Enter, and
 * screenshots of login, leads, detail and statistics compared with the baselines in this folder's
 * `admin-screens.spec.ts-snapshots` (rendered by the system Chromium). What other tests change while
 * these run (new signups, statuses, dates) is kept out of the pictures: the list is searched down to
 * one fixture lead nobody edits, and times and counts are masked.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN_TEXT } from '../../src/admin/messages.ts';
import { E2E_LEADS } from '../helpers/e2e-fixtures.ts';
import { SIZE_CLASS_HEADERS } from '../../pages/admin/components/MonthlyStats.tsx';
import { statusControl } from '../helpers/browser.ts';
import { E2E_ADMIN } from './admin-account.ts';

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 740, screenshots: true },
  { name: 'tablet', width: 768, height: 1024, screenshots: false },
  { name: 'laptop', width: 1280, height: 800, screenshots: true },
] as const;

/** The fixture lead of the pictures: only read by other tests, never changed. */
const STILL = E2E_LEADS.formula;
const DATE_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

/** Signed in through the API, the token stored as the login form stores it: no notice in the picture. */
async function signIn(page: Page) {
  const response = await page.request.post('/api/admin/login', { data: E2E_ADMIN });
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem('adminToken', value), token);
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function expectApart(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('element not laid out');
  const overlap =
    boxA.x < boxB.x + boxB.width && boxB.x < boxA.x + boxA.width && boxA.y < boxB.y + boxB.height && boxB.y < boxA.y + boxA.height;
  expect(overlap).toBe(false);
}

async function openStillLead(page: Page) {
  await page.goto(`/admin/dashboard?q=${encodeURIComponent(STILL.email)}`);
  await expect(page.getByText('Totaal 1 lead(s) gevonden')).toBeVisible();
}

const snapshot = { maxDiffPixelRatio: 0.01 } as const;

/** WCAG 2.1 AA at this size too (scroll boxes reachable by keyboard, nothing clipped into unreadability). */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('login', async ({ page }) => {
      await page.goto('/admin');
      await expect(page.getByRole('button', { name: ADMIN_TEXT.loginButton })).toBeVisible();
      await expectNoSidewaysScroll(page);
      if (viewport.screenshots) await expect(page).toHaveScreenshot(`login-${viewport.width}.png`, snapshot);
    });

    test('leads: header apart from the tabs, controls, list and export without sideways scroll', async ({ page }) => {
      await signIn(page);
      await openStillLead(page);
      const logout = page.getByRole('button', { name: ADMIN_TEXT.logout });
      await expect(page.getByText(`Aangemeld als ${E2E_ADMIN.username}`)).toBeVisible();
      await expectApart(logout, page.getByRole('tablist'));
      await expectApart(page.getByText(`Aangemeld als ${E2E_ADMIN.username}`), page.getByRole('tablist'));
      for (const control of [
        page.getByLabel(ADMIN_TEXT.searchLabel),
        page.getByLabel(ADMIN_TEXT.statusFilterLabel),
        page.getByRole('button', { name: ADMIN_TEXT.exportLeads }),
        page.getByRole('button', { name: ADMIN_TEXT.exportXlsx }),
        page.getByRole('button', { name: `Details van ${STILL.firstName} ${STILL.lastName}` }),
        ...(viewport.width < 768
          ? [page.getByRole('link', { name: `Bel ${STILL.firstName} ${STILL.lastName}` })]
          : [statusControl(page, `${STILL.firstName} ${STILL.lastName}`), page.getByRole('columnheader', { name: 'Aangemaakt op' })]),
      ]) {
        // Reachable: scrolled to (down, on a phone), it is fully on screen, not cut off at the side.
        await control.scrollIntoViewIfNeeded();
        await expect(control).toBeInViewport({ ratio: 1 });
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoSidewaysScroll(page);
      if (viewport.screenshots) {
        // The table writes day and time on two lines, inside <time>.
        await expect(page).toHaveScreenshot(`leads-${viewport.width}.png`, {
          ...snapshot,
          mask: [page.getByText(DATE_TIME), page.locator('[data-lead-id] time')],
        });
      }
      await expectAccessible(page);
    });

    test('a click on the lead, or Enter on it, opens its detail with history and notes', async ({ page }) => {
      await signIn(page);
      await openStillLead(page);
      const lead = page.locator(`[data-lead-id]`).filter({ hasText: STILL.email });
      await lead.getByText(STILL.email).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('heading', { name: 'Statusgeschiedenis' })).toBeVisible();
      await expect(drawer.getByLabel('Nieuwe notitie')).toBeVisible();
      await expectNoSidewaysScroll(page);
      if (viewport.screenshots) {
        await expect(page).toHaveScreenshot(`detail-${viewport.width}.png`, { ...snapshot, mask: [drawer.getByText(DATE_TIME)] });
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      await lead.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
    });

    test('statistics with the chart and the counts per model', async ({ page }) => {
      await signIn(page);
      await page.goto('/admin/dashboard?tab=stats');
      const monthly = page.getByRole('table', { name: 'Per maand' });
      await expect(monthly).toBeVisible();
      // Per model first, then the conversion, then the spec's two classes with their meaning; on a
      // phone three columns, the models written under each month (issue 26); the confirmed leads (issue 23).
      const headings =
        viewport.width < 768
          ? ['Maand en per model', 'Aanvragen', 'Conversie']
          : ['Maand', 'Aanvragen', '25L', '18L', '12L', '9L', 'Conversie', 'Bevestigd', SIZE_CLASS_HEADERS.large, SIZE_CLASS_HEADERS.small];
      await expect(monthly.getByRole('columnheader')).toHaveText(headings);
      const conversion = monthly.getByRole('columnheader', { name: 'Conversie' });
      await conversion.scrollIntoViewIfNeeded();
      await expect(conversion).toBeInViewport({ ratio: 1 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(monthly.getByRole('rowheader').first()).toContainText(/^[a-z]+ \d{4}/);
      await expect(page.getByRole('tab', { name: ADMIN_TEXT.statsTab })).toHaveAttribute('aria-selected', 'true');
      await expectNoSidewaysScroll(page);
      if (viewport.screenshots) {
        // Counts and months move with every signup and with the calendar: masked, the layout compared.
        await expect(page).toHaveScreenshot(`stats-${viewport.width}.png`, {
          ...snapshot,
          mask: [
            page.locator('table td'),
            page.locator('table tbody th'),
            page.locator('figure [aria-hidden="true"]'),
            page.locator('.mantine-Paper-root p:last-child'),
          ],
        });
      }
      await expectAccessible(page);
    });
  });
}
