/**
 * A personal proposal from end to end (issue 24): staff write it in the lead's detail on a laptop (a
 * draft that outlives an ended session, issue 33), the mail file holds the price as a Belgian reads it and a personal link, the household opens that link on
 * a 375 px phone and accepts after one confirmation step, and staff then see it accepted.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN_TEXT } from '../../src/admin/messages.ts';
import { orderTexts } from '../../src/orders/texts.ts';
import { proposalTexts } from '../../src/proposals/texts.ts';

const PROPOSAL_TEXTS = proposalTexts('nl').section;
const ORDER_TEXTS = orderTexts('nl');

import { E2E_ADMIN } from './admin-account.ts';
import { mailsAddressedTo } from '../helpers/e2e-mail.ts';
import { companyNumber } from '../helpers/company-number.ts';

const SHOTS = '.tmp/test-results/proposals';

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: E2E_ADMIN });
  return ((await response.json()) as { token: string }).token;
}

/** An installer of this run (a company number that passes the KBO checksum): its option in the seller field. */
async function addSeller(request: APIRequestContext, token: string, area: { provinces: string[] }): Promise<string> {
  const number = companyNumber();
  const name = `Installateur ${Date.now().toString(36)} bv`;
  const response = await request.post('/api/admin/installers', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, companyNumber: number, address: 'Industrieweg 14, 2200 Herentals', phone: '014 12 34 56', email: 'verkoop@example.be', ...area },
  });
  expect(response.status(), await response.text()).toBe(201);
  return `${name} (${number})`;
}

/** The proposal mails the server wrote to `email`, parsed. */
function proposalMailsTo(email: string) {
  return mailsAddressedTo(email).filter((mail) => mail.subject.startsWith('Uw persoonlijk voorstel'));
}

test('staff send a proposal, the household accepts it on a phone, staff see it accepted', async ({ browser, request }) => {
  const email = `voorstel.${Date.now().toString(36)}@example.be`;
  const signup = await request.post('/api/leads', {
    data: {
      firstName: 'Lotte', lastName: 'Claes', phone: '0470 12 34 56', email, street: 'Kerkstraat', houseNumber: '5',
      postalCode: '2200', city: 'Herentals', waterSoftenerType: '18L', hasWifi: true, sourceUrl: 'http://localhost/',
    },
  });
  expect(signup.status()).toBe(201);
  const leadId = ((await signup.json()) as { id: number }).id;
  const token = await apiToken(request);
  const seller = await addSeller(request, token, { provinces: ['BE-VAN'] });

  // Staff, on a laptop: the lead's detail, the proposal form.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'nl-BE', timezoneId: 'Europe/Brussels' });
  const browserToken = await apiToken(request);
  await staff.addInitScript((value) => {
    // Only on the first load: the session ends below and staff sign in again.
    if (!window.sessionStorage.getItem('e2e-signed-in')) {
      window.localStorage.setItem('adminToken', value);
      window.sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, browserToken);
  const staffPage = await staff.newPage();
  await staffPage.goto(`/admin/dashboard?q=${encodeURIComponent(email)}&lead=${leadId}`);
  const drawer = staffPage.getByRole('dialog');
  await drawer.getByRole('heading', { name: 'Voorstellen' }).scrollIntoViewIfNeeded();
  await drawer.getByLabel('Verkoper (installateur)').selectOption({ label: seller });
  await drawer.getByLabel('Prijs (euro, 21 % btw inbegrepen)').fill('1890');

  // The session ends while staff write (signed out elsewhere, 8 hours idle): the proposal is kept as a
  // draft of this lead and is back in the form after signing in again.
  await request.post('/api/admin/logout', { headers: { authorization: `Bearer ${browserToken}` } });
  await drawer.getByRole('button', { name: 'Voorstel versturen' }).click();
  await expect(staffPage).toHaveURL(/\/admin\?sessie=verlopen&terug=/);
  await staffPage.getByLabel(ADMIN_TEXT.username).fill(E2E_ADMIN.username);
  await staffPage.getByRole('textbox', { name: ADMIN_TEXT.password }).fill(E2E_ADMIN.password);
  await staffPage.getByRole('button', { name: ADMIN_TEXT.loginButton }).click();
  await expect(drawer.getByLabel('Prijs (euro, 21 % btw inbegrepen)')).toHaveValue('1.890');
  await expect(drawer.getByLabel('Verkoper (installateur)').locator('option:checked')).toHaveText(seller);
  await drawer.getByRole('button', { name: 'Voorstel versturen' }).click();
  const proposal = drawer.getByTestId('proposal').first();
  await expect(proposal).toContainText('Verstuurd');
  await expect(proposal).toContainText('€\u00a01.890');
  await staffPage.screenshot({ path: `${SHOTS}/staff-1280-sent.png`, fullPage: false });
  // Sent: the draft is gone.
  expect(await staffPage.evaluate((id) => window.localStorage.getItem(`adminDraft:proposal:${id}`), leadId)).toBeNull();

  // The mail file: the price as a Belgian reads it, and the personal link.
  await expect.poll(() => proposalMailsTo(email).length, { timeout: 30_000 }).toBe(1);
  const text = proposalMailsTo(email)[0]?.text ?? '';
  expect(text).toContain('€\u00a01.890');
  const link = /https?:\/\/\S+\/mijn-aanmelding#[A-Za-z0-9_-]{43}/.exec(text)?.[0] ?? '';
  expect(link).not.toBe('');
  const { pathname, hash } = new URL(link);

  // The household, on a 375 px phone.
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'nl-BE', timezoneId: 'Europe/Brussels', isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.goto(`${pathname}${hash}`);
  const section = page.getByRole('region', { name: PROPOSAL_TEXTS.heading });
  await expect(section).toContainText('€\u00a01.890');
  await expect(section).toContainText('14 dagen');
  await expect(section).toContainText('De verkoper levert en installeert het toestel tussen');
  await page.screenshot({ path: `${SHOTS}/household-375-proposal.png`, fullPage: true });
  const axe = await new AxeBuilder({ page }).include('#proposal-title').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  // No horizontal scrolling on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await section.getByRole('button', { name: ORDER_TEXTS.order.start }).click();
  await expect(section.getByRole('heading', { name: ORDER_TEXTS.order.heading })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/household-375-confirm.png`, fullPage: false });
  await section.getByRole('button', { name: ORDER_TEXTS.order.button }).click();
  // The order takes the proposal's place, first on the page, with the accepted text one tap away (issue 42).
  const order = page.getByRole('region', { name: ORDER_TEXTS.section.heading });
  await expect(order).toContainText(ORDER_TEXTS.order.placed);
  await expect(order).toContainText(ORDER_TEXTS.section.status.accepted);
  await expect(page.getByRole('button', { name: ORDER_TEXTS.order.start })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/household-375-accepted.png`, fullPage: true });

  // Staff see it accepted (the detail polls; a reload shows it at once).
  await staffPage.reload();
  await expect(staffPage.getByRole('dialog').getByTestId('proposal').first()).toContainText('Aanvaard');
  const detail = await request.get(`/api/admin/leads/${leadId}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await detail.json()) as { status: string; proposals: Array<{ status: string; answeredAt: string | null }> };
  expect(body.proposals[0]).toMatchObject({ status: 'accepted', answeredAt: expect.any(String) });
  expect(body.status).toBe('converted');
  // Staff on a phone: the detail shows the accepted proposal without sideways scrolling.
  await staffPage.setViewportSize({ width: 375, height: 740 });
  await staffPage.reload();
  const accepted = staffPage.getByRole('dialog').getByTestId('proposal').first();
  await accepted.scrollIntoViewIfNeeded();
  await expect(accepted).toContainText('Aanvaard');
  expect(await staffPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await staffPage.screenshot({ path: `${SHOTS}/staff-375-accepted.png` });
  await staff.close();
  await phone.close();
});

test('staff send one proposal to a province: preview with names, one confirmation, progress to the end', async ({ browser, request }) => {
  // Letters only: a name takes no digits.
  const stamp = Date.now().toString(36).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x');
  const ids: number[] = [];
  for (const name of ['Aline', 'Bruno']) {
    const response = await request.post('/api/leads', {
      data: {
        firstName: name, lastName: `Groep${stamp}`, phone: '0470 12 34 56', email: `${name.toLowerCase()}.${stamp}@example.be`,
        street: 'Grand-Rue', houseNumber: '1', postalCode: '6700', city: 'Aarlen', waterSoftenerType: '12L', hasWifi: false,
        sourceUrl: 'http://localhost/',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { id: number }).id);
  }
  const token = await apiToken(request);
  const seller = await addSeller(request, token, { provinces: ['BE-WLX'] });
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'nl-BE', timezoneId: 'Europe/Brussels' });
    await context.addInitScript((value) => window.localStorage.setItem('adminToken', value), token);
    const page = await context.newPage();
    await page.goto('/admin/dashboard?tab=proposals');
    await page.getByRole('combobox', { name: 'E-mailadres bevestigd' }).selectOption({ label: 'Bevestigd of niet' });
    await page.getByRole('combobox', { name: 'Provincie' }).selectOption({ label: 'Luxemburg' });
    await expect(page.getByText(`Aline Groep${stamp} · 6700 Aarlen`)).toBeVisible();
    await expect(page.getByText(`Bruno Groep${stamp} · 6700 Aarlen`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/bulk-${width}-preview.png`, fullPage: true });
    if (width === 1280) {
      const count = Number(/(\d+) lead/.exec((await page.getByTestId('bulk-count').textContent()) ?? '')?.[1]);
      expect(count).toBeGreaterThanOrEqual(2);
      await page.getByLabel('Verkoper (installateur)').selectOption({ label: seller });
      await page.getByLabel('Prijs (euro, 21 % btw inbegrepen)').fill('1490');
      await page.getByRole('button', { name: `Verstuur naar ${count} lead(s)…` }).click();
      await page.getByRole('button', { name: `Ja, verstuur ${count} voorstel(len)` }).click();
      await expect(page.getByText(`Klaar: ${count} voorstellen verstuurd.`)).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: `${SHOTS}/bulk-1280-done.png`, fullPage: true });
      for (const id of ids) {
        const detail = await request.get(`/api/admin/leads/${id}`, { headers: { authorization: `Bearer ${token}` } });
        expect(((await detail.json()) as { proposals: Array<{ priceEuro: number; status: string }> }).proposals).toEqual([
          expect.objectContaining({ priceEuro: 1490, status: 'sent' }),
        ]);
      }
    }
    await context.close();
  }
});
