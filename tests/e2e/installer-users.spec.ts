/**
 * Staff's side of issue 43 on a 375 px touch phone: a company's users (a weak password refused with the
 * server's reason, a user added in French, disabled), an order's dates (the hardness, serial and days
 * shown; a correction with its reason) and the seller list of a lead (only the installers of its postal
 * code, the others behind a deliberate tick). Every button, link and input at least 44 × 44 px; the Nu
 * checker on each screen.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { checkHtml, classify } from '../../scripts/validate-html.ts';
import { ACCOUNT_MESSAGES } from '../../src/admin/account.ts';
import { addDays } from '../../src/orders/dates.ts';
import { mailsTo } from '../helpers/e2e-mail.ts';
import { smallControls } from '../helpers/touch-targets.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { companyNumber } from '../helpers/company-number.ts';

const SHOTS = '.tmp/test-results/installer-users';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
const dom = (page: Page) => page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);

test('staff manage installer users, an order’s dates and a lead’s seller on a 375 px touch phone', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const { token } = (await (await request.post('/api/admin/login', { data: E2E_ADMIN })).json()) as { token: string };
  const staff = { authorization: `Bearer ${token}` };
  const company = async (name: string, provinces: string[]) => {
    const res = await request.post('/api/admin/installers', {
      headers: staff,
      data: { name, companyNumber: companyNumber(), address: 'Industrieweg 14, 2200 Herentals', phone: '014 12 34 56', email: `${name.split(' ')[0]?.toLowerCase()}.${run}@example.be`, provinces },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const kempen = await company(`Kempen ${run} bv`, ['BE-VAN']);
  await company(`Luik ${run} srl`, ['BE-WLG']);
  const email = `datums.${run}@example.be`;
  const signup = await request.post('/api/leads', {
    data: { firstName: 'Nele', lastName: 'Vos', phone: '0470 12 34 58', email, street: 'Markt', houseNumber: '3', postalCode: '2200', city: 'Herentals', waterSoftenerType: '18L', hasWifi: true, sourceUrl: 'http://localhost/' },
  });
  const leadId = ((await signup.json()) as { id: number }).id;

  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: 'nl-BE' });
  await context.addInitScript((value) => window.localStorage.setItem('adminToken', value), token);
  const page = await context.newPage();
  const small: Record<string, string[]> = {};
  const screens: Record<string, string> = {};
  const screen = async (name: string) => {
    // A notice on screen is Mantine's, whose close button carries a `color` attribute: closed first.
    if (await page.getByRole('button', { name: 'Melding sluiten' }).isVisible()) await page.getByRole('button', { name: 'Melding sluiten' }).click();
    await expect(page.getByRole('button', { name: 'Melding sluiten' })).toHaveCount(0);
    small[name] = await smallControls(page);
    screens[name] = await dom(page);
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
    writeFileSync(`${SHOTS}/${name}.html`, screens[name]);
  };

  // A company's users: a weak password is refused with the reason, a French user added, then disabled.
  await page.goto('/admin/dashboard?tab=installers');
  const card = page.getByTestId('installer').filter({ hasText: `Kempen ${run} bv` });
  await card.getByRole('button', { name: 'Gebruikers…' }).click();
  const form = card.getByRole('form', { name: 'Gebruiker toevoegen' });
  await form.getByLabel('Gebruikersnaam').fill(`monteur.${run}`);
  await form.getByLabel('Wachtwoord').fill('123456789012');
  await form.getByLabel('Taal').selectOption('fr');
  await form.getByRole('button', { name: 'Gebruiker toevoegen' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.nl.guessable)).toBeVisible();
  await form.getByLabel('Wachtwoord').fill('vier losse woorden op een ladder');
  await form.getByRole('button', { name: 'Gebruiker toevoegen' }).click();
  const user = card.getByRole('listitem', { name: `Gebruiker monteur.${run}` });
  await expect(user).toContainText('Frans · nog nooit aangemeld');
  await user.getByRole('button', { name: 'Nieuw wachtwoord…' }).click();
  await screen('users');
  await user.getByRole('button', { name: 'Uitschakelen' }).click();
  await expect(user).toContainText('Uitgeschakeld');
  expect((await request.post('/api/admin/login', { data: { username: `monteur.${run}`, password: 'vier losse woorden op een ladder' } })).status()).toBe(401);

  // The lead's seller list: only the company of its postal code, the other behind a tick.
  await page.goto(`/admin/dashboard?q=${encodeURIComponent(email)}&lead=${leadId}`);
  const drawer = page.getByRole('dialog');
  const seller = drawer.getByLabel('Verkoper (installateur)');
  await expect(seller.locator('option', { hasText: new RegExp(`^Kempen ${run} bv \\(`) })).toHaveCount(1);
  await expect(seller.locator('option', { hasText: `Luik ${run} srl` })).toHaveCount(0);
  await drawer.getByRole('button', { name: /Ook installateurs die niet in 2200 werken/ }).click();
  await expect(seller.locator('option', { hasText: `Luik ${run} srl` })).toHaveCount(1);
  await screen('seller');

  // An order visited and installed: staff see the hardness and the days; a correction outside the order's life is refused with the days allowed.
  const proposal = await request.post(`/api/admin/leads/${leadId}/proposals`, {
    headers: staff,
    data: { model: '18L', priceEuro: 1890, validUntil: addDays(today(), 30), installationFrom: addDays(today(), 20), installationTo: addDays(today(), 40), installerId: kempen },
  });
  expect(proposal.status(), await proposal.text()).toBe(201);
  const orderId = async () => ((await (await request.get(`/api/admin/leads/${leadId}`, { headers: staff })).json()) as { order: { id: number } | null }).order?.id;
  const proposalId = ((await proposal.json()) as { id: number }).id;
  // The household accepts on its page, with the link of its proposal's mail.
  await expect.poll(() => mailsTo(email).some((mail) => /#[A-Za-z0-9_-]{43}/.test(mail.text)), { timeout: 20_000 }).toBe(true);
  const householdToken = /#([A-Za-z0-9_-]{43})/.exec(mailsTo(email).find((mail) => /#[A-Za-z0-9_-]{43}/.test(mail.text))?.text ?? '')?.[1] ?? '';
  expect((await request.post('/api/household-page/proposals/accept', { data: { token: householdToken, proposalId, confirm: true } })).status()).toBe(200);
  const id = await orderId();
  expect((await request.post(`/api/admin/orders/${id}/visit`, { headers: staff, data: { hardnessFH: 32.5, suitable: true } })).status()).toBe(200);
  expect((await request.post(`/api/admin/orders/${id}/installation-plan`, { headers: staff, data: { plannedOn: today() } })).status()).toBe(200);
  const installed = await request.post(`/api/admin/orders/${id}/installation`, { headers: staff, data: { installedOn: today() } });
  expect(installed.status(), await installed.text()).toBe(200);
  await page.reload();
  await expect(drawer).toContainText('gemeten hardheid 32,5 °fH');
  await drawer.getByRole('button', { name: 'Datum verbeteren…' }).click();
  await drawer.getByLabel('Welke datum').selectOption('installedOn');
  await drawer.getByLabel('De juiste dag').fill(addDays(today(), 1));
  await drawer.getByLabel(/^Reden/).fill('Het rapport van de installateur zegt morgen.');
  await screen('dates');
  await drawer.getByRole('button', { name: 'Verbeteren en het huishouden mailen' }).click();
  await expect(page.getByText(/Geïnstalleerd op: kies een dag van .* tot en met vandaag\./)).toBeVisible();
  await context.close();

  expect(small).toEqual(Object.fromEntries(Object.keys(small).map((name) => [name, []])));
  const dir = mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'staff-nu-'));
  const files = Object.entries(screens).map(([name, html]) => {
    const file = path.join(dir, `${name}.html`);
    writeFileSync(file, html);
    return file;
  });
  const { errors } = classify(checkHtml(files));
  rmSync(dir, { recursive: true, force: true });
  expect(errors.map((error) => `${path.basename(error.url ?? '')}:${error.lastLine}: ${error.message}`)).toEqual([]);
});
