/**
 * The back office as staff use it (issue 26), at 375 px (phone), 768 px (tablet) and 1280 px (laptop):
 * controls big enough for a thumb, two members of staff on one lead (no silent lost update; the screen
 * says who changed what), an ended session that keeps the note being typed and returns to the same lead,
 * search and filters, an unreachable server said as such with a retry, paging that lands on the first
 * lead, and status changes that need a deliberate choice.
 *
 * Each test works on demo leads of its own (found by the index in their e-mail address), which no other
 * test changes, so that the suite can run in parallel.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN_FAILURES, ADMIN_NOTICES, ADMIN_TEXT, SESSION_EXPIRED_TEXT } from '../../src/admin/messages.ts';
import { REFRESH_INTERVAL_MS } from '../../src/admin/limits.ts';
import { LEAD_STATUS_LABELS } from '../../src/leads/status.ts';
import { chooseStatus, statusControl, statusPanel } from '../helpers/browser.ts';
import { smallControls } from '../helpers/targets.ts';
import { E2E_ADMIN } from './admin-account.ts';

const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  tablet: { width: 768, height: 1024 },
  laptop: { width: 1280, height: 800 },
} as const;

interface DemoLead {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: E2E_ADMIN });
  return ((await response.json()) as { token: string }).token;
}

/** The demo lead with this index (its e-mail address is '<first>.<last><index>@example.…'). */
async function demoLead(request: APIRequestContext, token: string, index: number): Promise<DemoLead & { name: string }> {
  const response = await request.get(`/api/admin/leads?search=${index}%40example`, { headers: { authorization: `Bearer ${token}` } });
  const [lead] = (await response.json()) as DemoLead[];
  if (!lead) throw new Error(`no demo lead ${index}`);
  return { ...lead, name: `${lead.firstName} ${lead.lastName}` };
}

async function resetStatus(request: APIRequestContext, token: string, id: number) {
  await request.patch(`/api/admin/leads/${id}/status`, { headers: { authorization: `Bearer ${token}` }, data: { status: 'new' } });
}

/** A signed-in page of its own (a browser context: its own session, like another member of staff). */
async function staffPage(browser: Browser, request: APIRequestContext, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'nl-BE', timezoneId: 'Europe/Brussels' });
  const token = await apiToken(request);
  await context.addInitScript((value) => {
    // Only on the first load: a test may end this session and sign in again.
    if (!window.sessionStorage.getItem('e2e-signed-in')) {
      window.localStorage.setItem('adminToken', value);
      window.sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
  return { page: await context.newPage(), token, close: () => context.close() };
}

/** What axe finds (every rule) on the screen as it is. */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${device} (${viewport.width} px)`, () => {
    // Phone and tablet: 44 × 44 px for a thumb. Laptop: WCAG 2.2's minimum of 24 × 24 px.
    const min = device === 'laptop' ? 24 : 44;

    test(`every control is at least ${min} × ${min} px`, async ({ browser, request }) => {
      const staff = await staffPage(browser, request, viewport);
      const { page } = staff;
      const lead = await demoLead(request, staff.token, 41);
      await page.goto('/admin');
      await page.evaluate(() => window.localStorage.removeItem('adminToken'));
      await page.goto('/admin?sessie=verlopen');
      await expect(page.getByRole('button', { name: ADMIN_TEXT.loginButton })).toBeVisible();
      const found = { login: await smallControls(page, min) } as Record<string, string[]>;

      await page.evaluate((token) => window.localStorage.setItem('adminToken', token), staff.token);
      await page.goto('/admin/dashboard');
      await expect(page.getByText(/lead\(s\) gevonden/)).toBeVisible();
      found.leads = await smallControls(page, min);

      await page.goto(`/admin/dashboard?q=${encodeURIComponent(lead.email)}&lead=${lead.id}`);
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('heading', { name: 'Statusgeschiedenis' })).toBeVisible();
      found.detail = await smallControls(page, min);
      await statusControl(drawer, lead.name).click();
      await expect(statusPanel(page)).toBeVisible();
      found.statusMenu = await smallControls(page, min);
      await page.keyboard.press('Escape');
      await expect(statusPanel(page)).toBeHidden();
      await page.keyboard.press('Escape');

      await page.goto('/admin/dashboard?tab=stats');
      await expect(page.getByRole('table', { name: 'Per maand' })).toBeVisible();
      found.stats = await smallControls(page, min);
      expect(found).toEqual({ login: [], leads: [], detail: [], statusMenu: [], stats: [] });
      await staff.close();
    });

    test('an ended session says so, keeps the note being typed, and returns to the same lead, search and filter', async ({
      browser,
      request,
    }) => {
      const staff = await staffPage(browser, request, viewport);
      const { page } = staff;
      const index = { phone: 42, tablet: 43, laptop: 44 }[device] as number;
      const lead = await demoLead(request, staff.token, index);
      const address = `/admin/dashboard?q=${encodeURIComponent(`${index}@example`)}&status=all&sort=oldest&lead=${lead.id}`;
      await page.goto(address);
      const drawer = page.getByRole('dialog');
      const note = `Belt morgen om 10 uur terug (${device})`;
      await drawer.getByLabel('Nieuwe notitie').fill(note);
      // The screen at rest, as while staff type: the list's and the drawer's first requests answered. One still
      // on its way when the session ends would meet the 401 first and end the screen before the button is pressed.
      await page.waitForLoadState('networkidle');

      // The session ends meanwhile (signed out elsewhere, a password reset, 8 hours idle).
      await request.post('/api/admin/logout', { headers: { authorization: `Bearer ${staff.token}` } });
      await drawer.getByRole('button', { name: 'Notitie toevoegen' }).click();

      await expect(page).toHaveURL(/\/admin\?sessie=verlopen&terug=/);
      await expect(page.getByRole('alert').filter({ hasText: SESSION_EXPIRED_TEXT.title })).toBeVisible();
      await page.getByLabel(ADMIN_TEXT.username).fill(E2E_ADMIN.username);
      await page.getByRole('textbox', { name: ADMIN_TEXT.password }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: ADMIN_TEXT.loginButton }).click();

      // Back where the staff member was, the note still in its field, and saved on the next click.
      await expect(page).toHaveURL(new RegExp(`/admin/dashboard\\?q=${index}%40example&sort=oldest&lead=${lead.id}$`));
      await expect(page.getByLabel(ADMIN_TEXT.searchLabel)).toHaveValue(`${index}@example`);
      await expect(page.getByLabel(ADMIN_TEXT.sortLabel)).toHaveValue('oldest');
      await expect(page.getByRole('dialog').getByLabel('Nieuwe notitie')).toHaveValue(note);
      await page.getByRole('dialog').getByRole('button', { name: 'Notitie toevoegen' }).click();
      await expect(page.getByRole('dialog').getByRole('region', { name: 'Notities' }).getByRole('listitem').filter({ hasText: note })).toBeVisible();
      await expect(page.getByRole('dialog').getByLabel('Nieuwe notitie')).toHaveValue('');
      await staff.close();
    });

    test('an unreachable server is said, with a retry, never as "no leads"', async ({ browser, request }) => {
      const staff = await staffPage(browser, request, viewport);
      const { page } = staff;
      await page.goto('/admin/dashboard');
      await expect(page.getByText(/lead\(s\) gevonden/)).toBeVisible();

      await page.route('**/trpc/**', (route) => route.abort('connectionrefused'));
      await page.getByLabel(ADMIN_TEXT.searchLabel).fill('peeters');
      const failure = page.getByRole('alert').filter({ hasText: ADMIN_FAILURES.unreachable.title });
      await expect(failure).toBeVisible();
      await expect(page.getByText(ADMIN_TEXT.noLeads)).toHaveCount(0);
      await expect(page.getByRole('button', { name: ADMIN_TEXT.exportLeads })).toBeEnabled();
      expect(await axeFindings(page)).toEqual([]);

      // Back online: the retry shows the search's leads.
      await page.unroute('**/trpc/**');
      await failure.getByRole('button', { name: ADMIN_FAILURES.retry }).click();
      await expect(failure).toBeHidden();
      await expect(page.getByText(/lead\(s\) gevonden/)).toBeVisible();
      await expect(page).toHaveURL(/q=peeters/);
      await staff.close();
    });

    test('the next page opens at its first lead, with the focus there', async ({ browser, request }) => {
      const staff = await staffPage(browser, request, viewport);
      const { page } = staff;
      await page.goto('/admin/dashboard');
      await expect(page.getByText(/lead\(s\) gevonden/)).toBeVisible();
      const firstOfPageOne = await page.locator('[data-lead-id]').first().getAttribute('data-lead-id');
      const next = page.getByRole('button', { name: 'Volgende pagina' });
      await next.scrollIntoViewIfNeeded();
      await next.click();
      await expect(page).toHaveURL(/page=2/);
      const first = page.locator('[data-lead-id]').first();
      await expect(first).not.toHaveAttribute('data-lead-id', firstOfPageOne as string);
      await expect(first).toBeFocused();
      await expect(first).toBeInViewport();
      // The search stays at hand on a phone: stuck to the top of the screen.
      if (device === 'phone') await expect(page.getByLabel(ADMIN_TEXT.searchLabel)).toBeInViewport();
      await staff.close();
    });
  });
}

test('two members of staff on one lead: no silent overwrite, and each screen shows who changed what', async ({ browser, request }) => {
  const phone = await staffPage(browser, request, VIEWPORTS.phone);
  const laptop = await staffPage(browser, request, VIEWPORTS.laptop);
  const tablet = await staffPage(browser, request, VIEWPORTS.tablet);
  const lead = await demoLead(request, phone.token, 45);
  await resetStatus(request, phone.token, lead.id);
  const search = `${45}@example`;
  for (const staff of [phone, laptop]) {
    await staff.page.goto(`/admin/dashboard?q=${search}&lead=${lead.id}`);
    await expect(staff.page.getByRole('dialog').getByRole('heading', { name: 'Statusgeschiedenis' })).toBeVisible();
  }
  // A third colleague has the list open on a tablet.
  await tablet.page.goto(`/admin/dashboard?q=${search}`);
  await expect(statusControl(tablet.page, lead.name)).toHaveAccessibleName(/: Nieuw\./);

  // On the phone: a customer, and a note.
  const note = `Contract getekend ${Date.now()}`;
  await chooseStatus(phone.page, phone.page.getByRole('dialog'), lead.name, LEAD_STATUS_LABELS.converted);
  await expect(phone.page.getByText(ADMIN_NOTICES.statusUpdated.title)).toBeVisible();
  await phone.page.getByRole('dialog').getByLabel('Nieuwe notitie').fill(note);
  await phone.page.getByRole('dialog').getByRole('button', { name: 'Notitie toevoegen' }).click();
  await expect(phone.page.getByText(ADMIN_NOTICES.noteAdded.title)).toBeVisible();

  // On the laptop, before its refresh: 'Niet geïnteresseerd' chosen on what still showed 'Nieuw'.
  const drawer = laptop.page.getByRole('dialog');
  await expect(statusControl(drawer, lead.name)).toHaveAccessibleName(/: Nieuw\./);
  await chooseStatus(laptop.page, drawer, lead.name, LEAD_STATUS_LABELS.lost);
  await expect(laptop.page.getByText(ADMIN_NOTICES.statusConflict.title)).toBeVisible();
  // The screen shows the current state and what the colleague did.
  const changes = drawer.getByRole('status').filter({ hasText: 'Intussen gewijzigd door een collega' });
  await expect(changes).toContainText(`zette de status van Nieuw op ${LEAD_STATUS_LABELS.converted}`);
  await expect(changes).toContainText(note);
  await expect(statusControl(drawer, lead.name)).toHaveAccessibleName(new RegExp(`: ${LEAD_STATUS_LABELS.converted}\\.`));
  await expect(drawer.getByRole('region', { name: 'Notities' }).getByRole('listitem').filter({ hasText: note })).toBeVisible();
  expect(await axeFindings(laptop.page)).toEqual([]);
  const stored = await request.get(`/api/admin/leads/${lead.id}`, { headers: { authorization: `Bearer ${phone.token}` } });
  expect(((await stored.json()) as { status: string }).status).toBe('converted');

  // The tablet's open list catches up by itself.
  await expect(statusControl(tablet.page, lead.name)).toHaveAccessibleName(new RegExp(`: ${LEAD_STATUS_LABELS.converted}\\.`), {
    timeout: REFRESH_INTERVAL_MS + 5_000,
  });
  for (const staff of [phone, laptop, tablet]) await staff.close();
});

test('arrow keys save no status; only a deliberate choice does', async ({ browser, request }) => {
  const staff = await staffPage(browser, request, VIEWPORTS.laptop);
  const { page } = staff;
  const lead = await demoLead(request, staff.token, 46);
  await resetStatus(request, staff.token, lead.id);
  const history = async () =>
    (
      (await (await request.get(`/api/admin/leads/${lead.id}`, { headers: { authorization: `Bearer ${staff.token}` } })).json()) as {
        history: unknown[];
      }
    ).history.length;
  const before = await history();
  await page.goto(`/admin/dashboard?q=${46}%40example`);
  const control = statusControl(page, lead.name);
  // Arrow keys on the control, and inside its open panel: nothing is saved.
  await control.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(statusPanel(page)).toBeVisible();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(statusPanel(page)).toBeHidden();
  await expect(control).toBeFocused();
  expect(await history()).toBe(before);
  await expect(control).toHaveAccessibleName(/: Nieuw\./);

  // A deliberate choice by keyboard: open, Tab to the status, Enter.
  await page.keyboard.press('Enter');
  const contacted = statusPanel(page).getByRole('button', { name: LEAD_STATUS_LABELS.contacted, exact: true });
  await contacted.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(ADMIN_NOTICES.statusUpdated.title)).toBeVisible();
  expect(await history()).toBe(before + 1);
  await staff.close();
});
