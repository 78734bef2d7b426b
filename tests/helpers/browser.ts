/**
 * Browser-test helpers shared by several specs: what the CSP reports, the back office's sign-in, and a
 * page whose scripts arrive late.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN_TEXT } from '../../src/admin/messages.ts';
import { E2E_ADMIN } from '../e2e/admin-account.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Collects what the browser reports against the Content-Security-Policy, from before the page's first
 * script: the `securitypolicyviolation` events and the console's reports. Call once per page.
 */
export async function watchCsp(page: Page) {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const events = () => page.evaluate(() => window.__cspViolations ?? []);
  return { events, all: async () => [...consoleReports, ...(await events())] };
}

/** Signs in through the login form as the browser tests' staff member and lands on the dashboard. */
export async function logIn(page: Page, baseURL = ''): Promise<void> {
  await page.goto(`${baseURL}/admin`, { waitUntil: 'networkidle' });
  await page.getByLabel(ADMIN_TEXT.username).fill(E2E_ADMIN.username);
  await page.getByLabel(ADMIN_TEXT.password).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: ADMIN_TEXT.loginButton }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * Changes a lead's status as staff do: opens the status panel of `name` (in the list or the open detail,
 * within `scope`) and presses `label`. The panel is rendered at the end of the page, outside `scope`.
 */
export async function chooseStatus(page: Page, scope: Page | Locator, name: string, label: string): Promise<void> {
  await statusControl(scope, name).click();
  await statusPanel(page).getByRole('button', { name: label, exact: true }).click();
  // The panel is a dialog too until it has closed; callers look for the drawer by role.
  await expect(statusPanel(page)).toHaveCount(0);
}

/** The open panel of statuses to choose from. */
export function statusPanel(page: Page): Locator {
  return page.getByRole('dialog', { name: /^Nieuwe status voor / });
}

/** The status control of `name`, whose accessible name says the current status. */
export function statusControl(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`^Status van ${escapeRegExp(name)}:`) });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Holds the page's scripts back, as a slow connection does, until the returned function is called: what
 * a visitor does before hydration can then be tested. Call before `page.goto`.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
