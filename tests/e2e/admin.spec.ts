/**
 * The back office in a real browser against the production build: a staff member's journey, the
 * dashboard's behaviour without or with a dead token, accessibility, and that visitors of the public
 * site never download admin or Mantine code.
 */
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { csvLine, LEAD_CSV_HEADER } from '../../src/admin/csv.ts';
import { ADMIN_NOTICES, ADMIN_TEXT } from '../../src/admin/messages.ts';
import { LEAD_STATUS_LABELS } from '../../src/leads/status.ts';
import { formatNumber } from '../../src/format.ts';
import { PRIVACY_VERSION_DATE } from '../../src/site.ts';
import { chooseStatus, holdScripts, logIn, statusControl } from '../helpers/browser.ts';
import { SESSION_EXPIRED_TEXT } from '../../src/admin/messages.ts';
import { E2E_LEADS } from '../helpers/e2e-fixtures.ts';
import { E2E_ADMIN } from './admin-account.ts';

const caption = (total: number) => `Totaal ${formatNumber(total)} lead(s) gevonden`;

/** The number in the list's caption. */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^Totaal [\d.]+ lead\(s\) gevonden$/).textContent();
  return Number(/[\d.]+/.exec(text ?? '')?.[0].replaceAll('.', ''));
}

/** Puts the journey's lead back to 'new' through the API, so that the journey can run again. */
async function resetJourneyLead(request: APIRequestContext) {
  const { token } = await (await request.post('/api/admin/login', { data: E2E_ADMIN })).json();
  const headers = { authorization: `Bearer ${token}` };
  const search = encodeURIComponent(E2E_LEADS.melanie.email);
  const [lead] = await (await request.get(`/api/admin/leads?search=${search}`, { headers })).json();
  await request.patch(`/api/admin/leads/${lead.id}/status`, { headers, data: { status: 'new' } });
  await request.post('/api/admin/logout', { headers });
}

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('adminToken'));

test('a staff member logs in, finds a lead, changes its status, exports the CSV and logs out', async ({ page, request }) => {
  await resetJourneyLead(request);
  const loginCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('admin.login') || request.url().endsWith('/api/admin/login')) loginCalls.push(request.url());
  });

  await page.goto('/admin');
  await expect(page.getByRole('link', { name: ADMIN_TEXT.backHome })).toHaveAttribute('href', '/');

  // Empty fields: a notice, and no call to the server.
  await page.getByRole('button', { name: ADMIN_TEXT.loginButton }).click();
  await expect(page.getByText(ADMIN_NOTICES.loginEmpty.message)).toBeVisible();
  expect(loginCalls).toHaveLength(0);

  // A wrong password: the server's answer.
  await page.getByLabel(ADMIN_TEXT.username).fill(E2E_ADMIN.username);
  await page.getByLabel(ADMIN_TEXT.password).fill('niet-het-juiste-wachtwoord');
  await page.getByRole('button', { name: ADMIN_TEXT.loginButton }).click();
  await expect(page.getByText(ADMIN_NOTICES.loginFailed.message)).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  await page.getByLabel(ADMIN_TEXT.password).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: ADMIN_TEXT.loginButton }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(ADMIN_NOTICES.loginSuccess.title)).toBeVisible();
  expect(await storedToken(page)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('table')).toBeVisible();
  const total = await shownTotal(page);
  expect(total).toBeGreaterThan(25);

  // Search by keyboard: '/' focuses the search box; the query is kept in the address.
  await page.keyboard.press('/');
  await expect(page.getByLabel(ADMIN_TEXT.searchLabel)).toBeFocused();
  await page.keyboard.type('gölçük');
  await expect(page.getByText(caption(1))).toBeVisible();
  await expect(page).toHaveURL(/q=g%C3%B6l%C3%A7%C3%BCk/);
  const row = page.getByRole('row').filter({ hasText: E2E_LEADS.melanie.email });
  await expect(row).toContainText('12L');

  // Filter by status, then back to all; a reload keeps search and filter.
  await page.getByLabel(ADMIN_TEXT.statusFilterLabel).selectOption('converted');
  await expect(page.getByText(ADMIN_TEXT.noLeads)).toBeVisible();
  await expect(page.getByRole('button', { name: ADMIN_TEXT.exportLeads })).toBeDisabled();
  await page.getByLabel(ADMIN_TEXT.statusFilterLabel).selectOption('new');
  await expect(row).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(ADMIN_TEXT.searchLabel)).toHaveValue('gölçük');
  await expect(page.getByLabel(ADMIN_TEXT.statusFilterLabel)).toHaveValue('new');
  await expect(page.getByText(caption(1))).toBeVisible();

  // The detail: address, wifi, source page, campaign, the privacy statement consented to.
  const melanie = `${E2E_LEADS.melanie.firstName} ${E2E_LEADS.melanie.lastName}`;
  await page.getByRole('button', { name: `Details van ${melanie}` }).click();
  // The drawer by its name: the status menu's popover is a dialog too while it closes.
  const drawer = page.getByRole('dialog', { name: melanie, exact: true });
  await expect(drawer).toContainText('Bosstraat 7, 2440 Geel');
  await expect(drawer).toContainText('Nee');
  await expect(drawer).toContainText('/geel');
  await expect(drawer).toContainText('facebook / social / najaar');
  await expect(drawer.getByText('Akkoord met de privacyverklaring')).toBeVisible();
  await expect(drawer.getByText(`versie van ${PRIVACY_VERSION_DATE}`)).toBeVisible();

  // Change the status in the detail: notice, history, and the list row, without a reload.
  await chooseStatus(page, drawer, melanie, LEAD_STATUS_LABELS.contacted);
  await expect(page.getByText(ADMIN_NOTICES.statusUpdated.title)).toBeVisible();
  await expect(drawer).toContainText(`${LEAD_STATUS_LABELS.new} → ${LEAD_STATUS_LABELS.contacted}`);
  await expect(drawer).toContainText(`door ${E2E_ADMIN.username}`);
  await drawer.getByLabel('Nieuwe notitie').fill('Teruggebeld, offerte volgt');
  await drawer.getByRole('button', { name: 'Notitie toevoegen' }).click();
  await expect(drawer).toContainText('Teruggebeld, offerte volgt');
  await page.keyboard.press('Escape');
  await expect(statusControl(row, melanie)).toHaveAccessibleName(new RegExp(`: ${LEAD_STATUS_LABELS.contacted}\\.`));

  // Change it again from the list.
  await chooseStatus(page, row, melanie, LEAD_STATUS_LABELS.followup);
  await expect(page.getByText(ADMIN_NOTICES.statusUpdated.title)).toBeVisible();
  await expect(statusControl(row, melanie)).toHaveAccessibleName(new RegExp(`: ${LEAD_STATUS_LABELS.followup}\\.`));

  // Export: every lead of the filter, as a file.
  await page.getByLabel(ADMIN_TEXT.statusFilterLabel).selectOption('all');
  await page.getByLabel(ADMIN_TEXT.searchLabel).fill('');
  await expect(page.getByText(caption(total))).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: ADMIN_TEXT.exportLeads }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-export-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith(`\uFEFF${csvLine(LEAD_CSV_HEADER)}`)).toBe(true);
  expect(csv.split('\r\n').filter(Boolean)).toHaveLength(total + 1);
  expect(csv).toContain('"Mélanie";"Gölçük";"melanie.golcuk@example.be"');
  expect(csv).toContain(`"${LEAD_STATUS_LABELS.followup}"`);
  expect(csv).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);

  // Erasure on request: after a confirmation, the oldest lead is gone from the list.
  await page.getByLabel(ADMIN_TEXT.sortLabel).selectOption('oldest');
  // Until the sorted page arrives the previous one (newest first) stays on screen: wait for it, or the
  // newest lead, a fixture other tests read, would be erased.
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: /^Details van / }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Lead verwijderen' }).click();
  await page.getByRole('button', { name: 'Definitief verwijderen' }).click();
  await expect(page.getByText(ADMIN_NOTICES.leadErased.title)).toBeVisible();
  await expect(page.getByText(caption(total - 1))).toBeVisible();

  // Statistics.
  await page.getByRole('tab', { name: ADMIN_TEXT.statsTab }).click();
  await expect(page.getByRole('table', { name: 'Per maand' })).toBeVisible();
  await expect(page.getByRole('button', { name: ADMIN_TEXT.exportStats })).toBeEnabled();
  // The retention rule and the last purge (decision 016).
  await expect(page.getByTestId('retention-note')).toContainText(/^Bewaartermijn: \d+ maanden na het laatste contact/);

  // Log out: the token is gone and the dashboard shows the login again.
  await page.getByRole('button', { name: ADMIN_TEXT.logout }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await storedToken(page)).toBeNull();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: ADMIN_TEXT.loginButton })).toBeVisible();
});

test('the dashboard without a token shows the login', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('button', { name: ADMIN_TEXT.loginButton })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});

test('what staff type before the scripts run (a slow phone) signs them in once the button works', async ({ page }) => {
  // The page's scripts wait until both fields are filled in, as on a slow connection.
  const releaseScripts = await holdScripts(page);
  await page.goto('/admin', { waitUntil: 'commit' });
  await page.getByLabel(ADMIN_TEXT.username).fill(E2E_ADMIN.username);
  await page.getByRole('textbox', { name: ADMIN_TEXT.password }).fill(E2E_ADMIN.password);
  await expect(page.getByRole('button', { name: ADMIN_TEXT.loginButton })).toBeDisabled();

  releaseScripts();
  await page.getByRole('button', { name: ADMIN_TEXT.loginButton }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a dead token is removed and the login shown, saying that the session ended', async ({ page }) => {
  await page.goto('/admin');
  await page.evaluate(() => window.localStorage.setItem('adminToken', 'A'.repeat(43)));
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\?sessie=verlopen$/);
  await expect(page.getByRole('alert').filter({ hasText: SESSION_EXPIRED_TEXT.title })).toBeVisible();
  await expect(page.getByRole('button', { name: ADMIN_TEXT.loginButton })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('the login and the dashboard pass the WCAG 2.1 AA checks of axe', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const audit = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: ADMIN_TEXT.loginButton })).toBeVisible();
  expect((await audit()).violations).toEqual([]);
  await logIn(page);
  await expect(page.getByText(`lead(s) gevonden`)).toBeVisible();
  expect((await audit()).violations).toEqual([]);
  await page.getByRole('tab', { name: ADMIN_TEXT.statsTab }).click();
  await expect(page.getByRole('table', { name: 'Per maand' })).toBeVisible();
  await expect(page.getByTestId('retention-note')).toBeVisible();
  expect((await audit()).violations).toEqual([]);
  await context.close();
});

test('the public home page loads no admin or Mantine code', async ({ page }) => {
  const loaded: Array<{ url: string; body: string }> = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/javascript|css/.test(type)) loaded.push({ url: response.url(), body: await response.text() });
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(loaded.length).toBeGreaterThan(0);
  expect(await page.content()).not.toMatch(/mantine|adminToken/i);
  for (const { url, body } of loaded) {
    expect(url).not.toMatch(/admin|mantine/i);
    // Markers of Mantine's code and styles and of the back office; Vike's route table may name their files.
    expect(body, url).not.toMatch(/--mantine-|data-mantine|MantineProvider|Leads beheren|adminToken/);
  }
});
