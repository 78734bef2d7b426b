/**
 * Every back-office screen is valid HTML (W3C Nu checker) and passes axe (every rule, not only WCAG's),
 * at 375, 768 and 1280 px (issue 26: a `style` element in `body`, an `aria-label` on a `span`, and the
 * detail drawer's `<header>` as a second banner). The server's HTML of /admin and /admin/dashboard is
 * checked as sent, and each screen as the browser shows it (its DOM, serialised).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { checkHtml, classify } from '../../scripts/validate-html.ts';
import { ADMIN_TEXT } from '../../src/admin/messages.ts';
import { E2E_LEADS } from '../helpers/e2e-fixtures.ts';
import { statusControl, statusPanel } from '../helpers/browser.ts';
import { E2E_ADMIN } from './admin-account.ts';

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

const STILL = E2E_LEADS.formula;
const STILL_NAME = `${STILL.firstName} ${STILL.lastName}`;

async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const dom = (page: Page) => page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);

test('every back-office screen: 0 Nu errors and 0 axe findings at 375, 768 and 1280 px', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'admin-nu-'));
  const pages: Record<string, string> = {};
  for (const url of ['/admin', '/admin/dashboard']) pages[`server${url.replaceAll('/', '_')}`] = await (await request.get(url)).text();

  const { token } = (await (await request.post('/api/admin/login', { data: E2E_ADMIN })).json()) as { token: string };
  const axe: Record<string, string[]> = {};
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const screen = async (name: string) => {
      const key = `${name}-${viewport.width}`;
      // Measured at rest: a drawer still fading in has text at part opacity, which axe reads as low contrast.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      );
      pages[key] = await dom(page);
      axe[key] = await axeFindings(page);
    };
    await page.goto('/admin?sessie=verlopen');
    await expect(page.getByRole('button', { name: ADMIN_TEXT.loginButton })).toBeVisible();
    await screen('login');

    await page.evaluate((value) => window.localStorage.setItem('adminToken', value), token);
    await page.goto(`/admin/dashboard?q=${encodeURIComponent(STILL.email)}`);
    await expect(page.getByText('Totaal 1 lead(s) gevonden')).toBeVisible();
    await screen('leads');

    await page.locator('[data-lead-id]').first().getByText(STILL.email).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('heading', { name: 'Statusgeschiedenis' })).toBeVisible();
    await screen('detail');
    await statusControl(drawer, STILL_NAME).click();
    await expect(statusPanel(page)).toBeVisible();
    await screen('status-menu');
    await page.keyboard.press('Escape');
    await expect(statusPanel(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('tab', { name: ADMIN_TEXT.statsTab }).click();
    await expect(page.getByRole('table', { name: 'Per maand' })).toBeVisible();
    await expect(page.getByTestId('retention-note')).toBeVisible();
    await screen('stats');
    await context.close();
  }

  const files = Object.entries(pages).map(([name, html]) => {
    const file = path.join(dir, `${name}.html`);
    writeFileSync(file, html);
    return file;
  });
  const { errors } = classify(checkHtml(files));
  rmSync(dir, { recursive: true, force: true });
  const nu = Object.fromEntries(
    files.map((file) => [
      path.basename(file, '.html'),
      errors.filter((e) => e.url?.endsWith(path.basename(file))).map((e) => `${e.lastLine}: ${e.message}`),
    ]),
  );
  expect(nu).toEqual(Object.fromEntries(Object.keys(nu).map((name) => [name, []])));
  expect(axe).toEqual(Object.fromEntries(Object.keys(axe).map((name) => [name, []])));
});
