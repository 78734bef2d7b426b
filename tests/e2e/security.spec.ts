/**
 * The Content-Security-Policy of the production build in a real browser: every kind of page
 * (pre-rendered, rendered on request, the back office with Mantine) loads, hydrates and works without a
 * single violation (the same walk under Vite's dev client: development-server.spec.ts), and an injected
 * inline script is refused. Also the security headers of a page and an API path, and that no answer
 * sets a cookie.
 */
import { expect, test } from '@playwright/test';
import { PERMISSIONS_POLICY, REFERRER_POLICY } from '../../server/security.ts';
import { watchCsp } from '../helpers/browser.ts';
import { visitEveryKindOfPage } from '../helpers/every-kind-of-page.ts';
import { E2E_ADMIN } from './admin-account.ts';

declare global {
  interface Window {
    __injectedScriptRan?: boolean;
  }
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
