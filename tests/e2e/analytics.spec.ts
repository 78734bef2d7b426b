/**
 * Consent-gated analytics against a production server of its own, started with GTM_ID set (the shared
 * test server has none). Every request that would leave the machine is intercepted: the tag manager's
 * script is answered with a stub, anything else is aborted and recorded.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { TAG_MANAGER_ORIGIN } from '../../src/analytics/tag-manager.ts';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { holdScripts } from '../helpers/browser.ts';
import { projectRoot, type RunningServer, spawnServer } from '../helpers/process.ts';

const GTM_ID = 'GTM-TEST123';
const dataDir = path.join(projectRoot, '.tmp', `e2e-analytics-${process.env.E2E_PORT ?? 'default'}`);

test.describe.configure({ mode: 'serial' });
test.use({ reducedMotion: 'reduce' });

let server: RunningServer;

test.beforeAll(async () => {
  // A server of its own on a new embedded database: slow to start on a busy machine.
  test.setTimeout(240_000);
  rmSync(dataDir, { recursive: true, force: true });
  server = await spawnServer('server/main.ts', {
    NODE_ENV: 'production',
    GTM_ID,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  });
});

test.afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

/** Records every request that leaves the local server; answers the tag manager with a stub. */
async function interceptOutside(context: BrowserContext) {
  const outside: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      const url = route.request().url();
      outside.push(url);
      if (url.startsWith(`${TAG_MANAGER_ORIGIN}/gtm.js`)) {
        await route.fulfill({ contentType: 'text/javascript', body: 'window.__tagManagerRuns = (window.__tagManagerRuns || 0) + 1;' });
      } else {
        await route.abort();
      }
    },
  );
  return outside;
}

function pageViews(page: Page) {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry): entry is { event: string; page_path: string } => (entry as { event?: string }).event === 'page_view')
      .map((entry) => entry.page_path),
  );
}

async function analyticsCookies(context: BrowserContext) {
  return (await context.cookies()).filter((cookie) => /^_+(ga|gid|utm)/i.test(cookie.name));
}

test('nothing is requested before consent; after consent, the tag manager loads and every route change is a page view', async ({
  context,
  page,
}) => {
  const outside = await interceptOutside(context);
  await page.goto(`${server.url}/`);
  const banner = page.getByRole('region', { name: 'Cookies', exact: true });
  await expect(banner).toBeVisible();

  // Browsing around without answering: still nothing.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacyverklaring' }).click();
  await expect(page).toHaveURL(`${server.url}/privacy`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacyverklaring en cookiebeleid');
  expect(outside).toEqual([]);
  expect(await analyticsCookies(context)).toEqual([]);
  expect(await pageViews(page)).toEqual([]);

  await banner.getByRole('button', { name: 'Cookies aanvaarden' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => outside).toEqual([`${TAG_MANAGER_ORIGIN}/gtm.js?id=${GTM_ID}`]);
  await expect.poll(() => page.evaluate(() => (window as { __tagManagerRuns?: number }).__tagManagerRuns)).toBe(1);
  expect(await pageViews(page)).toEqual(['/privacy']);

  // Public pages use server routing: following a link loads the next page, which counts its own page
  // view and loads the tag manager once, without asking again.
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(`${server.url}/#contact`);
  await expect.poll(() => pageViews(page)).toEqual(['/']);
  await expect(banner).toBeHidden();
  expect(outside).toHaveLength(2);

  // The choice is remembered on a later visit too.
  await page.goto(`${server.url}/privacy`);
  await expect.poll(() => pageViews(page)).toEqual(['/privacy']);
  await expect(banner).toBeHidden();
  expect(outside).toHaveLength(3);
});

test('refusing keeps analytics off, also on later visits', async ({ context, page }) => {
  const outside = await interceptOutside(context);
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: 'Cookies weigeren' }).click();
  await expect(page.getByRole('region', { name: 'Cookies', exact: true })).toBeHidden();
  await page.reload();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacyverklaring' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacyverklaring en cookiebeleid');
  await expect(page.getByRole('region', { name: 'Cookies', exact: true })).toBeHidden();
  expect(outside).toEqual([]);
  expect(await pageViews(page)).toEqual([]);
});

test('consent can be changed from the footer and withdrawn on the privacy page, which removes the cookies', async ({
  context,
  page,
}) => {
  const outside = await interceptOutside(context);
  await page.goto(`${server.url}/privacy`);
  await page.getByRole('button', { name: 'Cookies weigeren' }).click();

  // The footer reopens the choice.
  await page.getByRole('button', { name: 'Cookie-instellingen' }).click();
  const banner = page.getByRole('region', { name: 'Cookies', exact: true });
  await expect(banner).toBeFocused();
  await expect(banner).toContainText('Uw huidige keuze: geweigerd');
  await banner.getByRole('button', { name: 'Cookies aanvaarden' }).click();
  await expect.poll(() => outside).toHaveLength(1);

  // What Google Analytics 4 would have set, on this host.
  await page.evaluate(() => {
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_ga_ABC123XYZ=GS1.1.789; path=/';
  });
  expect(await analyticsCookies(context)).toHaveLength(2);

  const checkbox = page.getByRole('checkbox', { name: 'Ik geef toestemming voor analytische cookies.' });
  await expect(checkbox).toBeChecked();
  await checkbox.uncheck();
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Voorkeur opslaan' }).click()]);
  await expect(checkbox).not.toBeChecked();
  expect(await analyticsCookies(context)).toEqual([]);
  expect(await pageViews(page)).toEqual([]);
  expect(outside).toHaveLength(1);
});

test('axe finds no violations with the cookie banner open', async ({ context, page }) => {
  await interceptOutside(context);
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('region', { name: 'Cookies', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('without GTM_ID there is no banner and nothing is loaded, even after accepting', async ({ context, page }) => {
  // The shared test server (baseURL) runs without GTM_ID.
  const outside = await interceptOutside(context);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cookie-instellingen' }).click();
  await page.getByRole('button', { name: 'Cookies aanvaarden' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(outside).toEqual([]);
  expect(await pageViews(page)).toEqual([]);
});

test('the footer’s cookie settings wait for the page’s scripts: disabled before, the banner after', async ({ page }) => {
  // The scripts are held back, as on a slow phone: a press then opened nothing and said nothing.
  const releaseScripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const settings = page.getByRole('button', { name: 'Cookie-instellingen' });
  await expect(settings).toBeDisabled();
  releaseScripts();
  await settings.click();
  await expect(page.getByRole('region', { name: 'Cookies', exact: true })).toBeVisible();
});
