/**
 * The Content-Security-Policy in a real browser: every kind of page (pre-rendered, rendered on request,
 * the back office with Mantine) loads, hydrates and works without a single violation, in production
 * and in development (Vite's dev client), and an injected inline script is refused. Also the security
 * headers of a page and an API path, and that no answer sets a cookie.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_TEXT } from '../../src/admin/messages.ts';
import { textsFor } from '../../src/i18n/server-texts.ts';
import { PERMISSIONS_POLICY, REFERRER_POLICY } from '../../server/security.ts';
import { logIn, watchCsp } from '../helpers/browser.ts';
import { projectRoot, type RunningServer, spawnServer } from '../helpers/process.ts';
import { E2E_ADMIN } from './admin-account.ts';

const NL_TEXTS = textsFor('nl');
const LEAD_MESSAGES = NL_TEXTS.validation.messages;

declare global {
  interface Window {
    __injectedScriptRan?: boolean;
  }
}

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
async function visitEveryKindOfPage(page: Page, baseURL: string) {
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

test.describe('Content-Security-Policy, production build', () => {
  test('every kind of page loads and works without a CSP violation', async ({ page, baseURL }) => {
    await visitEveryKindOfPage(page, baseURL as string);
  });

  test('an inline script injected into a page is refused, and reported', async ({ page }) => {
    const violations = await watchCsp(page);
    for (const pagePath of ['/', '/deze-pagina-bestaat-niet']) {
      await page.goto(pagePath, { waitUntil: 'networkidle' });
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injectedScriptRan = true';
        document.body.append(script);
        document.body.insertAdjacentHTML('beforeend', '<img src="/favicon.svg" onload="window.__injectedScriptRan = true">');
      });
      await expect.poll(violations.events).toHaveLength(2);
      expect(await page.evaluate(() => window.__injectedScriptRan)).toBeUndefined();
    }
  });

  test('a page and an API path carry the security headers; no answer sets a cookie', async ({ request }) => {
    for (const url of ['/', '/gent', '/deze-pagina-bestaat-niet', '/admin', '/api/admin/me', '/healthz']) {
      const response = await request.get(url);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, url).toMatch(/(^|;)\s*default-src 'self'/);
      expect(csp, url).toMatch(/(^|;)\s*frame-ancestors 'none'/);
      expect(csp, url).toMatch(/(^|;)\s*object-src 'none'/);
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, url).toContain("'self'");
      expect(scriptSrc, url).not.toContain('unsafe-inline');
      expect(scriptSrc, url).not.toContain('unsafe-eval');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['referrer-policy'], url).toBe(REFERRER_POLICY);
      expect(headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      // Served over plain HTTP here: no HSTS (it is sent over HTTPS, see tests/integration/security-headers.test.ts).
      expect(headers['strict-transport-security'], url).toBeUndefined();
      expect(headers['set-cookie'], url).toBeUndefined();
    }
    const login = await request.post('/api/admin/login', { data: E2E_ADMIN });
    expect(login.status()).toBe(200);
    expect(login.headers()['set-cookie']).toBeUndefined();
  });

  test('a rendered page gets a fresh nonce on every response, and its scripts carry it', async ({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await request.get('/admin');
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeDefined();
      nonces.add(nonce as string);
      const html = await response.text();
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>/g)];
      expect(inlineScripts.length).toBeGreaterThan(0);
      for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(3);
  });
});

test.describe('Content-Security-Policy, development server (npm run dev)', () => {
  test.describe.configure({ mode: 'serial' });
  // Vite compiles every module on first request: far slower than the build, on a busy machine.
  test.setTimeout(240_000);
  const dataDir = path.join(projectRoot, '.tmp', `e2e-dev-csp-${process.env.E2E_PORT ?? 'default'}`);
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    rmSync(dataDir, { recursive: true, force: true });
    server = await spawnServer(
      'server/main.ts',
      {
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
      },
      90_000,
    );
  });

  test.afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("every kind of page loads and works without a CSP violation under Vite's dev client", async ({ page }) => {
    await visitEveryKindOfPage(page, server.url);
  });
});
