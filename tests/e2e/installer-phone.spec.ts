/**
 * An installer company's user on a 375 px touch phone, in Dutch and in French (issue 43's acceptance):
 * signs in, sees today's work, offers slots (each row labelled), records a visit at 32.5 °fH, plans and
 * records the installation, records the collection of a withdrawn softener, signs out (its token then
 * refused). Every button, link and input is at least 44 × 44 px on every screen; the rendered view
 * passes the Nu checker; the French user's screens and its company's notices hold no Dutch.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { checkHtml, classify } from '../../scripts/validate-html.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { installerTexts } from '../../src/installers/texts.ts';
import { addDays } from '../../src/orders/dates.ts';
import { frenchTextProblems } from '../helpers/french-text.ts';
import { smallControls } from '../helpers/touch-targets.ts';
import { E2E_ADMIN } from './admin-account.ts';
import { mailsAddressedTo } from '../helpers/e2e-mail.ts';
import { companyNumber } from '../helpers/company-number.ts';

const SHOTS = '.tmp/test-results/installer-phone';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

const HOUSEHOLDS = {
  nl: { street: 'Kerkstraat', postalCode: '2200', city: 'Herentals', province: 'BE-VAN', names: ['Lotte Claes', 'Wout Peeters', 'Mia Janssens'] },
  fr: { street: 'Rue de Dave', postalCode: '5100', city: 'Namur', province: 'BE-WNA', names: ['Amélie Dubois', 'Luc Lambert', 'Chloé Renard'] },
} as const;

/** Staff's side through the API: a company of `locale`'s region, its user, and three accepted orders. */
async function prepare(request: APIRequestContext, locale: Locale, run: string) {
  const staff = { authorization: `Bearer ${((await (await request.post('/api/admin/login', { data: E2E_ADMIN })).json()) as { token: string }).token}` };
  const place = HOUSEHOLDS[locale];
  const companyEmail = `bedrijf.${locale}.${run}@example.be`;
  const company = await request.post('/api/admin/installers', {
    headers: staff,
    data: { name: `Monteurs ${locale} ${run} srl`, companyNumber: companyNumber(), address: `${place.street} 1, ${place.postalCode} ${place.city}`, phone: '081 12 34 56', email: companyEmail, provinces: [place.province] },
  });
  expect(company.status(), await company.text()).toBe(201);
  const installerId = ((await company.json()) as { id: number }).id;
  const user = { username: `monteur.${locale}.${run}`, password: 'vier losse woorden op een ladder', language: locale };
  const created = await request.post(`/api/admin/installers/${installerId}/users`, { headers: staff, data: user });
  expect(created.status(), await created.text()).toBe(201);

  const orders: Array<{ leadId: number; orderId: number; token: string; name: string }> = [];
  for (const [index, name] of place.names.entries()) {
    const email = `klant.${locale}.${index}.${run}@example.be`;
    const [firstName, lastName] = name.split(' ');
    const signup = await request.post('/api/leads', {
      data: { language: locale, firstName, lastName, phone: '0470 12 34 56', email, street: place.street, houseNumber: String(10 + index), postalCode: place.postalCode, city: place.city, waterSoftenerType: '18L', hasWifi: true, sourceUrl: 'http://localhost/' },
    });
    expect(signup.status(), await signup.text()).toBe(201);
    const leadId = ((await signup.json()) as { id: number }).id;
    const proposal = await request.post(`/api/admin/leads/${leadId}/proposals`, {
      headers: staff,
      data: { model: '18L', priceEuro: 1890, validUntil: addDays(today(), 30), installationFrom: addDays(today(), 20), installationTo: addDays(today(), 40), installerId },
    });
    expect(proposal.status(), await proposal.text()).toBe(201);
    const tokenOf = () => /#([A-Za-z0-9_-]{43})/.exec(mailsAddressedTo(email).find((mail) => /#[A-Za-z0-9_-]{43}/.test(mail.text))?.text ?? '')?.[1];
    await expect.poll(tokenOf, { timeout: 20_000 }).toBeTruthy();
    const token = tokenOf() ?? '';
    const accepted = await request.post('/api/household-page/proposals/accept', { data: { token, proposalId: ((await proposal.json()) as { id: number }).id, confirm: true } });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const orderId = ((await (await request.get(`/api/admin/leads/${leadId}`, { headers: staff })).json()) as { order: { id: number } }).order.id;
    orders.push({ leadId, orderId, token, name });
  }
  const [, todays, withdrawn] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]];
  // Today's work: a visit done, the installation planned for today.
  expect((await request.post(`/api/admin/orders/${todays.orderId}/visit`, { headers: staff, data: { hardnessFH: 30, suitable: true } })).status()).toBe(200);
  expect((await request.post(`/api/admin/orders/${todays.orderId}/installation-plan`, { headers: staff, data: { plannedOn: today() } })).status()).toBe(200);
  // Installed today, then withdrawn by the household: the softener is to be collected.
  expect((await request.post(`/api/admin/orders/${withdrawn.orderId}/installation`, { headers: staff, data: { installedOn: today() } })).status()).toBe(200);
  const withdrawal = await request.post('/api/household-page/proposals/withdraw', { data: { token: withdrawn.token, orderId: withdrawn.orderId, confirm: true } });
  expect(withdrawal.status(), await withdrawal.text()).toBe(200);
  return { staff, user, companyEmail, orders };
}

const dom = (page: Page) => page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);

for (const locale of ['nl', 'fr'] as const) {
  test(`an installer user in ${locale} on a 375 px touch phone: its day, slots, 32.5 °fH, installation, a collection, signed out`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const T = installerTexts(locale);
    const run = Date.now().toString(36);
    const { staff, user, companyEmail, orders } = await prepare(request, locale, run);
    const [fresh, todays, withdrawn] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]];
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: locale === 'fr' ? 'fr-BE' : 'nl-BE', timezoneId: 'Europe/Brussels' });
    const page = await context.newPage();
    const small: Record<string, string[]> = {};
    const screens: Record<string, string> = {};
    const texts: Record<string, string> = {};
    const screen = async (name: string) => {
      small[name] = await smallControls(page);
      screens[name] = await dom(page);
      texts[name] = `${await page.title()}\n${await page.locator('body').innerText()}`;
      await page.screenshot({ path: `${SHOTS}/${locale}-${name}.png`, fullPage: true });
    };

    // Signs in (the sign-in in its browser's language) and lands on its own view, today's work on top.
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: T.login.button })).toBeEnabled();
    await screen('login');
    await page.getByLabel(T.login.username).fill(user.username);
    await page.getByRole('textbox', { name: T.login.password }).fill(user.password);
    await page.getByRole('button', { name: T.login.button }).click();
    await expect(page).toHaveURL(/\/admin\/installateur$/);
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'fr' ? 'fr-BE' : 'nl-BE');
    await expect(page).toHaveTitle(T.view.pageTitle);
    const group = (key: 'today' | 'week' | 'collect' | 'later') => page.getByRole('region', { name: T.view.groups[key] });
    const card = (order: (typeof orders)[0]) => page.getByRole('article', { name: T.card.label(order.orderId, order.name) });
    await expect(group('today').getByRole('article', { name: T.card.label(todays.orderId, todays.name) })).toBeVisible();
    await expect(group('collect').getByRole('article', { name: T.card.label(withdrawn.orderId, withdrawn.name) })).toContainText(T.card.toCollect);
    await screen('today');

    // Offers three slots, each row labelled.
    const first = card(fresh);
    await first.getByRole('button', { name: T.slots.add }).click();
    for (const n of [1, 2, 3]) await first.getByRole('group', { name: T.slots.legend(n) }).getByLabel(T.slots.day).fill(addDays(today(), n + 2));
    await screen('slots');
    await first.getByRole('button', { name: T.slots.send }).click();
    await expect(first).toContainText(T.card.slotsOffered(3));

    // Records the visit at 32.5 °fH (typed the Belgian way), plans and records the installation.
    await first.getByLabel(T.visit.hardness).fill('32,5');
    await first.getByText(T.visit.no, { exact: true }).click();
    await expect(first.getByLabel(T.visit.reason)).toBeVisible();
    await screen('visit-not-suitable');
    await first.getByText(T.visit.yes, { exact: true }).click();
    await first.getByRole('button', { name: T.visit.save }).click();
    await expect(first.getByRole('button', { name: T.dates.plan })).toBeVisible();
    await first.getByLabel(T.dates.fields.plannedOn).fill(addDays(today(), 7));
    await first.getByRole('button', { name: T.dates.plan }).click();
    await first.getByLabel(T.dates.serial).fill('HB18-2026-00042');
    await screen('install');
    await first.getByRole('button', { name: T.dates.install }).click();
    await expect(first).toContainText(T.card.installed(today(), 'HB18-2026-00042'));
    const detail = (await (await request.get(`/api/admin/leads/${fresh.leadId}`, { headers: staff })).json()) as { order: Record<string, unknown> };
    expect(detail.order).toMatchObject({ status: 'installed', hardnessFH: 32.5, serialNumber: 'HB18-2026-00042', installedOn: today() });

    // The withdrawn softener: collected today, it leaves the list.
    const collect = card(withdrawn);
    await collect.getByRole('button', { name: T.dates.collect }).click();
    await expect(collect).toBeHidden();

    // Signs out: the sign-in again, and its token no longer opens anything.
    const token = await page.evaluate(() => window.localStorage.getItem('adminToken'));
    await page.getByRole('button', { name: T.view.logout }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect((await request.get('/api/installer/orders', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
    await context.close();

    expect(small).toEqual(Object.fromEntries(Object.keys(small).map((name) => [name, []])));
    const dir = mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'installer-nu-'));
    const files = Object.entries(screens).map(([name, html]) => {
      const file = path.join(dir, `${locale}-${name}.html`);
      writeFileSync(file, html);
      return file;
    });
    const { errors } = classify(checkHtml(files));
    rmSync(dir, { recursive: true, force: true });
    expect(errors.map((error) => `${path.basename(error.url ?? '')}:${error.lastLine}: ${error.message}`)).toEqual([]);

    // Its company's notices: each opens the order in its own view; the French user's hold no Dutch, nor do its screens.
    await expect.poll(() => mailsAddressedTo(companyEmail).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    const notices = mailsAddressedTo(companyEmail);
    for (const notice of notices) expect(notice.text, notice.subject).toMatch(/\/admin\/installateur\?order=\d+/);
    if (locale === 'fr') {
      const names = new RegExp([...HOUSEHOLDS.fr.names, HOUSEHOLDS.fr.street].join('|'), 'g');
      const problems = Object.fromEntries([...Object.entries(texts), ...notices.map((notice) => [notice.subject, notice.text] as const)].map(([name, text]) => [name, frenchTextProblems(text.replace(names, ' '))]));
      expect(problems).toEqual(Object.fromEntries(Object.keys(problems).map((name) => [name, []])));
    }
  });
}
